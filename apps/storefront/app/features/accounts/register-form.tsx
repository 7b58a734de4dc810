import { useState } from 'react';
import { useFetcher } from 'react-router';
import { ACCOUNTS_TEXT } from '@vitrine/domain/accounts/accounts-messages';
import type { TipoDocumento } from '@vitrine/domain/accounts/document';
import { MSG } from '@vitrine/domain/messages';
import { Field, TextField } from '~/components/ui/field';
import type { AccountResult } from './account-result';
import { CharacteristicFields } from './characteristic-fields';
import { ChoiceRadios } from './choice-radios';
import { maskCnpj, maskCpf, maskPhone } from './masks';
import { buttonClass, linkButtonClass } from './styles';
import { useCharacteristics } from './use-characteristics';
import { useTaxLookup } from './use-tax-lookup';

const KINDS: { value: TipoDocumento; label: string }[] = [
  { value: 'CNPJ', label: ACCOUNTS_TEXT.kindCnpj },
  { value: 'CPF', label: ACCOUNTS_TEXT.kindCpf },
  { value: 'ESTRANGEIRO', label: ACCOUNTS_TEXT.kindForeign },
  { value: 'EMAIL', label: ACCOUNTS_TEXT.kindEmail },
];

/**
 * "Criar conta" (issue 11 §1, spec §1 Users): by CNPJ (registry lookup fills razão social, nome
 * fantasia and address; an inactive company is refused), CPF, foreign document or e-mail only,
 * with the supplier's customer characteristics. Pending registrations show the spec's text and
 * stay logged out; otherwise `onLoggedIn` runs (the cookie is set by the action).
 */
