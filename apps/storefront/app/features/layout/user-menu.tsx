import type { ReactNode } from 'react';
import { Form, Link } from 'react-router';
import ArrowLeftRight from 'lucide-react/icons/arrow-left-right';
import FileText from 'lucide-react/icons/file-text';
import LogIn from 'lucide-react/icons/log-in';
import LogOut from 'lucide-react/icons/log-out';
import MapPin from 'lucide-react/icons/map-pin';
import Package from 'lucide-react/icons/package';
import TicketPercent from 'lucide-react/icons/ticket-percent';
import Users from 'lucide-react/icons/users';
import { MODULOS } from '@vitrine/domain/access/modules';
import { UI_TEXT } from '@vitrine/domain/ui-messages';
import { useModalStore } from '~/lib/modal-store';
import { useModuleEnabled } from '~/lib/modules';
import type { SessionRole } from '~/lib/session-role';
import { lazyNamed } from '~/components/ui/lazy';

/** A linked user's customer choice: its own chunk, loaded only for linked users (issue 12 §5). */
const CustomerSelectionModal = lazyNamed(
  () => import('./customer-selection-modal'),
  'CustomerSelectionModal',
);

/** The style of every entry of the user menu (the layout route gives it to composed entries). */
export const menuItemClass =
  'inline-flex h-10 items-center gap-1 rounded-md px-2 font-medium hover:bg-black/10 focus-visible:outline-2 focus-visible:outline-current';

/** The logged-in customer as the header shows it: name, id and who acts (spec §6). */
export interface MenuUsuario {
  nome: string;
  idcliente?: number;
  papel?: SessionRole;
}

/**
 * 'Entrar' for visitors; greeting, 'Meus pedidos', 'Cupons', 'Faturas', 'Endereços' and 'Sair'
 * for a logged-in customer; 'Usuários' (linked users) for the main customer; for a
 * representative 'Atendendo {cliente}' and 'Trocar cliente', for a linked user 'Comprando por
 * {cliente}' and 'Trocar cliente' (customer-selection modal) — spec §6.
 */
