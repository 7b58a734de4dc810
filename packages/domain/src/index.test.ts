import { describe, it, expect } from 'vitest';
import * as domain from './index.ts';

describe('@vitrine/domain public API', () => {
  it('re-exports every module', () => {
    for (const name of [
      'lineTotal',
      'reaisToCentavos',
      'centavosToReais',
      'quantityToMilli',
      'milliToQuantity',
      'formatBRL',
      'formatQuantity',
      'AcaoQuantidade',
      'changeQuantity',
      'canRemoveStep',
      'sortLinesByName',
      'applyQuantityChange',
      'RegraPreco',
      'unitPrice',
      'giftPackagingTotal',
      'priceLine',
      'cartTotals',
      'StatusPedido',
      'statusText',
      'initialOrderStatus',
      'TipoEntrega',
      'CanalVenda',
      'availableDeliveryTypes',
      'resolveDeliveryType',
      'deliveryDates',
      'MSG',
      'APP_MSG',
      'orderSubmitErrorText',
      'DomainError',
      'ErrorCode',
      'DUPLICATE_ORDER_WINDOW_MS',
      'orderFingerprint',
      'isDuplicateOrder',
      'SUPPLIER_TAGS',
      'hasTag',
      'sanitizeSearchText',
    ]) {
      expect(domain, name).toHaveProperty(name);
    }
  });
});
