/**
 * The physical limit the benchmark compares the API with: a bare Fastify + pg server answering
 * the category listing (page of 20, default order: highlighted, best sellers, name) with ONE
 * SELECT over its own copy of the catalog (`bench_bare_produtos`, built by bare-limit-table.ts)
 * that has the best index for that query. No validation, pricing rules, session or count: only
 * what any listing must do. Run as its own process: `node --import tsx bare-limit-server.ts`,
 * env BARE_PORT and DATABASE_URL.
 */
import Fastify from 'fastify';
import pg from 'pg';

const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 10 });
const app = Fastify({ logger: false });

app.get('/health', async () => ({ ok: true }));

app.get<{ Params: { idfornecedor: string }; Querystring: { categ: string; page?: string } }>(
  '/bare/listaprodutos/:idfornecedor',
  async (request) => {
    const page = Math.max(1, Number(request.query.page ?? 1));
    const { rows } = await pool.query(
      `SELECT p.idproduto AS id, p.nome, p.marca, p.unidade, p.imagem, p.codigo,
              p.preco_centavos, p.preconf_centavos, p.idcategoria, c.nome AS categoria
       FROM bench_bare_produtos p JOIN categorias c ON c.idcategoria = p.idcategoria
       WHERE p.idfornecedor = $1 AND p.idcategoria = $2 AND p.ativo
       ORDER BY p.destaque DESC, p.vendidos DESC, p.nome_key, p.idproduto
       LIMIT 20 OFFSET $3`,
      [request.params.idfornecedor, Number(request.query.categ), (page - 1) * 20],
    );
    return {
      produtos: rows.map((r) => ({
        id: r.id,
        nome: r.nome,
        marca: r.marca,
        unidade: r.unidade,
        imagem: r.imagem,
        codigo: r.codigo,
        categoria: { idcategoria: r.idcategoria, nome: r.categoria },
        preco: r.preco_centavos / 100,
        preconf: r.preconf_centavos === null ? null : r.preconf_centavos / 100,
      })),
    };
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
