/** What the account route's action answers the forms (registration, recovery, reset, profile). */
export type AccountResult =
  | { intent: 'register'; ok: true; pending: boolean; mensagem: string }
  | { intent: 'forgot' | 'reset' | 'update-user' | 'update-profile'; ok: true; mensagem: string }
  | { intent: string; ok: false; mensagem: string; campo: string | null };
