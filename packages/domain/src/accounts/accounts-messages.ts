import { CHARACTERISTICS_TEXT } from './characteristics-messages.ts';

/**
 * pt-BR texts of registration, profile, tax registry, recovery and verification that the spec
 * leaves to us (its own texts stay in messages.ts: MSG.registerUserFailed, MSG.updateUserFailed,
 * MSG.passwordResetFailed, MSG.registrationCreatedAwaitingApproval, MSG.profileUpdated).
 */
export const ACCOUNTS_MSG = {
  documentInvalid: 'Documento inválido. Confira o CPF, CNPJ ou documento estrangeiro informado.',
  cpfInvalid: 'CPF inválido. Confira os 11 dígitos.',
  cnpjInvalid: 'CNPJ inválido. Confira os 14 dígitos.',
  foreignDocumentInvalid:
    'Documento estrangeiro inválido: use de 4 a 30 letras, números, pontos, hífens ou barras.',
  emailInvalid: 'Informe um e-mail válido.',
  nameRequired: 'Informe o seu nome (pelo menos 3 letras).',
  phoneInvalid: 'Telefone inválido: informe DDD e número.',
  passwordLength: 'A senha precisa ter de 8 a 128 caracteres.',
  passwordLettersDigits: 'A senha precisa ter letras e números.',
  passwordsDiffer: 'As senhas não conferem.',
  currentPasswordWrong: 'Senha atual incorreta.',
  companyNotFound: 'CNPJ não encontrado na Receita Federal. Confira o número informado.',
  companyInactive: (situacao: string) =>
    `A empresa está com situação cadastral ${situacao} na Receita Federal e não pode ser cadastrada. Regularize o CNPJ ou fale com o fornecedor.`,
  cpfLookupOk: 'CPF válido. Não há consulta pública de CPF: preencha o seu nome.',
  taxRegistryUnavailable:
    'Não foi possível consultar a Receita Federal agora. Tente novamente em instantes.',
  registered: 'Cadastro realizado com sucesso.',
  alreadyRegistered:
    'Você já tem cadastro neste fornecedor. Entre com o seu e-mail ou CPF/CNPJ e a sua senha.',
  identityTaken:
    'Este e-mail ou documento já tem uma conta. Informe a senha dessa conta para se cadastrar neste fornecedor, ou use "Esqueci minha senha".',
  identityConflict: 'O e-mail e o documento informados pertencem a contas diferentes.',
  emailTaken: 'Este e-mail já está em uso por outra conta.',
  characteristicTooLong: 'Resposta longa demais: até 200 caracteres.',
  characteristicsTooMany: 'Características demais: no máximo 50.',
  characteristicUnknown: 'Característica desconhecida para este fornecedor.',
  characteristicRequired: (nome: string) => `Preencha a característica obrigatória "${nome}".`,
  characteristicInvalid: (nome: string) => `Valor inválido para a característica "${nome}".`,
  resetRequested:
    'Se houver uma conta com esse login, enviaremos um e-mail com o link para redefinir a senha.',
  resetTokenInvalid:
    'Este link de redefinição de senha é inválido, já foi usado ou expirou. Solicite um novo.',
  passwordChanged: 'Senha redefinida. Entre com a nova senha.',
  verificationSent: 'Enviamos um código de verificação.',
  verificationCodeWrong: 'Código de verificação incorreto.',
  verificationCodeExpired: 'Código de verificação expirado ou já usado. Solicite um novo código.',
  verificationTooMany: 'Muitos códigos solicitados. Tente novamente mais tarde.',
  verificationAttemptsExhausted:
    'Você errou o código muitas vezes e ele foi cancelado. Solicite um novo código.',
  verificationCodeShape: 'Digite os 6 números do código.',
  verificationAlreadyConfirmed: 'Seu cadastro já está confirmado.',
  verificationLoginFirst: 'Entre na sua conta para confirmar o cadastro.',
  verificationFailed:
    'Não foi possível concluir a verificação agora. Tente novamente em alguns minutos.',
  verificationNoContact: 'Não há um contato cadastrado para este canal.',
  verificationConfirmed: 'Cadastro confirmado.',
  customerNotAtSupplier: 'Cliente não cadastrado neste fornecedor.',
  approved: 'Cadastro aprovado.',
} as const;

