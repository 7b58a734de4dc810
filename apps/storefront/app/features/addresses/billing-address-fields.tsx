import { useQuery } from '@tanstack/react-query';
import {
  UFS,
  type EnderecoFaturamento,
  type EnderecoFaturamentoBodyInput,
} from '@vitrine/contract';
import { formatCep } from '@vitrine/domain/address-book';
import { ADDRESS_TEXT } from '@vitrine/domain/address-messages';
import { CHECKOUT_TEXT } from '@vitrine/domain/checkout-messages';
import { useEffect, useRef } from 'react';
import { Field, TextField, inputClass } from '~/components/ui/field';
import { callFromBrowser } from '~/lib/api-browser';
import { maskCepInput } from '~/lib/cep-input';

/** The billing address as the checkout edits it (the order's `enderecofaturamento` body). */
export type BillingAddressValue = EnderecoFaturamentoBodyInput & {
  rua: string;
  numero: string;
  bairro: string;
  cidade: string;
  uf: string;
  cep: string;
};

/** The editable value of a billing address reply (CEP masked). */
export function billingValue(f: EnderecoFaturamento): BillingAddressValue {
  return {
    descricao: f.descricao ?? '',
    rua: f.rua,
    numero: f.numero,
    bairro: f.bairro,
    cidade: f.cidade,
    uf: f.uf,
    cep: formatCep(f.cep),
    complemento: f.complemento ?? '',
    pais: f.pais,
  };
}

/**
 * The billing address of a delivery address (`GET /v2/app/{apptoken}{sep}{id}/enderecos/{id}/faturamento`):
 * the customer's saved one, or one derived from that address.
 */
export function useBillingAddress(
  idendereco: number | null,
  initial: BillingAddressInitial | null = null,
) {
  return useQuery({
    queryKey: ['billing-address', idendereco],
    queryFn: ({ signal }) =>
      callFromBrowser('addresses.billing', { params: { idendereco: idendereco! } }, { signal }),
    enabled: idendereco !== null,
    initialData: initial?.idendereco === idendereco ? initial.faturamento : undefined,
  });
}

/** The billing address the server read for a delivery address (the page renders with it). */
export interface BillingAddressInitial {
  idendereco: number;
  faturamento: EnderecoFaturamento;
}

interface BillingAddressFieldsProps {
  /** The delivery address the billing address starts from. */
  idendereco: number | null;
  /** The current value (null until loaded); send it as the order's `enderecofaturamento`. */
  value: BillingAddressValue | null;
  onChange(value: BillingAddressValue): void;
  /** Field errors by name (e.g. from validating with `EnderecoFaturamentoBody`). */
  errors?: Partial<Record<keyof BillingAddressValue, string>>;
  /**
   * The billing address the server read (the value starts from it): no browser request for that
   * address, and its fields are in the server's HTML.
   */
  initial?: BillingAddressInitial | null;
}

/**
 * "Endereço de faturamento" at the checkout (spec §3 "the billing address has the same fields
 * plus descricao"): loaded for the chosen delivery address, editable, CEP masked. The parent
 * keeps the value and sends it as `enderecofaturamento` (validated by the contract's
 * `EnderecoFaturamentoBody`: CEP without dash).
 */
export function BillingAddressFields({
  idendereco,
  value,
  onChange,
  errors = {},
  initial = null,
}: BillingAddressFieldsProps) {
  const billing = useBillingAddress(idendereco, initial);
  // The reply the value was last taken from: the server's, when the page started with it.
  const applied = useRef(initial?.faturamento);
  useEffect(() => {
    if (!billing.data || billing.data === applied.current) return;
    applied.current = billing.data;
    onChange(billingValue(billing.data));
    // A new reply (another delivery address) replaces the value; typing does not refetch.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [billing.data]);

  if (!value) return null;
  const set = (name: keyof BillingAddressValue) => (e: { currentTarget: { value: string } }) =>
    onChange({ ...value, [name]: e.currentTarget.value });

  return (
    <fieldset className="grid grid-cols-1 gap-3 sm:grid-cols-6">
      <legend className="mb-1 text-base font-semibold">{ADDRESS_TEXT.billingTitle}</legend>
      <p className="-mt-1 text-sm text-black/65 sm:col-span-6">{ADDRESS_TEXT.billingDescription}</p>
      <TextField
        label={ADDRESS_TEXT.descricaoField}
        className="sm:col-span-6"
        value={value.descricao ?? ''}
        onChange={set('descricao')}
        error={errors.descricao}
      />
      <TextField
        label={CHECKOUT_TEXT.cepField}
        inputMode="numeric"
        autoComplete="billing postal-code"
        className="sm:col-span-2"
        value={value.cep}
        onChange={(e) => onChange({ ...value, cep: maskCepInput(e.currentTarget.value) })}
        error={errors.cep}
      />
      <TextField
        label={CHECKOUT_TEXT.streetField}
        autoComplete="billing address-line1"
        className="sm:col-span-4"
        value={value.rua}
        onChange={set('rua')}
        error={errors.rua}
      />
      <TextField
        label={CHECKOUT_TEXT.numberField}
        className="sm:col-span-2"
        value={String(value.numero)}
        onChange={set('numero')}
        error={errors.numero}
      />
      <TextField
        label={CHECKOUT_TEXT.complementField}
        className="sm:col-span-4"
        value={value.complemento ?? ''}
        onChange={set('complemento')}
        error={errors.complemento}
      />
      <TextField
        label={CHECKOUT_TEXT.districtField}
        className="sm:col-span-3"
        value={value.bairro}
        onChange={set('bairro')}
        error={errors.bairro}
      />
      <TextField
        label={CHECKOUT_TEXT.cityField}
        autoComplete="billing address-level2"
        className="sm:col-span-2"
        value={value.cidade}
        onChange={set('cidade')}
        error={errors.cidade}
      />
      <Field label={CHECKOUT_TEXT.ufField} error={errors.uf} className="sm:col-span-1">
        {({ id, describedBy, invalid }) => (
          <select
            id={id}
            aria-describedby={describedBy}
            aria-invalid={invalid}
            className={inputClass}
            value={value.uf}
            onChange={set('uf')}
          >
            <option value="">{CHECKOUT_TEXT.ufPlaceholder}</option>
            {UFS.map((uf) => (
              <option key={uf} value={uf}>
                {uf}
              </option>
            ))}
          </select>
        )}
      </Field>
    </fieldset>
  );
}
