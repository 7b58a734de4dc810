import { useEffect, useId, useRef, useState } from 'react';
import { Link, useLocation, useParams } from 'react-router';
import { toast } from '~/lib/toast';
import type { AcessoCliente } from '@vitrine/contract';
import { ACCESS_MSG } from '@vitrine/domain/access/access-messages';
import { ACCOUNTS_TEXT } from '@vitrine/domain/accounts/accounts-messages';
import { MSG } from '@vitrine/domain/messages';
import { Panel } from '~/components/ui/panel';
import { BrowserApiError, callFromBrowser } from '~/lib/api-browser';
import { useModalStore } from '~/lib/modal-store';

const primaryButton =
  'h-11 w-full rounded-md bg-primary font-semibold text-primary-fg disabled:opacity-60 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary';
const linkButton =
  'font-semibold underline underline-offset-2 focus-visible:outline-2 focus-visible:outline-primary';

interface AccessGatesProps {
  acesso: AcessoCliente;
  termosTexto: string | null;
  idcliente: number;
  idfornecedor: string;
}

/**
 * The access gates of a logged-in buyer, on every page of the supplier (spec §4 Login 3–4,
 * §5 terms, §6): the 'Cadastro em análise' modal while the registration awaits approval (on
 * page load, not only after login; 'Seu cadastro já foi confirmado e aguarda aprovação' once
 * confirmed), else the terms modal while the current version is not accepted; and a notice
 * that reopens them while ordering stays blocked. One modal at a time (modal store).
 */
export function AccessGates({ acesso, termosTexto, idcliente, idfornecedor }: AccessGatesProps) {
  const [aceito, setAceito] = useState(false);
  const termsPending = acesso.termos.pendente && !aceito && termosTexto !== null;
  const awaiting = acesso.aguardando_aprovacao;

  const active = useModalStore((s) => s.active);
  // The verification page is where the modal's "Confirmar cadastro" leads: not over it.
  const onVerificationPage = useLocation().pathname.endsWith(VERIFICATION_PATH);
  // The login modal already says 'Cadastro em análise' right after logging in (spec §4 Login 3).
  const shown = useRef(awaiting && useModalStore.getState().active === 'login');
  useEffect(() => {
    // Once per page load, when no other modal is open (one modal at a time).
    if (shown.current || active || onVerificationPage) return;
    if (awaiting) useModalStore.getState().open('under-review');
    else if (termsPending) useModalStore.getState().open('terms');
    else return;
    shown.current = true;
  }, [active, awaiting, termsPending, onVerificationPage]);

  const blockedByApproval = acesso.bloqueioPedido === 'approval-required';
  return (
    <>
      {(blockedByApproval || termsPending) && (
        <div
          role="status"
          className="border-b border-amber-300 bg-amber-50 px-4 py-2 text-center text-sm text-amber-950"
        >
          {blockedByApproval ? (
            <>
              {ACCESS_MSG.orderNeedsApproval}{' '}
              <button
                type="button"
                className={linkButton}
                onClick={() => useModalStore.getState().open('under-review')}
              >
                {MSG.registrationUnderReview}
              </button>
            </>
          ) : (
            <>
              {ACCESS_MSG.orderNeedsTerms}.{' '}
              <button
                type="button"
                className={linkButton}
                onClick={() => useModalStore.getState().open('terms')}
              >
                {ACCESS_MSG.termsTitle}
              </button>
            </>
          )}
        </div>
      )}
      <UnderReviewModal confirmado={acesso.cadastro_confirmado} />
      {termsPending && acesso.termos.versaoArquivo !== null && (
        <TermsModal
          texto={termosTexto}
          versaoArquivo={acesso.termos.versaoArquivo}
          novaVersao={acesso.termos.versaoAceita !== null}
          idcliente={idcliente}
          idfornecedor={idfornecedor}
          onAccepted={() => setAceito(true)}
        />
      )}
    </>
  );
}

/** The storefront page where a buyer confirms the registration with a code (routes.ts). */
const VERIFICATION_PATH = '/confirmar-cadastro';

/**
 * 'Cadastro em análise' (spec §2 modals, §4 Login 3–4); while the registration is not confirmed
 * yet, it leads to the verification page ("Confirmar cadastro").
 */
function UnderReviewModal({ confirmado }: { confirmado: boolean }) {
  const open = useModalStore((s) => s.active === 'under-review');
  const close = useModalStore((s) => s.close);
  const { fornecedor } = useParams();
  return (
    <Panel
      open={open}
      onClose={close}
      title={MSG.registrationUnderReview}
      closeLabel={ACCESS_MSG.close}
    >
      <p className="leading-relaxed">
        {confirmado ? MSG.registrationAwaitingApproval : ACCESS_MSG.underReviewBody}
      </p>
      {!confirmado && fornecedor && (
        <Link
          to={`/${fornecedor}${VERIFICATION_PATH}`}
          onClick={close}
          className={`${primaryButton} mt-5 flex items-center justify-center`}
        >
          {ACCOUNTS_TEXT.verifyLink}
        </Link>
      )}
      <button
        type="button"
        className={confirmado ? `${primaryButton} mt-5` : `${linkButton} mt-4 block w-full py-2`}
        onClick={close}
      >
        {ACCESS_MSG.understood}
      </button>
    </Panel>
  );
}

interface TermsModalProps {
  texto: string;
  versaoArquivo: number;
  novaVersao: boolean;
  idcliente: number;
  idfornecedor: string;
  onAccepted(): void;
}

/** The supplier's current terms and "Li e aceito" (spec §5, §7 termos-uso). */
function TermsModal(props: TermsModalProps) {
  const { texto, versaoArquivo, novaVersao, idcliente, idfornecedor, onAccepted } = props;
  const open = useModalStore((s) => s.active === 'terms');
  const close = useModalStore((s) => s.close);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const textId = useId();

  async function accept() {
    setBusy(true);
    setError(null);
    try {
      await callFromBrowser('terms.accept', {
        params: { idcliente, idfornecedor },
        body: { versaoArquivo },
      });
      toast.success(ACCESS_MSG.termsAccepted);
      close();
      onAccepted();
    } catch (e) {
      setError(e instanceof BrowserApiError ? e.message : ACCESS_MSG.termsLoadFailed);
    } finally {
      setBusy(false);
    }
  }

  return (
    <Panel
      open={open}
      onClose={close}
      title={ACCESS_MSG.termsTitle}
      description={novaVersao ? ACCESS_MSG.termsNewVersion : ACCESS_MSG.termsFirstTime}
      closeLabel={ACCESS_MSG.close}
      size="lg"
    >
      <div
        id={textId}
        role="document"
        tabIndex={0}
        aria-label={ACCESS_MSG.termsTitle}
        className="max-h-[50vh] overflow-y-auto rounded-md border border-black/10 bg-black/[0.02] p-4 text-sm leading-relaxed whitespace-pre-line focus-visible:outline-2 focus-visible:outline-primary"
      >
        {texto}
      </div>
      {error && (
        <p role="alert" className="mt-3 text-sm font-medium text-red-700">
          {error}
        </p>
      )}
      <button
        type="button"
        className={`${primaryButton} mt-4`}
        onClick={accept}
        disabled={busy}
        aria-describedby={textId}
      >
        {ACCESS_MSG.termsAccept}
      </button>
    </Panel>
  );
}
