/**
 * Search sweep (not part of `npm test`): the catalog reads the scale benchmark does not send —
 * every listing order at page 1 and 150, one word and several in every order, deep pages, within
 * the benchmark catalog's biggest category, typos, stop words, partial words in suggestions —
 * each timed alone on a warm API (2 warm-up requests, then the median of 5), slowest first. It
 * finds the shapes to fix before a load test does (ADR 0098).
 *
 * Needs the catalogs of `npm run bench:scale` (BENCH_SIZES) in DATABASE_URL and the compiled API
 * (`npm run build -w @vitrine/api`). Run:
 * `DATABASE_URL=postgres://… npx tsx bench/search-sweep.ts [size label, e.g. 100k] [text filter]`
 * (SWEEP_TOP rows, 40 by default; BENCH_API_PORT, 3590 by default).
 *
 * `SWEEP_RANDOM=300` sweeps that many searches drawn at random instead (`SWEEP_SEED`, 1 by
 * default, makes them repeatable): words of one generated name (words that occur together) or of
 * several (words that may never meet), 1 to 4 of them, the last one sometimes cut short, with or
 * without accents, in a random order, page, category and as suggestions. They are the shapes a
 * harness of its own would send, not the fixed lists above.
 */
import pg from 'pg';
import { API_NODE_FLAGS, apiEnv, startServer } from './scale/server-process.ts';
import { randomSearches } from './scale/random-searches.ts';

const databaseUrl = process.env.DATABASE_URL;
if (!databaseUrl) {
  console.error('DATABASE_URL must name a PostgreSQL database with the benchmark catalogs');
  process.exit(1);
}
const [label = '100k', filter] = process.argv.slice(2);
const TOP = Number(process.env.SWEEP_TOP ?? 40);
const PORT = Number(process.env.BENCH_API_PORT ?? 3590);
const ROOT = new URL('../', import.meta.url).pathname;

const ORDERS = ['RELEVANCIA', 'MAIS_VENDIDOS', 'MENOR_PRECO', 'MAIOR_PRECO', 'NOME_AZ', 'NOME_ZA'];
const ONE_WORD = [
  'cafe',
  'leite',
  'arroz',
  'a',
  'ca',
  'de',
  'acucar',
  'açúcar',
  'refrigerente',
  'xyzzy',
  '1kg',
  'premium',
  'integral',
  'pao',
  'sem',
];
const SEVERAL_WORDS = [
  'arroz integral',
  'leite integral',
  'cafe torrado premium',
  'biscoito chocolate',
  'sabao em po',
  'agua mineral sem gas',
  'feijao preto tradicional',
  'tradicional premium',
  'cerveja pilsen lata',
  'queijo mucarela fatiado premium',
  'leite zero',
  'integral light',
  'leite em po integral',
  'refrigerante guarana zero',
  'arroz feijao',
];
const SUGGESTIONS = [
  'acuc',
  'a',
  'ar',
  'arroz i',
  'leite in',
  'leite u',
  'cerv',
  'xyz',
  'tradicional pre',
  'biscoito choc',
  'refrigerante guar',
  'de',
  'integral l',
  'cafe torrado premium x',
];

/** The paths of the sweep for one supplier and one of its categories. */
function paths(idfornecedor: string, categ: number): string[] {
  const list = `/v2/app/vitrine-web/listaprodutos/${idfornecedor}?`;
  const suggest = `/v2/app/token/listaprodutos/full-text/pesquisar?idfornecedor=${idfornecedor}&query=`;
  const out: string[] = [];
  for (const o of ORDERS) {
    out.push(`${list}ordenacao=${o}`, `${list}ordenacao=${o}&page=150`);
    out.push(
      `${list}categ=${categ}&ordenacao=${o}`,
      `${list}categ=${categ}&ordenacao=${o}&page=150`,
    );
  }
  for (const w of ONE_WORD) {
    const sk = encodeURIComponent(w);
    out.push(`${list}sk=${sk}`, `${list}sk=${sk}&page=50`, `${list}sk=${sk}&categ=${categ}`);
  }
  for (const w of SEVERAL_WORDS) {
    const sk = encodeURIComponent(w);
    out.push(`${list}sk=${sk}`, `${list}sk=${sk}&page=5`, `${list}sk=${sk}&page=50`);
    out.push(`${list}sk=${sk}&categ=${categ}`);
    for (const o of ['MAIS_VENDIDOS', 'MENOR_PRECO', 'NOME_AZ'])
      out.push(`${list}sk=${sk}&ordenacao=${o}`);
  }
  for (const w of SUGGESTIONS) out.push(`${suggest}${encodeURIComponent(w)}`);
  return out;
}

/** One request's time in ms and its status. */
async function timed(url: string): Promise<[number, number]> {
  const started = performance.now();
  const res = await fetch(url);
  await res.arrayBuffer();
  return [performance.now() - started, res.status];
}

const pool = new pg.Pool({ connectionString: databaseUrl, max: 1 });
const { rows } = await pool.query<{
  idfornecedor: string;
  idcategoria: number;
  categorias: number[];
}>(
  `SELECT f.idfornecedor, (SELECT p.idcategoria FROM produtos p WHERE p.idfornecedor = f.idfornecedor
     GROUP BY p.idcategoria ORDER BY count(*) DESC, p.idcategoria LIMIT 1) AS idcategoria,
     array(SELECT c.idcategoria FROM categorias c WHERE c.idfornecedor = f.idfornecedor
       ORDER BY c.idcategoria) AS categorias
   FROM fornecedores f WHERE f.slug = $1`,
  [`bench-${label.toLowerCase()}`],
);
await pool.end();
const RANDOM = Number(process.env.SWEEP_RANDOM ?? 0);
const supplier = rows[0];
if (!supplier) {
  console.error(`no benchmark catalog ${label}: run npm run bench:scale with BENCH_SIZES first`);
  process.exit(1);
}
const api = await startServer(
  [...API_NODE_FLAGS, `${ROOT}apps/api/dist/server.js`],
  PORT,
  apiEnv(databaseUrl, PORT),
);
try {
  const all =
    RANDOM > 0
      ? randomSearches(
          supplier.idfornecedor,
          supplier.categorias,
          RANDOM,
          Number(process.env.SWEEP_SEED ?? 1),
        )
      : paths(supplier.idfornecedor, supplier.idcategoria);
  const chosen = filter ? all.filter((p) => decodeURIComponent(p).includes(filter)) : all;
  const results: { ms: number; status: number; path: string }[] = [];
  for (const path of chosen) {
    for (let i = 0; i < 2; i++) await timed(api.url + path);
    const times: number[] = [];
    let status = 0;
    for (let i = 0; i < 5; i++) {
      const [ms, s] = await timed(api.url + path);
      times.push(ms);
      status = s;
    }
    times.sort((a, b) => a - b);
    results.push({ ms: times[2]!, status, path: decodeURIComponent(path) });
  }
  results.sort((a, b) => b.ms - a.ms);
  console.log(`${label}: ${results.length} requests, median of 5 each (ms), slowest first`);
  for (const r of results.slice(0, TOP)) {
    const shown = r.path
      .replace(/^.*listaprodutos\/[^?]+\?/, 'listing ?')
      .replace(/^.*pesquisar\?.*query=/, 'suggestions: ');
    console.log(`${r.ms.toFixed(1).padStart(7)}  ${r.status}  ${shown}`);
  }
  const median = results.map((r) => r.ms).sort((a, b) => a - b)[Math.floor(results.length / 2)];
  console.log(`median of all: ${median?.toFixed(1)} ms`);
} finally {
  await api.stop();
}
