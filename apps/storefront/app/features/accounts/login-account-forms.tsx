import type { ReactNode } from 'react';
import { ForgotPasswordForm } from './forgot-password-form';
import { RegisterForm } from './register-form';

/** What the login modal hands these forms (mirrors features/users LoginAccountFormProps). */
interface FormProps {
  slug: string;
  idfornecedor: string;
  initialLogin: string;
  onLoggedIn: () => void;
  onBack: () => void;
}

/**
 * The account forms the login modal shows on 'Criar conta' and 'Esqueci minha senha', handed to
 * it by the supplier layout route (features do not import each other).
 */
export const loginAccountForms: {
  register: (props: FormProps) => ReactNode;
  forgot: (props: FormProps) => ReactNode;
} = {
  register: (props) => <RegisterForm {...props} />,
  forgot: ({ onLoggedIn: _unused, ...props }) => <ForgotPasswordForm {...props} />,
};
