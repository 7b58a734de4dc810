/** What the login route's action answers the login modal at each step (spec §4 Login). */
export type LoginResult =
  | { step: 'lookup'; ok: true; nome: string }
  | { step: 'login'; ok: true; cadastroAprovado: boolean }
  | { step: 'lookup' | 'login'; ok: false; mensagem: string };
