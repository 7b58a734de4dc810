import { fileURLToPath } from 'node:url';
import { parseLogin } from '@vitrine/contract';
import { loadConfig } from '../../config.ts';
import { openCliDatabase } from '../../cli/cli-database.ts';
import { findSupplier } from '../suppliers/suppliers-repository.ts';
import { findCustomerByLogin } from '../users/users-repository.ts';
import { approveRegistration } from './approval.ts';

/**
 * `npm run -w @vitrine/api approve-customer -- <e-mail-or-CPF/CNPJ> <supplier-slug>`: the demo's
 * admin action approving a pending registration (issue 11 §2), on the database the API uses
 * (DATABASE_URL or PGLITE_DIR; on the embedded PGlite, which one process opens at a time, it
 * refuses with a pt-BR message while the API runs). Exit code 1 with a pt-BR message when nothing was approved.
 */
async function main(argv: string[]): Promise<number> {
  const [loginArg, slug] = argv;
  if (!loginArg || !slug) {
    console.error(
      'Uso: npm run -w @vitrine/api approve-customer -- <e-mail ou CPF/CNPJ> <slug do fornecedor>',
    );
    return 1;
  }
  const login = parseLogin(loginArg);
  if (!login) {
    console.error('Login inválido: informe um e-mail ou CPF/CNPJ.');
    return 1;
  }
  const config = loadConfig();
  const database = await openCliDatabase(
    {
      databaseUrl: config.DATABASE_URL,
      // `npm run -w` runs in apps/api; `npm start` keeps the embedded database at the repository root.
      pgliteDir:
        process.env.PGLITE_DIR ??
        fileURLToPath(new URL('../../../../../.data/pglite', import.meta.url)),
    },
    'Com o npm start rodando, o atendente do fornecedor aprova pela API: ' +
      'POST /v4/atendente/clientes/{idcliente}/aprovar (http://127.0.0.1:3001/docs).',
  );
  try {
    const supplier = await findSupplier(database.db, { slug });
    if (!supplier) {
      console.error(`Fornecedor não encontrado: ${slug}`);
      return 1;
    }
    const customer = await findCustomerByLogin(database.db, login, supplier.idfornecedor);
    if (!customer?.cadastro) {
      console.error(`Cliente não cadastrado em ${slug}: ${loginArg}`);
      return 1;
    }
    const when = await approveRegistration(database.db, customer.idcliente, supplier.idfornecedor);
    console.log(`Cadastro aprovado: ${customer.nome} em ${supplier.nome} (${when.toISOString()}).`);
    return 0;
  } finally {
    await database.close();
  }
}

process.exitCode = await main(process.argv.slice(2));
