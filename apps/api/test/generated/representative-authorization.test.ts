import type { InjectOptions } from 'fastify';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiRoutes } from '@vitrine/contract';
import { sessoesRepresentante } from '../../src/db/schema/index.ts';
import { hashToken } from '../../src/modules/users/sessions.ts';
import { createTestApp, type TestApp } from '../test-app.ts';
import { idOf } from '../roles.ts';
import { DEMO_CUSTOMERS } from '../../src/db/seed/demo-ids.ts';
import { DEMO_ROLE_CUSTOMERS } from '../../src/db/seed/roles-seed.ts';
import {
  MAR,
  newRepresentativeSession,
  newSession,
  SERRA,
  tamperedToken,
  type RepresentativeActor,
} from './actors.ts';
import { databaseFingerprint } from './fingerprint.ts';

/**
 * Representative routes (spec §6 Sales representative): called as serra-verde's representative
 * (200), as mar-azul's representative, with a customer's token, without a token and with a
 * tampered, an expired and a revoked representative token. A client outside the portfolio is
 * refused. Every refusal leaves the database as it was.
 */
type Caller = 'otherRepresentative' | 'customer' | 'noToken' | 'tampered' | 'expired' | 'revoked';
type Refusal = 401 | 403;

interface Declaration {
  request: (ctx: { rep: RepresentativeActor; idcliente: number }) => InjectOptions;
  refused: Record<Caller, Refusal>;
  /** What serra-verde's representative gets naming a client outside the portfolio. */
  outsidePortfolio?: Refusal;
}

const TOKENS_REFUSED = {
  customer: 401,
  noToken: 401,
  tampered: 401,
  expired: 401,
  revoked: 401,
} as const;

const MATRIX: Record<string, Declaration> = {
  'representatives.portfolio': {
    request: ({ rep }) => ({
      method: 'GET',
      url: `/v4/representante/${rep.idrepresentante}/${SERRA}`,
    }),
    // Another supplier's representative names serra-verde in the path: 403.
    refused: { otherRepresentative: 403, ...TOKENS_REFUSED },
  },
  'representatives.access': {
    request: ({ idcliente }) => ({ method: 'GET', url: `/v4/acessorepresentante/${idcliente}` }),
    // Ana is not in mar-azul's representative's portfolio.
    refused: { otherRepresentative: 403, ...TOKENS_REFUSED },
    outsidePortfolio: 403,
  },
};

let t: TestApp;
let rep: RepresentativeActor;
let other: RepresentativeActor;
let ana: number;
let padaria: number;
let tokens: Record<'customer' | 'tampered' | 'expired' | 'revoked', string>;

beforeAll(async () => {
  t = await createTestApp();
  rep = await newRepresentativeSession(t, SERRA);
  other = await newRepresentativeSession(t, MAR);
  ana = await idOf(t, DEMO_CUSTOMERS.ana.cpf);
  padaria = await idOf(t, DEMO_CUSTOMERS.padaria.cpf);
  const expired = await newRepresentativeSession(t, SERRA);
  await t.database.db
    .update(sessoesRepresentante)
    .set({ expiraEm: new Date(Date.now() - 3_600_000) })
    .where(eq(sessoesRepresentante.tokenHash, hashToken(expired.token)));
  const revoked = await newRepresentativeSession(t, SERRA);
  await t.database.db
    .update(sessoesRepresentante)
    .set({ revogadoEm: new Date() })
    .where(eq(sessoesRepresentante.tokenHash, hashToken(revoked.token)));
  tokens = {
    customer: (await newSession(t, ana, SERRA)).token,
    tampered: tamperedToken(rep.token),
    expired: expired.token,
    revoked: revoked.token,
  };
});
afterAll(() => t.close());

function headersOf(caller: Caller): Record<string, string> {
  if (caller === 'otherRepresentative') return other.headers;
  if (caller === 'noToken') return {};
  return { authorization: `Bearer ${tokens[caller]}` };
}

async function expectRefused(options: InjectOptions, status: Refusal, label: string) {
  const before = await databaseFingerprint(t.database.db);
  const reply = await t.app.inject(options);
  expect(reply.statusCode, `${label}: ${reply.body}`).toBe(status);
  expect(reply.json<{ mensagem?: unknown }>().mensagem, label).toEqual(expect.any(String));
  expect(await databaseFingerprint(t.database.db), `${label} changed the database`).toEqual(before);
}

describe('the matrix covers the route table', () => {
  it('declares every route that needs a representative session, and nothing else', () => {
    const needing = Object.entries(apiRoutes).flatMap(([area, calls]) =>
      Object.entries(calls)
        .filter(([, route]) => route.auth === 'representative')
        .map(([name]) => `${area}.${name}`),
    );
    expect(Object.keys(MATRIX).sort()).toEqual(needing.sort());
  });
});

describe.each(Object.entries(MATRIX).map(([key, declaration]) => ({ key, declaration })))(
  '$key',
  ({ key, declaration }) => {
    it('refuses every caller but the representative, and changes nothing', async () => {
      const options = declaration.request({ rep, idcliente: ana });
      for (const [caller, status] of Object.entries(declaration.refused) as [Caller, Refusal][]) {
        await expectRefused(
          { ...options, headers: headersOf(caller) },
          status,
          `${key} as ${caller}`,
        );
      }
    });

    if (declaration.outsidePortfolio !== undefined) {
      const status = declaration.outsidePortfolio;
      it('refuses a client outside the portfolio', async () => {
        for (const idcliente of [padaria, await idOf(t, DEMO_ROLE_CUSTOMERS.marina.cpf)]) {
          await expectRefused(
            { ...declaration.request({ rep, idcliente }), headers: rep.headers },
            status,
            `${key} for client ${idcliente}`,
          );
        }
      });
    }

    it('serves the representative', async () => {
      const reply = await t.app.inject({
        ...declaration.request({ rep, idcliente: ana }),
        headers: rep.headers,
      });
      expect(reply.statusCode, reply.body).toBe(200);
    });
  },
);
