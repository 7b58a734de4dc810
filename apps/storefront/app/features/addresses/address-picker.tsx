import type { Endereco, EnderecoBody } from '@vitrine/contract';
import { Plus } from 'lucide-react';
import { AddressForm, type AddressServerError } from './address-form';
import { maskCep } from './cep';
import { RadioCard } from '~/components/ui/field';
import { CHECKOUT_TEXT } from '@vitrine/domain';

interface AddressPickerProps {
  enderecos: Endereco[];
  selected: number | null;
  onSelect(idendereco: number): void;
  formOpen: boolean;
  onFormOpenChange(open: boolean): void;
  onCreate(body: EnderecoBody): void;
  creating: boolean;
  createError?: AddressServerError | null;
  errorId?: string;
}

/** The customer's addresses as radios, and the "Novo endereço" form. */
export function AddressPicker(props: AddressPickerProps) {
  const { enderecos, selected, onSelect, formOpen, onFormOpenChange } = props;
  return (
    <div>
      {enderecos.length === 0 && !formOpen && (
        <p className="mb-3 text-sm text-black/70">{CHECKOUT_TEXT.noAddress}</p>
      )}
      <div
        role="radiogroup"
        aria-label={CHECKOUT_TEXT.address}
        aria-describedby={props.errorId}
        className="grid gap-2"
      >
        {enderecos.map((e) => (
          <RadioCard
            key={e.idendereco}
            name="endereco"
            value={String(e.idendereco)}
            checked={selected === e.idendereco}
            onChange={() => onSelect(e.idendereco)}
          >
            <span className="block font-medium">{e.apelido || `${e.rua}, ${e.numero}`}</span>
            <span className="block text-sm text-black/70">{e.textoendereco}</span>
            <span className="block text-sm text-black/60">
              {CHECKOUT_TEXT.cepValue(maskCep(e.cep))}
              {e.pontoref ? ` · ${e.pontoref}` : ''}
            </span>
          </RadioCard>
        ))}
      </div>
      {formOpen ? (
        <AddressForm
          onSubmit={props.onCreate}
          onCancel={() => onFormOpenChange(false)}
          submitting={props.creating}
          serverError={props.createError}
        />
      ) : (
        <button
          type="button"
          onClick={() => onFormOpenChange(true)}
          className="mt-3 inline-flex h-10 items-center gap-2 rounded-md border border-black/20 px-4 text-sm font-medium hover:bg-black/5 focus-visible:outline-2 focus-visible:outline-primary"
        >
          <Plus aria-hidden className="h-4 w-4" />
          {CHECKOUT_TEXT.newAddress}
        </button>
      )}
    </div>
  );
}
