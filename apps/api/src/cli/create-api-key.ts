import { loadConfig } from '../config.ts';
import { openCliDatabase } from './cli-database.ts';
import { createApiKey, mapErpUser } from '../modules/integrations/api-keys-repository.ts';

/**
 * `npm run -w @vitrine/api create-api-key -- <supplier-slug> [<id-erp-usuario> <idcliente>]...`
 * Creates an api key for the supplier (spec §2, §6 Integration), optionally mapping ERP user ids
 * to customer ids, and prints the key ONCE: only its SHA-256 is stored, so it cannot be shown
 * again (revoke it by setting `api_keys.revogada_em`). Uses DATABASE_URL / PGLITE_DIR like the API.
 */
const [slug, ...pairs] = process.argv.slice(2);
if (!slug || pairs.length % 2 !== 0) {
  console.error('uso: create-api-key <slug-do-fornecedor> [<id-erp-usuario> <idcliente>]...');
  process.exit(2);
}
const config = loadConfig();
const database = await openCliDatabase({
  databaseUrl: config.DATABASE_URL,
  pgliteDir: config.PGLITE_DIR,
});
try {
  await database.migrate();
  const created = await database.db.transaction(async (tx) => {
    const key = await createApiKey(
      tx,
      slug,
      `Criada pela linha de comando em ${new Date().toISOString()}`,
    );
    if (!key) return null;
    for (let i = 0; i < pairs.length; i += 2)
      await mapErpUser(tx, key.idapikeys, pairs[i]!, Number(pairs[i + 1]));
    return key;
  });
  if (!created) {
    console.error(`Fornecedor não encontrado: ${slug}`);
    process.exitCode = 1;
  } else {
    console.log(`idapikeys: ${created.idapikeys}`);
    console.log(`idfornecedor: ${created.idfornecedor}`);
    console.log(`apiKey (mostrada só agora): ${created.apiKey}`);
  }
} finally {
  await database.close();
}
