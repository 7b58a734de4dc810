import { Form, Link } from 'react-router';
import { LogIn, LogOut, Package } from 'lucide-react';
import { useModalStore } from '~/features/ui/modal-store';

/** 'Entrar' for visitors; greeting, 'Meus pedidos' and 'Sair' for a logged-in customer. */
export function UserMenu({ slug, usuario }: { slug: string; usuario: { nome: string } | null }) {
  if (!usuario) {
    return (
      <button
        type="button"
        onClick={() => useModalStore.getState().open('login')}
        className="inline-flex h-10 items-center gap-2 rounded-md px-3 font-medium hover:bg-black/10 focus-visible:outline-2 focus-visible:outline-current"
      >
        <LogIn aria-hidden className="h-5 w-5" />
        Entrar
      </button>
    );
  }
  const firstName = usuario.nome.split(' ')[0];
  return (
    <div className="flex items-center gap-1 text-sm">
      <span className="hidden md:inline">Olá, {firstName}</span>
      <Link to={`/${slug}/pedidos`} className="inline-flex h-10 items-center gap-1 rounded-md px-2 font-medium hover:bg-black/10">
        <Package aria-hidden className="h-5 w-5" />
        <span>Meus pedidos</span>
      </Link>
      <Form method="post" action={`/${slug}/sair`}>
        <button type="submit" className="inline-flex h-10 items-center gap-1 rounded-md px-2 font-medium hover:bg-black/10" aria-label="Sair da conta">
          <LogOut aria-hidden className="h-5 w-5" />
          <span className="hidden sm:inline">Sair</span>
        </button>
      </Form>
    </div>
  );
}
