import type { FornecedorProximo } from '@vitrine/contract';
import { SUPPLIERS_TEXT, distanceText } from '@vitrine/domain/suppliers-messages';

interface SupplierListProps {
  fornecedores: readonly FornecedorProximo[];
  /** Slug of the storefront the visitor is on, marked "Loja atual". */
  currentSlug?: string | null;
  actionLabel: string;
  onChoose(fornecedor: FornecedorProximo): void;
}

/** Suppliers serving a location, nearest first as the API ordered them, each with how it serves. */
export function SupplierList({
  fornecedores,
  currentSlug,
  actionLabel,
  onChoose,
}: SupplierListProps) {
  return (
    <ul className="grid gap-3" aria-label={SUPPLIERS_TEXT.chooseSupplierTitle}>
      {fornecedores.map((f) => (
        <li key={f.idfornecedor}>
          <button
            type="button"
            onClick={() => onChoose(f)}
            className="flex w-full items-center gap-4 rounded-lg border border-black/10 bg-white p-3 text-left hover:shadow focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary"
          >
            <img
              src={f.logo}
              alt=""
              width={48}
              height={48}
              className="h-12 w-12 shrink-0 rounded-md"
            />
            <span className="min-w-0 flex-1">
              <span className="block font-semibold">
                {f.nome}
                {f.slug === currentSlug && (
                  <span className="ml-2 rounded bg-black/5 px-1.5 py-0.5 text-xs font-medium">
                    {SUPPLIERS_TEXT.currentSupplier}
                  </span>
                )}
              </span>
              <span className="mt-1 flex flex-wrap gap-x-3 gap-y-1 text-sm text-black/70">
                {f.atendeEntrega && <span>{SUPPLIERS_TEXT.delivers}</span>}
                {f.atendeRetirada && f.lojaMaisProxima && f.distanciaMetros !== null ? (
                  <span>
                    {SUPPLIERS_TEXT.nearestStore(
                      f.lojaMaisProxima.nome,
                      distanceText(f.distanciaMetros),
                    )}
                  </span>
                ) : (
                  !f.atendeEntrega && <span>{SUPPLIERS_TEXT.noNearbyStore}</span>
                )}
              </span>
            </span>
            <span
              aria-hidden
              className="hidden shrink-0 text-sm font-semibold text-primary sm:block"
            >
              {actionLabel}
            </span>
          </button>
        </li>
      ))}
    </ul>
  );
}
