import { ACCOUNTS_TEXT } from '@vitrine/domain/accounts/accounts-messages';
import { useModalStore } from '~/lib/modal-store';
import { buttonClass } from './styles';

/** "Ir para o login": opens the login modal over the page. */
export function GoToLoginButton() {
  return (
    <button
      type="button"
      className={buttonClass}
      onClick={() => useModalStore.getState().open('login')}
    >
      {ACCOUNTS_TEXT.goToLogin}
    </button>
  );
}
