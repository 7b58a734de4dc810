import type { LojaRetirada } from '@vitrine/contract';
import { RadioCard } from '~/components/ui/field';
import { CHECKOUT_TEXT } from '@vitrine/domain/checkout-messages';

interface PickupStoresProps {
  lojas: LojaRetirada[];
  loading: boolean;
  error: string | null;
  selected: number | null;
  onSelect(idloja: number): void;
  errorId?: string;
}

/** Pickup stores (name, address, hours) as radios. */
export function PickupStores({
  lojas,
  loading,
  error,
  selected,
  onSelect,
  errorId,
}: PickupStoresProps) {
  if (loading) return <p className="text-sm text-black/60">{CHECKOUT_TEXT.loadingOptions}</p>;
  if (error) {
    return (
      <p
        role="alert"
        className="rounded-md border border-red-200 bg-red-50 p-3 text-sm text-red-800"
      >
        {error}
      </p>
    );
  }
  return (
    <div
      role="radiogroup"
      aria-label={CHECKOUT_TEXT.pickupStore}
      aria-describedby={errorId}
      className="grid gap-2"
    >
      {lojas.map((loja) => (
        <RadioCard
          key={loja.idloja}
          name="loja"
          value={String(loja.idloja)}
          checked={selected === loja.idloja}
          onChange={() => onSelect(loja.idloja)}
        >
          <span className="block font-medium">{loja.nome}</span>
          <span className="block text-sm text-black/70">{loja.descricao_endereco_loja}</span>
          {loja.horario && <span className="block text-sm text-black/60">{loja.horario}</span>}
        </RadioCard>
      ))}
    </div>
  );
}
