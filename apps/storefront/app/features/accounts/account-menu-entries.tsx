import { useState } from 'react';
import KeyRound from 'lucide-react/icons/key-round';
import UserPen from 'lucide-react/icons/user-pen';
import { ACCOUNTS_TEXT } from '@vitrine/domain/accounts/accounts-messages';
import { UpdateProfileDialog } from './update-profile-dialog';
import { UpdateUserDialog } from './update-user-dialog';

/**
 * The user menu's account entries: "Atualizar cadastro" and "Alterar e-mail e senha", each
 * opening its dialog. Icons with their name as label and tooltip: the header has no room for
 * two more words at any width. `itemClass` is the menu's own item style.
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
      <UpdateProfileDialog
        slug={slug}
        idfornecedor={idfornecedor}
        open={open === 'profile'}
        onOpenChange={(o) => setOpen(o ? 'profile' : null)}
      />
      <UpdateUserDialog
        slug={slug}
        open={open === 'user'}
        onOpenChange={(o) => setOpen(o ? 'user' : null)}
      />
    </>
  );
}
