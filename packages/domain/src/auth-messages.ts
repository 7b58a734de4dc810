/** pt-BR texts of the login modal and the account actions. The spec's own texts stay in `messages.ts`. */
export const AUTH_TEXT = {
  loginAt: (nome: string) => `Entrar em ${nome}`,
  close: 'Fechar',
  loginField: 'E-mail ou CPF/CNPJ',
  greetingPassword: (nome: string) => `Olá, ${nome}! Digite sua senha.`,
  /** The password step for a login the supplier does not greet by name (another supplier's customer). */
  passwordPrompt: 'Digite sua senha.',
  password: 'Senha',
  wait: 'Aguarde…',
  login: 'Entrar',
  continue: 'Continuar',
  useAnotherLogin: 'Usar outro e-mail ou CPF',
  invalidAction: 'Ação inválida',
} as const;
