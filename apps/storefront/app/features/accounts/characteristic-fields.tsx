import type { Caracteristica } from '@vitrine/contract';
import { ACCOUNTS_TEXT } from '@vitrine/domain/accounts/accounts-messages';
import { Field, inputClass } from '~/components/ui/field';
import { selectClass } from './styles';

/**
 * The supplier's characteristics as form fields named `caracteristica.{id}` (registration:
 * customer ones; checkout: order ones). Required ones are marked; the API checks the values.
 */
export function CharacteristicFields({
  items,
  values,
  error,
}: {
  items: readonly (Caracteristica & { valor?: string | null })[];
  values?: Record<number, string>;
  error?: string | null;
}) {
  if (items.length === 0) return null;
  return (
    <fieldset className="space-y-3">
      <legend className="mb-1 text-sm font-semibold">{ACCOUNTS_TEXT.characteristics}</legend>
      {items.map((c) => {
        const name = `caracteristica.${c.id}`;
        const label = c.obrigatoria ? `${c.nome} *` : c.nome;
        const initial = values?.[c.id] ?? c.valor ?? '';
        return (
          <Field key={c.id} label={label}>
            {({ id, describedBy }) =>
              c.tipo === 'selecao' || c.tipo === 'booleano' ? (
                <select
                  id={id}
                  name={name}
                  defaultValue={initial}
                  required={c.obrigatoria}
                  aria-describedby={describedBy}
                  className={selectClass}
                >
                  <option value="">{ACCOUNTS_TEXT.choose}</option>
                  {c.tipo === 'booleano' ? (
                    <>
                      <option value="true">{ACCOUNTS_TEXT.yes}</option>
                      <option value="false">{ACCOUNTS_TEXT.no}</option>
                    </>
                  ) : (
                    c.opcoes.map((o) => (
                      <option key={o} value={o}>
                        {o}
                      </option>
                    ))
                  )}
                </select>
              ) : (
                <input
                  id={id}
                  name={name}
                  defaultValue={initial}
                  required={c.obrigatoria}
                  inputMode={c.tipo === 'numero' ? 'decimal' : undefined}
                  maxLength={200}
                  aria-describedby={describedBy}
                  className={inputClass}
                />
              )
            }
          </Field>
        );
      })}
      {error && (
        <p role="alert" className="text-sm font-medium text-red-700">
          {error}
        </p>
      )}
    </fieldset>
  );
}
