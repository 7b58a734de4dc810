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
 * The storefront base of a supplier's links: `https://{dominio}/{slug}` on its own domain, else
 * `{storefrontUrl}/{slug}`. A `.localhost` domain (the local demo's, served over http on the
 * storefront's port) links to the platform storefront, which carries the visitor over.
 */
export function supplierLinkBase(
  storefrontUrl: string,
  supplier: { slug: string; dominio: string | null },
): string {
  const own = supplier.dominio && !supplier.dominio.endsWith('.localhost');
  const origin = own ? `https://${supplier.dominio}` : storefrontUrl.replace(/\/$/, '');
  return `${origin}/${supplier.slug}`;
}

/**
 * The invitation e-mail of a new linked user (pt-BR): a link to the supplier's storefront page
 * `/{slug}/convite/{token}` where the password is set (see {@link supplierLinkBase}). Without a
 * token (the linked user already has a password), the mail says they can log in with it.
 */
export function invitationMail(
  storefrontUrl: string,
  supplier: InvitingSupplier,
  email: string,
  token: string | null,
): OutgoingMail {
  const base = supplierLinkBase(storefrontUrl, supplier);
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
