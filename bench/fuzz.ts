/**
 * Long schema fuzz (not part of `npm test`, which runs 15 cases per route): the same generated
 * requests as apps/api/test/generated/fuzz.test.ts, FUZZ_RUNS per route (default 300), on a fresh
 * in-memory PGlite with the demo seed (or TEST_DATABASE_URL). Prints, per route, the requests
 * sent, the statuses seen and the problems found (5xx, leaks, 4xx without `{ mensagem }`, refused
 * requests that changed the database). Exits 1 when it finds a problem.
 * Run: `npm run bench` or `npx tsx bench/fuzz.ts`; FUZZ_SEED makes a run repeatable.
 */
import { createTestApp } from '../apps/api/test/test-app.ts';
import { createExamples } from '../apps/api/test/generated/examples.ts';
import { fuzzRoute, fuzzRoutes, type FuzzProblem } from '../apps/api/test/generated/fuzz.ts';

const NUM_RUNS = Number(process.env.FUZZ_RUNS ?? 300);
const SEED = process.env.FUZZ_SEED === undefined ? undefined : Number(process.env.FUZZ_SEED);

const t = await createTestApp();
const { cast, examples } = await createExamples(t);

async function pass(
  title: string,
  segments?: readonly string[],
  shown = 20,
): Promise<FuzzProblem[]> {
  console.log(
    `\n${title} — ${NUM_RUNS} runs per route${SEED === undefined ? '' : `, seed ${SEED}`}`,
  );
  const problems: FuzzProblem[] = [];
  const started = performance.now();
  let total = 0;
  for (const { key, route } of fuzzRoutes) {
    const example = examples[key];
    if (!example) throw new Error(`no example for ${key}`);
    const result = await fuzzRoute(t, cast, key, route, example, {
      numRuns: NUM_RUNS,
      ...(SEED === undefined ? {} : { seed: SEED }),
      ...(segments === undefined ? {} : { segments }),
    });
    total += result.requests;
    problems.push(...result.problems);
    const statuses = Object.entries(result.statuses)
      .map(([status, count]) => `${status}×${count}`)
      .join(' ');
    console.log(
      `${key.padEnd(26)} ${String(result.requests).padStart(5)} req  ${String(result.problems.length).padStart(4)} problems  ${statuses}`,
    );
  }
  const seconds = (performance.now() - started) / 1000;
  console.log(
    `${total} requests in ${seconds.toFixed(1)} s (${(total / seconds).toFixed(0)} req/s), ${problems.length} problems`,
  );
  for (const problem of problems.slice(0, shown))
    console.log(JSON.stringify({ ...problem, body: problem.body.slice(0, 200) }));
  return problems;
}

const problems = await pass('Schema fuzz');
await t.close();
process.exitCode = problems.length > 0 ? 1 : 0;
