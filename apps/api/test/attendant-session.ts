import { expect } from 'vitest';
import { DEMO_ATTENDANT_PASSWORD, DEMO_ATTENDANTS } from '../src/db/seed/attendants-seed.ts';
import type { TestApp } from './test-app.ts';

/** A logged-in demo attendant: ids and the Authorization header. */
export interface AttendantLogin {
  idatendente: number;
  idfornecedor: string;
  nome: string;
  token: string;
  headers: { authorization: string };
}

/** Logs a demo attendant in through the real login route. */
export async function loginAttendant(
  t: TestApp,
  who: keyof typeof DEMO_ATTENDANTS,
): Promise<AttendantLogin> {
  const res = await t.app.inject({
    method: 'POST',
    url: '/v4/atendente/login',
    payload: { email: DEMO_ATTENDANTS[who].email, senha: DEMO_ATTENDANT_PASSWORD },
  });
  expect(res.statusCode, res.body).toBe(200);
  const body = res.json<{
    token: string;
    atendente: { idatendente: number; idfornecedor: string; nome: string };
  }>();
  return {
    ...body.atendente,
    token: body.token,
    headers: { authorization: `Bearer ${body.token}` },
  };
}

/** The negotiated-cart path of a customer at a supplier (`/enviar` with `send`). */
export function negotiationUrl(idfornecedor: string, idcliente: number, send = false): string {
  return `/v4/atendente/fornecedor/${idfornecedor}/cliente/${idcliente}/carrinho${send ? '/enviar' : ''}`;
}
