import type { CartaoPagamento, PedidoDetalhe } from '@vitrine/contract';
import { CARD_TEXT } from '@vitrine/domain/payments/card-messages';
import { TextField } from '~/components/ui/field';
import { maskCepInput } from '~/lib/cep-input';

/** The card's billing address (spec §3 Card billing fields faturamento_*), as the form edits it. */
export type BillingFields = Required<
  Pick<
    CartaoPagamento,
    | 'faturamento_cep'
    | 'faturamento_rua'
    | 'faturamento_numero'
    | 'faturamento_complemento'
    | 'faturamento_bairro'
    | 'faturamento_cidade'
    | 'faturamento_estado'
    | 'faturamento_pais'
  >
>;

/** The order address a card's billing fields start from (its billing, else its delivery address). */
export type BillingSource = NonNullable<
  PedidoDetalhe['enderecofaturamento'] | PedidoDetalhe['enderecoentrega']
>;

/** The billing fields of an order's billing or delivery address, or empty ones. */
export function billingFrom(address: BillingSource | null): BillingFields {
  return {
    faturamento_cep: address ? maskCepInput(address.cep) : '',
    faturamento_rua: address?.rua ?? '',
    faturamento_numero: address?.numero ?? '',
    faturamento_complemento: address?.complemento ?? '',
    faturamento_bairro: address?.bairro ?? '',
    faturamento_cidade: address?.cidade ?? '',
    faturamento_estado: address?.uf ?? '',
    faturamento_pais: address?.pais ?? 'Brasil',
  };
}

/** pt-BR errors of the billing fields: required ones, CEP with 8 digits, UF with 2 letters. */
export function billingErrors(b: BillingFields): Partial<Record<keyof BillingFields, string>> {
  const errors: Partial<Record<keyof BillingFields, string>> = {};
  for (const key of [
    'faturamento_rua',
    'faturamento_numero',
    'faturamento_bairro',
    'faturamento_cidade',
  ] as const)
    if (!b[key].trim()) errors[key] = CARD_TEXT.required;
  if (b.faturamento_cep.replace(/\D/g, '').length !== 8)
    errors.faturamento_cep = CARD_TEXT.invalidCep;
  if (!/^[A-Za-z]{2}$/.test(b.faturamento_estado.trim()))
    errors.faturamento_estado = CARD_TEXT.invalidUf;
  return errors;
}

const FIELDS: { key: keyof BillingFields; className: string; autoComplete: string }[] = [
  { key: 'faturamento_cep', className: 'sm:col-span-2', autoComplete: 'billing postal-code' },
  { key: 'faturamento_rua', className: 'sm:col-span-4', autoComplete: 'billing address-line1' },
  { key: 'faturamento_numero', className: 'sm:col-span-2', autoComplete: 'off' },
  {
    key: 'faturamento_complemento',
    className: 'sm:col-span-4',
    autoComplete: 'billing address-line2',
  },
  { key: 'faturamento_bairro', className: 'sm:col-span-3', autoComplete: 'off' },
  { key: 'faturamento_cidade', className: 'sm:col-span-3', autoComplete: 'billing address-level2' },
  { key: 'faturamento_estado', className: 'sm:col-span-2', autoComplete: 'billing address-level1' },
  { key: 'faturamento_pais', className: 'sm:col-span-4', autoComplete: 'billing country-name' },
];

/** The billing address inputs of the card form. */
export function BillingAddressInputs({
  value,
  errors,
  onChange,
}: {
  value: BillingFields;
  errors: Partial<Record<keyof BillingFields, string>>;
  onChange(next: BillingFields): void;
}) {
  return (
    <fieldset className="grid gap-3 sm:grid-cols-6">
      <legend className="mb-2 text-sm font-semibold">{CARD_TEXT.billingTitle}</legend>
      {FIELDS.map(({ key, className, autoComplete }) => (
        <TextField
          key={key}
          className={className}
          label={CARD_TEXT[key]}
          name={key}
          autoComplete={autoComplete}
          inputMode={key === 'faturamento_cep' ? 'numeric' : undefined}
          maxLength={key === 'faturamento_estado' ? 2 : 120}
          value={value[key]}
          error={errors[key]}
          onChange={(e) =>
            onChange({
              ...value,
              [key]:
                key === 'faturamento_cep'
                  ? maskCepInput(e.target.value)
                  : key === 'faturamento_estado'
                    ? e.target.value.toUpperCase()
                    : e.target.value,
            })
          }
        />
      ))}
    </fieldset>
  );
}
