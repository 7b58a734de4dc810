import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useFetcher } from 'react-router';
import { toast } from '~/lib/toast';
import { ACCOUNTS_TEXT } from '@vitrine/domain/accounts/accounts-messages';
import { MSG } from '@vitrine/domain/messages';
import { TextField } from '~/components/ui/field';
import { callFromBrowser } from '~/lib/api-browser';
import type { AccountResult } from './account-result';
import { AccountDialog } from './account-dialog';
import { CharacteristicFields } from './characteristic-fields';
import { maskPhone } from './masks';
import { buttonClass } from './styles';

/**
 * "Atualizar cadastro" (spec §7 POST …{sep}{idcliente}/usuario with a session): name, phone,
 * trade name and the supplier's customer characteristics, prefilled from
 * get-configuracoes-cliente. Success: 'Cadastro atualizado' (toast).
 */
export function UpdateProfileDialog({
  slug,
  idfornecedor,
  open,
  onOpenChange,
}: {
  slug: string;
  idfornecedor: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const settings = useQuery({
    queryKey: ['customer-settings', idfornecedor],
    queryFn: ({ signal }) => callFromBrowser('accounts.settings', {}, { signal }),
    enabled: open,
  });
  const fetcher = useFetcher<AccountResult>();
  const [telefone, setTelefone] = useState<string | null>(null);
  const result = fetcher.data;
  useEffect(() => {
    if (fetcher.state !== 'idle' || !result?.ok) return;
    toast.success(result.mensagem);
    void settings.refetch();
    onOpenChange(false);
    // Once per reply.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [result, fetcher.state]);
  const error = result && !result.ok ? result : null;
  const fieldError = (campo: string) => (error?.campo === campo ? error.mensagem : undefined);
  const s = settings.data;
  return (
    <AccountDialog open={open} onOpenChange={onOpenChange} title={ACCOUNTS_TEXT.updateProfileTitle}>
      {settings.isPending ? (
        <p role="status" className="mt-4">
          {ACCOUNTS_TEXT.submitting}
        </p>
      ) : !s ? (
        <p role="alert" className="mt-4 text-red-700">
          {MSG.updateUserFailed}
        </p>
      ) : (
        <fetcher.Form method="post" action={`/${slug}/conta`} className="mt-4 space-y-4" noValidate>
          <input type="hidden" name="intent" value="update-profile" />
          <input type="hidden" name="idfornecedor" value={idfornecedor} />
          <TextField
            label={ACCOUNTS_TEXT.name}
            name="nome"
            defaultValue={s.nome}
            autoComplete="name"
            required
            error={fieldError('nome')}
          />
          <TextField
            label={ACCOUNTS_TEXT.phone}
            name="telefone"
            type="tel"
            value={telefone ?? maskPhone(s.telefone ?? '')}
            onChange={(e) => setTelefone(maskPhone(e.target.value))}
            error={fieldError('telefone')}
          />
          {s.tipo_documento === 'CNPJ' && (
            <>
              <TextField label={ACCOUNTS_TEXT.razaoSocial} value={s.razao_social ?? ''} readOnly />
              <TextField
                label={ACCOUNTS_TEXT.nomeFantasia}
                name="nome_fantasia"
                defaultValue={s.nome_fantasia ?? ''}
              />
            </>
          )}
          <CharacteristicFields items={s.caracteristicas} error={fieldError('caracteristicas')} />
          <p role="alert" className="min-h-5 text-sm font-medium text-red-700">
            {error && !['nome', 'telefone', 'caracteristicas'].includes(error.campo ?? '')
              ? error.mensagem
              : null}
          </p>
          <button type="submit" disabled={fetcher.state !== 'idle'} className={buttonClass}>
            {fetcher.state !== 'idle' ? ACCOUNTS_TEXT.submitting : ACCOUNTS_TEXT.save}
          </button>
        </fetcher.Form>
      )}
    </AccountDialog>
  );
}
