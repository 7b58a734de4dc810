/**
 * The physical limit the benchmark compares the API with: a bare Fastify + pg server answering
 * the category listing (page of 20, default order: highlighted, best sellers, name) with ONE
 * SELECT over its own copy of the catalog (`bench_bare_produtos`, built by bare-limit-table.ts)
 * that has the best index for that query, answering the listing's reply: the same product
 * fields, mapped by the API's own `toProduto` (the same bytes on the wire, so the client's and
 * the kernel's share of the two cores is the same for both). No validation, pricing rules,
 * session, cache headers or count: only what any listing must do. Run as its own process:
 * `node --conditions=development --import tsx bare-limit-server.ts`, env BARE_PORT and
 * DATABASE_URL.
 */
import Fastify from 'fastify';
import pg from 'pg';
import { toProduto, type ProdutoRow } from '../../apps/api/src/modules/catalog/product-mapper.ts';

const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 10 });
const app = Fastify({ logger: false });

app.get('/health', async () => ({ ok: true }));

app.get<{ Params: { idfornecedor: string }; Querystring: { categ: string; page?: string } }>(
  '/bare/listaprodutos/:idfornecedor',
  async (request) => {
    const page = Math.max(1, Number(request.query.page ?? 1));
    const { rows } = await pool.query<ProdutoRow>(
      `SELECT p.idproduto AS "idproduto", p.idfornecedor AS "idfornecedor", p.codigo, p.nome,
              p.marca, p.descricao, p.unidade, p.imagem, p.idcategoria AS "idcategoria",
              c.nome AS "categoriaNome", p.preco_centavos AS "precoCentavos",
              p.preconf_centavos AS "preconfCentavos",
              p.precovendaatacado_centavos AS "precovendaatacadoCentavos",
              p.minvendaatacado_milli AS "minvendaatacadoMilli", p.multiploincremento,
              p.granularidade_milli AS "granularidadeMilli",
              p.min_por_pedido_milli AS "minPorPedidoMilli",
              p.maxporpedido_milli AS "maxporpedidoMilli",
              p.preco_embalagem_centavos AS "precoEmbalagemCentavos",
              p.desconto_progressivo AS "descontoProgressivo", p.idcadastroextraproduto,
              p.destaque, p.vendidos, p.ativo
       FROM bench_bare_produtos p JOIN categorias c ON c.idcategoria = p.idcategoria
       WHERE p.idfornecedor = $1 AND p.idcategoria = $2 AND p.ativo
       ORDER BY p.destaque DESC, p.vendidos DESC, p.nome_key, p.idproduto
       LIMIT 20 OFFSET $3`,
      [request.params.idfornecedor, Number(request.query.categ), (page - 1) * 20],
    );
    return { produtos: rows.map(toProduto), pageNumber: page, limit: 20, listaTemPrecos: true };
  },
);

await app.listen({ host: '127.0.0.1', port: Number(process.env.BARE_PORT ?? 3599) });
process.once(
  'SIGTERM',
  () =>
    void app
      .close()
      .then(() => pool.end())
      .then(() => process.exit(0)),
);
