import { useState } from 'react';
import KeyRound from 'lucide-react/icons/key-round';
import UserPen from 'lucide-react/icons/user-pen';
import { ACCOUNTS_TEXT } from '@vitrine/domain/accounts/accounts-messages';
import { lazyNamed, useOpenedOnce } from '~/components/ui/lazy';

// The dialogs (with the dialog library and the CPF/CNPJ masks) load at their first opening.
const UpdateProfileDialog = lazyNamed(
  () => import('./update-profile-dialog'),
  'UpdateProfileDialog',
);
const UpdateUserDialog = lazyNamed(() => import('./update-user-dialog'), 'UpdateUserDialog');

/**
 * The user menu's account entries: "Atualizar cadastro" and "Alterar e-mail e senha", each
 * opening its dialog. Icons with their name as label and tooltip: the header has no room for
 * two more words at any width. `itemClass` is the menu's own item style. Each dialog is rendered
 * from its first opening on (issue 12 §5, ADR 0078): a page loads its code only when asked.
 */
export function AccountMenuEntries({
  slug,
  idfornecedor,
  itemClass,
}: {
  slug: string;
  idfornecedor: string;
  itemClass: string;
}) {
  const [open, setOpen] = useState<'profile' | 'user' | null>(null);
  const profileOpened = useOpenedOnce(open === 'profile');
  const userOpened = useOpenedOnce(open === 'user');
  return (
    <>
      <button
        type="button"
        className={itemClass}
        aria-label={ACCOUNTS_TEXT.updateProfileTitle}
        title={ACCOUNTS_TEXT.updateProfileTitle}
        onClick={() => setOpen('profile')}
      >
        <UserPen aria-hidden className="h-5 w-5" />
      </button>
      <button
        type="button"
        className={itemClass}
        aria-label={ACCOUNTS_TEXT.updateUserTitle}
        title={ACCOUNTS_TEXT.updateUserTitle}
        onClick={() => setOpen('user')}
      >
        <KeyRound aria-hidden className="h-5 w-5" />
      </button>
      {profileOpened && (
        <UpdateProfileDialog
          slug={slug}
          idfornecedor={idfornecedor}
          open={open === 'profile'}
          onOpenChange={(o) => setOpen(o ? 'profile' : null)}
        />
      )}
      {userOpened && (
        <UpdateUserDialog
          slug={slug}
          open={open === 'user'}
          onOpenChange={(o) => setOpen(o ? 'user' : null)}
        />
      )}
    </>
  );
}
