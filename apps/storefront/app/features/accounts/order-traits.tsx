import type { Caracteristica } from '@vitrine/contract';
import { CHARACTERISTICS_TEXT } from '@vitrine/domain/accounts/characteristics-messages';
import { Field, inputClass, type BoundField } from '~/components/ui/field';
import { HydrateLater } from '~/components/ui/hydrate-later';
import { selectClass } from './styles';
import { useCharacteristics } from './use-characteristics';

/**
 * The supplier's order characteristics at checkout (spec §3 Order payload caracteristicas):
 * one field each, bound to the checkout form's `caracteristicas.c{id}`; nothing when the supplier
 * asks none. Required ones are marked and checked by the API when the order is submitted.
 */
export function OrderTraits({
  idfornecedor,
  form,
  initial = null,
}: {
  idfornecedor: string;
  form: { trait(id: number): BoundField };
  /** The characteristics the server rendered the page with (null: the browser asks for them). */
  initial?: Caracteristica[] | null;
}) {
  const { data } = useCharacteristics(idfornecedor, 'pedido', initial);
  if (!data || data.length === 0) return null;
  return (
    // Hydrated in a task of its own (ADR 0080).
    <HydrateLater>
      <section
        aria-labelledby="secao-caracteristicas"
        className="rounded-lg border border-black/10 bg-white p-4"
      >
        <h2 id="secao-caracteristicas" className="mb-3 text-lg font-semibold">
          {CHARACTERISTICS_TEXT.orderCharacteristics}
        </h2>
        <div className="grid gap-3 sm:grid-cols-2">
          {data.map((c) => (
            <Field key={c.id} label={c.obrigatoria ? `${c.nome} *` : c.nome}>
              {({ id, describedBy }) =>
                c.tipo === 'selecao' || c.tipo === 'booleano' ? (
                  <select
                    id={id}
                    aria-describedby={describedBy}
                    required={c.obrigatoria}
                    {...form.trait(c.id)}
                    className={selectClass}
                  >
                    <option value="">{CHARACTERISTICS_TEXT.choose}</option>
                    {(c.tipo === 'booleano'
                      ? [
                          ['true', CHARACTERISTICS_TEXT.yes],
                          ['false', CHARACTERISTICS_TEXT.no],
                        ]
                      : c.opcoes.map((o) => [o, o])
                    ).map(([value, label]) => (
                      <option key={value} value={value}>
                        {label}
                      </option>
                    ))}
                  </select>
                ) : (
                  <input
                    id={id}
                    aria-describedby={describedBy}
                    required={c.obrigatoria}
                    maxLength={200}
                    inputMode={c.tipo === 'numero' ? 'decimal' : undefined}
                    {...form.trait(c.id)}
                    className={inputClass}
                  />
                )
              }
            </Field>
          ))}
        </div>
      </section>
    </HydrateLater>
  );
}
