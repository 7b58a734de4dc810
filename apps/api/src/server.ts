import { loadConfig } from './config.ts';
import { openDatabase } from './db/client.ts';
import { seedDemo } from './db/seed/seed-demo.ts';
import { buildApp } from './app.ts';

// Start-up: parse config, open + migrate the database, seed the demo data, listen.
const config = loadConfig();
const database = await openDatabase({ databaseUrl: config.DATABASE_URL, pgliteDir: config.PGLITE_DIR });
await database.migrate();
if (config.SEED_DEMO) await seedDemo(database.db);
const app = await buildApp({ config, db: database.db });

const shutdown = async () => {
  await app.close();
  await database.close();
  process.exit(0);
};
process.on('SIGINT', shutdown);
process.on('SIGTERM', shutdown);

await app.listen({ host: config.API_HOST, port: config.API_PORT });
