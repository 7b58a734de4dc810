import type { LayoutFormaPagamento } from '~/lib/supplier-layout-data';
import { RadioCard } from '~/components/ui/field';
import { CHECKOUT_TEXT } from './labels';

const HINT: Partial<Record<string, string>> = {
  PIX: 'Pague na hora com o QR Code ou o código copia e cola.',
  CARTAO: 'Pagamento com cartão.',
  BOLETO: 'O boleto fica disponível após o pedido.',
  FATURADO: 'Cobrança no prazo combinado com o fornecedor.',
  DINHEIRO: 'Pagamento na entrega ou retirada.',
};

interface PaymentMethodsProps {
  formas: LayoutFormaPagamento[];
  selected: number | null;
  onSelect(idformapagto: number): void;
  errorId?: string;
}

/** The supplier's payment methods as radios. */
export function PaymentMethods({ formas, selected, onSelect, errorId }: PaymentMethodsProps) {
  return (
    <div role="radiogroup" aria-label={CHECKOUT_TEXT.payment} aria-describedby={errorId} className="grid gap-2 sm:grid-cols-2">
      {formas.map((f) => (
        <RadioCard
          key={f.idformapagto}
          name="formaPagamento"
          value={String(f.idformapagto)}
          checked={selected === f.idformapagto}
          onChange={() => onSelect(f.idformapagto)}
        >
          <span className="block font-medium">{f.descricao}</span>
          {HINT[f.tipo] && <span className="block text-sm text-black/60">{HINT[f.tipo]}</span>}
        </RadioCard>
      ))}
    </div>
  );
}
