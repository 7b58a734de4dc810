import { ROLES_MSG } from '@vitrine/domain';
import type { OutgoingMail } from '../../adapters/mail/mailer.ts';

/** The supplier an invitation speaks for. */
export interface InvitingSupplier {
  idfornecedor: string;
  nome: string;
  slug: string;
  dominio: string | null;
}

/**
 * The invitation e-mail of a new linked user (pt-BR): a link to the supplier's storefront page
 * `/{slug}/convite/{token}` where the password is set (on the supplier's own domain when it has
 * one, else under `storefrontUrl`). Without a token (the linked user already has a password),
 * the mail says they can log in with it.
 */
export function invitationMail(
  storefrontUrl: string,
  supplier: InvitingSupplier,
  email: string,
  token: string | null,
): OutgoingMail {
  const base = supplier.dominio
    ? `https://${supplier.dominio}`
    : `${storefrontUrl.replace(/\/$/, '')}/${supplier.slug}`;
  const text = token
    ? `Olá!\n\nVocê foi cadastrado como usuário vinculado em ${supplier.nome}.\n` +
      `Defina sua senha em: ${base}/convite/${encodeURIComponent(token)}\n\n` +
      'O link vale por 7 dias e só pode ser usado uma vez.'
    : `Olá!\n\nVocê agora também pode comprar por outro cliente em ${supplier.nome}.\n` +
      `Entre com seu e-mail e senha em: ${base}/`;
  return {
    to: email,
    subject: `${ROLES_MSG.invitationSubject} — ${supplier.nome}`,
    text,
    kind: 'convite-usuario',
    idfornecedor: supplier.idfornecedor,
  };
}