/** pt-BR labels of the registration, profile and password screens. */
export const ACCOUNTS_TEXT = {
  createAccount: 'Criar conta',
  noAccountYet: 'Ainda não tem conta neste fornecedor?',
  registerTitle: 'Criar sua conta',
  forgotPassword: 'Esqueci minha senha',
  forgotTitle: 'Redefinir senha',
  forgotHint:
    'Informe o e-mail ou CPF/CNPJ da sua conta. Enviaremos um link para criar uma nova senha.',
  sendLink: 'Enviar link',
  documentKind: 'Identificar-me por',
  kindCpf: 'CPF',
  kindCnpj: 'CNPJ',
  kindForeign: 'Documento estrangeiro',
  kindEmail: 'Somente e-mail',
  cpf: 'CPF',
  cnpj: 'CNPJ',
  foreignDocument: 'Documento estrangeiro (passaporte, RNE…)',
  lookupCnpj: 'Consultar CNPJ',
  lookingUp: 'Consultando a Receita Federal…',
  razaoSocial: 'Razão social',
  nomeFantasia: 'Nome fantasia',
  companyAddress: 'Endereço na Receita Federal',
  name: 'Nome completo',
  contactName: 'Nome do responsável',
  email: 'E-mail',
  phone: 'Telefone (com DDD)',
  password: 'Senha',
  passwordHint: 'Pelo menos 8 caracteres, com letras e números.',
  newPassword: 'Nova senha',
  currentPassword: 'Senha atual',
  confirmPassword: 'Confirme a nova senha',
  characteristics: 'Informações adicionais',
  ...CHARACTERISTICS_TEXT,
  submitRegister: 'Criar conta',
  submitting: 'Enviando…',
  backToLogin: 'Voltar ao login',
  resetTitle: 'Criar uma nova senha',
  resetSubmit: 'Salvar nova senha',
  goToLogin: 'Ir para o login',
  updateUserTitle: 'Alterar e-mail e senha',
  updateProfileTitle: 'Atualizar cadastro',
  verifyTitle: 'Confirme seu cadastro',
  verifyIntro: (minutos: number) =>
    `Receba um código de 6 dígitos no e-mail ou no celular do seu cadastro e digite-o abaixo. O código vale por ${minutos} minutos.`,
  verifyChannel: 'Receber o código por',
  channelEmail: 'E-mail',
  channelSms: 'SMS no celular',
  sendCode: 'Enviar código',
  resendCode: 'Enviar outro código',
  codeLabel: 'Código de verificação',
  confirmCode: 'Confirmar código',
  verifyLink: 'Confirmar cadastro',
  save: 'Salvar',
  cancel: 'Cancelar',
  mailResetSubject: (fornecedor: string) => `${fornecedor}: redefinição de senha`,
  mailResetBody: (nome: string, fornecedor: string, link: string, minutos: number) =>
    `Olá, ${nome}!\n\nRecebemos um pedido para redefinir a sua senha na loja ${fornecedor}.\n` +
    `Para criar uma nova senha, abra o link abaixo (válido por ${minutos} minutos, uma única vez):\n\n${link}\n\n` +
    'Se não foi você, ignore este e-mail: a sua senha continua a mesma.',
  mailCodeSubject: (fornecedor: string) => `${fornecedor}: código de verificação`,
  mailCodeBody: (nome: string, fornecedor: string, codigo: string, minutos: number) =>
    `Olá, ${nome}!\n\nO seu código de verificação na loja ${fornecedor} é ${codigo}.\n` +
    `Ele vale por ${minutos} minutos. Não compartilhe este código.`,
  smsCode: (fornecedor: string, codigo: string) =>
    `${fornecedor}: seu código de verificação é ${codigo}. Não compartilhe.`,
} as const;