export function UserMenu({
  slug,
  usuario,
  account,
}: {
  slug: string;
  usuario: MenuUsuario | null;
  /** The customer's own account entries ("Atualizar cadastro", "Alterar e-mail e senha"). */
  account?: ReactNode;
}) {
  // Spec §6 modulos: a module the supplier leaves out has no link (its pages answer 404).
  const modules = {
    pedidos: useModuleEnabled(MODULOS.PEDIDOS),
    cupons: useModuleEnabled(MODULOS.CUPONS),
    faturas: useModuleEnabled(MODULOS.FATURAS),
    enderecos: useModuleEnabled(MODULOS.ENDERECOS),
    usuarios: useModuleEnabled(MODULOS.USUARIOS_VINCULADOS),
  };
  if (!usuario) {
    return (
      <button
        type="button"
        onClick={() => useModalStore.getState().open('login')}
        className={`${menuItemClass} px-3`}
      >
        <LogIn aria-hidden className="h-5 w-5" />
        {UI_TEXT.login}
      </button>
    );
  }
  const firstName = usuario.nome.trim().split(/\s+/)[0];
  const papel = usuario.papel ?? { papel: 'cliente' as const };
  // Names beside the icons only where the header has room for them (no horizontal scroll at
  // any width); below that the icons are named by aria-label and title.
  const labelClass = papel.papel === 'cliente' ? 'hidden min-[1440px]:inline' : 'hidden 2xl:inline';
  return (
    <div className="flex items-center gap-1 text-sm">
      {papel.papel === 'representante' || papel.papel === 'vinculado' ? (
        <RoleBanner slug={slug} usuario={usuario} papel={papel} />
      ) : (
        <span className="hidden px-1 lg:inline">{UI_TEXT.greeting(firstName ?? '')}</span>
      )}
      {modules.pedidos && (
        <Link
          to={`/${slug}/pedidos`}
          className={menuItemClass}
          aria-label={UI_TEXT.myOrders}
          title={UI_TEXT.myOrders}
        >
          <Package aria-hidden className="h-5 w-5" />
          <span className={labelClass}>{UI_TEXT.myOrders}</span>
        </Link>
      )}

      {modules.cupons && (
        <Link
          to={`/${slug}/cupons`}
          className={menuItemClass}
          aria-label={UI_TEXT.coupons}
          title={UI_TEXT.coupons}
        >
          <TicketPercent aria-hidden className="h-5 w-5" />
          <span className={labelClass}>{UI_TEXT.coupons}</span>
        </Link>
      )}
      {modules.faturas && (
        <Link
          to={`/${slug}/faturas`}
          className={menuItemClass}
          aria-label={UI_TEXT.invoices}
          title={UI_TEXT.invoices}
        >
          <FileText aria-hidden className="h-5 w-5" />
          <span className={labelClass}>{UI_TEXT.invoices}</span>
        </Link>
      )}
      {modules.enderecos && (
        <Link
          to={`/${slug}/enderecos`}
          className={menuItemClass}
          aria-label={UI_TEXT.addresses}
          title={UI_TEXT.addresses}
        >
          <MapPin aria-hidden className="h-5 w-5" />
          <span className={labelClass}>{UI_TEXT.addresses}</span>
        </Link>
      )}
      {papel.papel === 'cliente' && account}
      {papel.papel === 'cliente' && modules.usuarios && (
        <Link
          to={`/${slug}/usuarios`}
          className={menuItemClass}
          aria-label={UI_TEXT.linkedUsers}
          title={UI_TEXT.linkedUsers}
        >
          <Users aria-hidden className="h-5 w-5" />
        </Link>
      )}
      <Form method="post" action={`/${slug}/sair`}>
        <button
          type="submit"
          className={menuItemClass}
          aria-label={UI_TEXT.logout}
          title={UI_TEXT.logout}
        >
          <LogOut aria-hidden className="h-5 w-5" />
          <span className={labelClass}>{UI_TEXT.logout}</span>
        </button>
      </Form>
    </div>
  );
}

/**
 * Who the buyer acts for: 'Atendendo {cliente}' (representative) or 'Comprando por {cliente}'
 * (linked user), with 'Trocar cliente'.
 */
function RoleBanner({
  slug,
  usuario,
  papel,
}: {
  slug: string;
  usuario: MenuUsuario;
  papel: Extract<SessionRole, { papel: 'representante' | 'vinculado' }>;
}) {
  const label = papel.papel === 'representante' ? UI_TEXT.servingCustomer : UI_TEXT.actingFor;
  return (
    <div
      role="status"
      className="flex max-w-[7.5rem] items-center gap-1 rounded-md bg-black/10 px-2 py-1 sm:max-w-[22rem]"
    >
      <span className="truncate">
        {label} <strong>{usuario.nome}</strong>
      </span>
      {papel.papel === 'representante' ? (
        <Link
          to={`/${slug}/consultor`}
          className={menuItemClass}
          aria-label={UI_TEXT.switchCustomer}
        >
          <ArrowLeftRight aria-hidden className="h-4 w-4" />
          <span className="hidden md:inline">{UI_TEXT.switchCustomer}</span>
        </Link>
      ) : (
        papel.clientes.length > 1 && (
          <>
            <button
              type="button"
              onClick={() => useModalStore.getState().open('customer-selection')}
              className={menuItemClass}
              aria-label={UI_TEXT.switchCustomer}
            >
              <ArrowLeftRight aria-hidden className="h-4 w-4" />
              <span className="hidden md:inline">{UI_TEXT.switchCustomer}</span>
            </button>
            <CustomerSelectionModal
              slug={slug}
              clientes={papel.clientes}
              atual={usuario.idcliente ?? null}
              escolhaPendente={papel.escolhaPendente}
            />
          </>
        )
      )}
    </div>
  );
}
