import type { Produto } from '@vitrine/contract';
import { CATALOG_MSG, SALE_RULE_TEXT } from '@vitrine/domain/catalog-messages';
import { formatBRL } from '@vitrine/domain/money';
import { useSupplierLayoutData } from '~/lib/supplier-layout-data';
import { progressiveTiers, saleRuleTexts } from './product-offers';

/** The quantity and price rules of a product in plain pt-BR (spec §3 Cart product, §5). */
export function SaleRules({ produto }: { produto: Produto }) {
  const tags = useSupplierLayoutData()?.fornecedor.tag ?? [];
  const items = saleRuleTexts(produto, tags);
  const tiers = progressiveTiers(produto);
  const u = produto.unidade;
  return (
    <div className="space-y-3 text-sm">
      {items.length > 0 && (
        <ul className="list-disc space-y-1 pl-5">
          {items.map((t) => (
            <li key={t}>{t}</li>
          ))}
        </ul>
      )}
      {tiers.length > 0 && (
        <table className="w-full max-w-xs border-collapse text-left">
          <caption className="mb-1 text-left font-semibold">{CATALOG_MSG.progressiveTable}</caption>
          <thead>
            <tr>
              <th scope="col" className="border-b py-1">
                {CATALOG_MSG.quantityColumn}
              </th>
              <th scope="col" className="border-b py-1">
                {SALE_RULE_TEXT.pricePer(u)}
              </th>
            </tr>
          </thead>
          <tbody>
            {tiers.map((t) => (
              <tr key={t.quantidade}>
                <td className="py-1">{SALE_RULE_TEXT.from(t.quantidade, u)}</td>
                <td className="py-1 font-semibold">{formatBRL(t.preco)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </div>
  );
}
