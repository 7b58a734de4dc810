import LogIn from 'lucide-react/icons/log-in';
import { useEffect } from 'react';
import { UI_TEXT } from '@vitrine/domain/ui-messages';
import { useModalStore } from '~/lib/modal-store';

/**
 * The body of a page that needs a logged-in customer: a short message and a login button.
 * It opens the login modal once on arrival; after login the page's loaders run again.
 */
export function LoginRequired({ title, message }: { title: string; message: string }) {
  useEffect(() => {
    useModalStore.getState().open('login', message);
  }, [message]);
  return (
    <main className="mx-auto flex max-w-[1440px] flex-col items-center gap-4 px-4 py-16 text-center">
      <h1 className="text-2xl font-semibold">{title}</h1>
      <p className="text-black/70">{message}</p>
      <button
        type="button"
        onClick={() => useModalStore.getState().open('login', message)}
        className="inline-flex h-11 items-center gap-2 rounded-md bg-primary px-5 font-semibold text-primary-fg focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary"
      >
        <LogIn aria-hidden className="h-4 w-4" />
        {UI_TEXT.login}
      </button>
    </main>
  );
}
