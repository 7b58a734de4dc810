import { temPreco, type Produto, type ProdutoCatalogo } from '@vitrine/contract';
import { ACCESS_MSG } from '@vitrine/domain/access/access-messages';
import { CATALOG_MSG, perUnitSuffix, wholesaleHintText } from '@vitrine/domain/catalog-messages';
import { formatBRL } from '@vitrine/domain/money';
import { useSupplierLayoutData } from '~/lib/supplier-layout-data';
import { priceTagFacts } from './product-offers';

/**
 * The price of a product as a buyer reads it: "De R$ x" struck through when there is a higher
 * reference price, the price per sale unit, then the wholesale offer in sale units ("a partir
 * de 10 caixas") and a hint of progressive prices. Coloured with the supplier's theme. Where the
 * supplier hides prices from this buyer (spec §6) the reply has none: the tag says why instead.
 */
export function PriceTag({
  produto,
  size = 'sm',
}: {
  produto: ProdutoCatalogo;
  size?: 'sm' | 'lg';
}) {
  const layout = useSupplierLayoutData();
  if (!temPreco(produto)) {
    return (
      <p className="text-sm font-medium text-black/70" data-preco-oculto>
        {layout?.usuario ? ACCESS_MSG.pricesAfterApproval : ACCESS_MSG.loginToSeePrices}
      </p>
    );
  }
  return <PricedTag produto={produto} size={size} tags={layout?.fornecedor.tag ?? []} />;
}

function PricedTag({
  produto,
  size,
  tags,
}: {
  produto: Produto;
  size: 'sm' | 'lg';
  tags: readonly string[];
}) {
  const { preco, reference, offer, progressive } = priceTagFacts(produto, tags);
  return (
    <div className="space-y-0.5">
      {reference !== null && (
        <p className="text-xs text-black/70">
          {CATALOG_MSG.referencePriceFrom} <s>{formatBRL(reference)}</s>{' '}
          {CATALOG_MSG.referencePriceTo}
        </p>
      )}
      <p className={size === 'lg' ? 'text-3xl font-bold' : 'text-lg font-bold'}>
        {formatBRL(preco)}
        <span className="ml-1 text-xs font-normal text-black/70">
          {perUnitSuffix(produto.unidade)}
        </span>
      </p>
      {offer && (
        <p className="text-xs font-medium text-primary">
          {wholesaleHintText(offer.preco, offer.quantidade, produto.unidade)}
        </p>
      )}
      {progressive && (
        <p className="text-xs font-medium text-primary">{CATALOG_MSG.progressiveHint}</p>
      )}
    </div>
  );
}
