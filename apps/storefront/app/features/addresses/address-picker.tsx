import type { Endereco } from '@vitrine/contract';
import Plus from 'lucide-react/icons/plus';
import { maskCep } from './cep';
import { RadioCard } from '~/components/ui/field';
import { CHECKOUT_TEXT } from '@vitrine/domain/checkout-messages';

interface AddressPickerProps {
  enderecos: Endereco[];
  selected: number | null;
  onSelect(idendereco: number): void;
  /** Opens the "Novo endereço" panel (with the map and the CEP lookup). */
  onNew(): void;
  /** False when the supplier allows one address and the customer has it (uses-single-address). */
  canAdd: boolean;
  errorId?: string;
}

/** The customer's addresses as radios, and "Novo endereço", which opens the address panel. */
export function AddressPicker(props: AddressPickerProps) {
  const { enderecos, selected, onSelect } = props;
  return (
    <div>
      {enderecos.length === 0 && (
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
      {props.canAdd && (
        <button
          type="button"
          onClick={props.onNew}
          className="mt-3 inline-flex h-10 items-center gap-2 rounded-md border border-black/20 px-4 text-sm font-medium hover:bg-black/5 focus-visible:outline-2 focus-visible:outline-primary"
        >
          <Plus aria-hidden className="h-4 w-4" />
          {CHECKOUT_TEXT.newAddress}
        </button>
      )}
    </div>
  );
}