export function RegisterForm({
  slug,
  idfornecedor,
  initialLogin,
  onLoggedIn,
  onBack,
}: {
  slug: string;
  idfornecedor: string;
  initialLogin: string;
  onLoggedIn: () => void;
  onBack: () => void;
}) {
  const fetcher = useFetcher<AccountResult>();
  const digits = initialLogin.replace(/\D/g, '');
  const [kind, setKind] = useState<TipoDocumento>(digits.length === 11 ? 'CPF' : 'CNPJ');
  const [documento, setDocumento] = useState(/@/.test(initialLogin) ? '' : initialLogin);
  const [telefone, setTelefone] = useState('');
  const tax = useTaxLookup();
  const characteristics = useCharacteristics(idfornecedor, 'cliente');
  const busy = fetcher.state !== 'idle';
  const result = fetcher.data;
  const [handled, setHandled] = useState<AccountResult | undefined>(undefined);
  if (result !== handled) {
    setHandled(result);
    if (result?.ok && result.intent === 'register' && !result.pending) onLoggedIn();
  }
  if (result?.ok && result.intent === 'register' && result.pending)
    return (
      <div className="mt-4 space-y-3" role="status">
        <p className="font-semibold">{MSG.registrationUnderReview}</p>
        <p>{result.mensagem}</p>
      </div>
    );
  const error = result && !result.ok ? result : null;
  const fieldError = (campo: string) => (error?.campo === campo ? error.mensagem : undefined);
  const generalError =
    error &&
    !['documento', 'nome', 'email', 'telefone', 'senha', 'caracteristicas'].includes(
      error.campo ?? '',
    )
      ? error.mensagem
      : null;
  const empresa = tax.state.status === 'found' ? tax.state.empresa : null;
  const cnpjBlocked = kind === 'CNPJ' && tax.state.status !== 'found';

  const changeDocument = (value: string) => {
    setDocumento(kind === 'CPF' ? maskCpf(value) : kind === 'CNPJ' ? maskCnpj(value) : value);
    if (tax.state.status !== 'idle') tax.reset();
  };

  return (
    <fetcher.Form method="post" action={`/${slug}/conta`} className="mt-4 space-y-4" noValidate>
      <input type="hidden" name="intent" value="register" />
      <input type="hidden" name="idfornecedor" value={idfornecedor} />
      <ChoiceRadios
        legend={ACCOUNTS_TEXT.documentKind}
        name="tipo_documento"
        options={KINDS}
        value={kind}
        onChange={(k) => {
          setKind(k);
          setDocumento('');
          tax.reset();
        }}
      />
      {kind !== 'EMAIL' && (
        <div className="flex flex-col gap-2 sm:flex-row sm:items-start">
          <TextField
            className="flex-1"
            label={
              kind === 'CPF'
                ? ACCOUNTS_TEXT.cpf
                : kind === 'CNPJ'
                  ? ACCOUNTS_TEXT.cnpj
                  : ACCOUNTS_TEXT.foreignDocument
            }
            name="documento"
            value={documento}
            onChange={(e) => changeDocument(e.target.value)}
            inputMode={kind === 'ESTRANGEIRO' ? 'text' : 'numeric'}
            required
            error={
              fieldError('documento') ??
              (tax.state.status === 'refused' ? tax.state.mensagem : undefined)
            }
          />
          {kind === 'CNPJ' && (
            <button
              type="button"
              className="h-11 shrink-0 rounded-md sm:mt-6 border border-primary px-3 text-sm font-semibold text-primary disabled:opacity-60"
              disabled={
                documento.replace(/\D/g, '').length !== 14 || tax.state.status === 'loading'
              }
              onClick={() => void tax.lookup(documento)}
            >
              {ACCOUNTS_TEXT.lookupCnpj}
            </button>
          )}
        </div>
      )}
      {tax.state.status === 'loading' && (
        <p role="status" className="text-sm">
          {ACCOUNTS_TEXT.lookingUp}
        </p>
      )}
      {empresa && (
        <div className="space-y-3 rounded-md bg-secondary/20 p-3" aria-live="polite">
          <TextField
            label={ACCOUNTS_TEXT.razaoSocial}
            name="razao_social"
            value={empresa.razao_social ?? ''}
            readOnly
          />
          <TextField
            label={ACCOUNTS_TEXT.nomeFantasia}
            name="nome_fantasia"
            value={empresa.nome_fantasia ?? ''}
            readOnly
          />
          {empresa.endereco && (
            <Field label={ACCOUNTS_TEXT.companyAddress}>
              {({ id }) => (
                <output id={id} className="block text-sm">
                  {`${empresa.endereco!.logradouro}, ${empresa.endereco!.numero}${empresa.endereco!.complemento ? ` ${empresa.endereco!.complemento}` : ''} — ${empresa.endereco!.bairro}, ${empresa.endereco!.municipio}/${empresa.endereco!.uf}`}
                </output>
              )}
            </Field>
          )}
        </div>
      )}
      <TextField
        label={kind === 'CNPJ' ? ACCOUNTS_TEXT.contactName : ACCOUNTS_TEXT.name}
        name="nome"
        autoComplete="name"
        required
        error={fieldError('nome')}
      />
      <TextField
        label={ACCOUNTS_TEXT.email}
        name="email"
        type="email"
        autoComplete="email"
        defaultValue={/@/.test(initialLogin) ? initialLogin : ''}
        required
        error={fieldError('email')}
      />
      <TextField
        label={ACCOUNTS_TEXT.phone}
        name="telefone"
        type="tel"
        autoComplete="tel"
        value={telefone}
        onChange={(e) => setTelefone(maskPhone(e.target.value))}
        error={fieldError('telefone')}
      />
      <TextField
        label={ACCOUNTS_TEXT.password}
        name="senha"
        type="password"
        autoComplete="new-password"
        required
        hint={ACCOUNTS_TEXT.passwordHint}
        error={fieldError('senha')}
      />
      {characteristics.data && (
        <CharacteristicFields items={characteristics.data} error={fieldError('caracteristicas')} />
      )}
      <p role="alert" className="min-h-5 text-sm font-medium text-red-700">
        {generalError}
      </p>
      <button type="submit" disabled={busy || cnpjBlocked} className={buttonClass}>
        {busy ? ACCOUNTS_TEXT.submitting : ACCOUNTS_TEXT.submitRegister}
      </button>
      <button type="button" onClick={onBack} className={linkButtonClass}>
        {ACCOUNTS_TEXT.backToLogin}
      </button>
    </fetcher.Form>
  );
}
