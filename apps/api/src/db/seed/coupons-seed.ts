import { centavos } from '@vitrine/domain';
import type { Tx } from '../client.ts';
import { cupons, programasIndicacao } from '../schema/index.ts';
import { DEMO_COUPONS, DEMO_SUPPLIERS } from './demo-ids.ts';

/** Far enough for a demo, near enough to show a validity date. */
const DEMO_VALID_UNTIL = new Date('2030-12-31T23:59:59-03:00');

/**
 * Demo coupons (issue 8 seed): per supplier an automatic coupon, a manual percentage coupon and
 * a manual absolute coupon, each manual one with a minimum order; a referral programme at
 * serra-verde (whose tags include uses-share-coupom). Amounts in centavos, percentages in hundredths of a %.
 */
export async function seedCoupons(tx: Tx): Promise<void> {
  const A = DEMO_SUPPLIERS.serraVerde.idfornecedor;
  const B = DEMO_SUPPLIERS.marAzul.idfornecedor;
  const S = DEMO_COUPONS.serraVerde;
  const M = DEMO_COUPONS.marAzul;
  await tx.insert(cupons).values([
    {
      idfornecedor: A,
      codigo: S.automatic,
      descricao: '5% de desconto em todas as compras da loja on-line',
      percentualCentesimos: 500,
      automatico: true,
    },
    {
      idfornecedor: A,
      codigo: S.percent,
      descricao: '10% de desconto em compras a partir de R$ 100,00',
      percentualCentesimos: 1000,
      valorMinimoPedidoCentavos: centavos(10000),
      validoAte: DEMO_VALID_UNTIL,
      limiteUsoPorCliente: 3,
    },
    {
      idfornecedor: A,
      codigo: S.absolute,
      descricao: 'R$ 15,00 de desconto em compras a partir de R$ 150,00',
      tipoDesconto: 'R$',
      valorAbsolutoCentavos: centavos(1500),
      valorMinimoPedidoCentavos: centavos(15000),
      validoAte: DEMO_VALID_UNTIL,
      limiteUsoTotal: 500,
      limiteUsoPorCliente: 1,
    },
    {
      idfornecedor: B,
      codigo: M.automatic,
      descricao: '3% de desconto nos produtos a preço normal',
      percentualCentesimos: 300,
      automatico: true,
      naoUsarCupomComPolitica: true,
    },
    {
      idfornecedor: B,
      codigo: M.percent,
      descricao: '8% de desconto em compras a partir de R$ 300,00',
      percentualCentesimos: 800,
      valorMinimoPedidoCentavos: centavos(30000),
      validoAte: DEMO_VALID_UNTIL,
    },
    {
      idfornecedor: B,
      codigo: M.absolute,
      descricao: 'R$ 50,00 de desconto em compras a partir de R$ 800,00',
      tipoDesconto: 'R$',
      valorAbsolutoCentavos: centavos(5000),
      valorMinimoPedidoCentavos: centavos(80000),
      validoAte: DEMO_VALID_UNTIL,
      limiteUsoPorCliente: 1,
    },
  ]);
  await tx.insert(programasIndicacao).values({
    idfornecedor: A,
    percentualCentesimos: 1000,
    valorMinimoPedidoCentavos: centavos(5000),
    recompensaTipoDesconto: 'R$',
    recompensaValorAbsolutoCentavos: centavos(2000),
    recompensaValidadeDias: 90,
  });
}
