import { Form, Link } from 'react-router';
import { FileText, LogIn, LogOut, MapPin, Package, TicketPercent } from 'lucide-react';
import { ADDRESS_TEXT, COUPON_TEXT, INVOICE_TEXT, UI_TEXT } from '@vitrine/domain';
import { useModalStore } from '~/lib/modal-store';

const itemClass =
  'inline-flex h-10 items-center gap-1 rounded-md px-2 font-medium hover:bg-black/10 focus-visible:outline-2 focus-visible:outline-current';

/** 'Entrar' for visitors; greeting, 'Meus pedidos', 'Cupons', 'Faturas', 'Endereços' and 'Sair' for a logged-in customer. */
export function UserMenu({ slug, usuario }: { slug: string; usuario: { nome: string } | null }) {
  if (!usuario) {
    return (
      <button
        type="button"
        onClick={() => useModalStore.getState().open('login')}
        className={`${itemClass} px-3`}
      >
        <LogIn aria-hidden className="h-5 w-5" />
        {UI_TEXT.login}
      </button>
    );
  }
  const firstName = usuario.nome.trim().split(/\s+/)[0];
  return (
    <div className="flex items-center gap-1 text-sm">
      <span className="hidden px-1 lg:inline">{UI_TEXT.greeting(firstName ?? '')}</span>
      <Link to={`/${slug}/pedidos`} className={itemClass} aria-label={UI_TEXT.myOrders}>
        <Package aria-hidden className="h-5 w-5" />
        <span className="hidden sm:inline">{UI_TEXT.myOrders}</span>
      </Link>

      <Link to={`/${slug}/cupons`} className={itemClass} aria-label={COUPON_TEXT.menu}>
        <TicketPercent aria-hidden className="h-5 w-5" />
        <span className="hidden sm:inline">{COUPON_TEXT.menu}</span>
      </Link>
      <Link to={`/${slug}/faturas`} className={itemClass} aria-label={INVOICE_TEXT.title}>
        <FileText aria-hidden className="h-5 w-5" />
        <span className="hidden sm:inline">{INVOICE_TEXT.title}</span>
      </Link>
      <Link to={`/${slug}/enderecos`} className={itemClass} aria-label={ADDRESS_TEXT.menu}>
        <MapPin aria-hidden className="h-5 w-5" />
        <span className="hidden sm:inline">{ADDRESS_TEXT.menu}</span>
      </Link>
      <Form method="post" action={`/${slug}/sair`}>
        <button type="submit" className={itemClass} aria-label={UI_TEXT.logout}>
          <LogOut aria-hidden className="h-5 w-5" />
          <span className="hidden sm:inline">{UI_TEXT.logout}</span>
        </button>
      </Form>
    </div>
  );
}
