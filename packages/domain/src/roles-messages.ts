import { UI_TEXT } from './ui-messages.ts';

/**
 * pt-BR texts of linked users, sales representatives, api keys and login tokens (spec §6, §2
 * Query parameters) that the spec does not give verbatim. The spec's own texts ('Escolha o
 * cliente', 'Pedido emitido por', 'Erro ao obter cliente!', 'Falha ao logar usuário vai token')
 * stay in `MSG`.
 */
export const ROLES_MSG = {
  /** 403: a linked user, a representative or an integration tries to manage linked users. */
  onlyMainCustomerManagesUsers: 'Somente o cliente principal pode gerenciar usuários vinculados',
  /** 403: the client is not one the linked user is linked to. */
  notLinkedToClient: 'Usuário não vinculado a este cliente',
  /** 404: deleting a linked user the customer does not have. */
  linkedUserNotFound: 'Usuário vinculado não encontrado',
  /** 400: registering the customer's own e-mail, or an e-mail that is a customer's login. */
  linkedUserEmailTaken: 'Este e-mail já é usado por um cliente e não pode ser um usuário vinculado',
  /** 400: the e-mail is already linked to this customer. */
  linkedUserAlreadyLinked: 'Este usuário já está vinculado a este cliente',
  /** Success of the registration: the invitation went out. */
  linkedUserInvited: 'Usuário vinculado cadastrado. Enviamos um convite para o e-mail informado.',
  /** 401: the invitation link is unknown, used or expired. */
  invitationInvalid: 'Convite inválido ou expirado',
  /** Success of setting the password from the invitation. */
  passwordSet: 'Senha definida. Você já pode entrar com seu e-mail e senha.',
  /** 403: the client is not in the representative's portfolio. */
  notInPortfolio: 'Cliente fora da sua carteira',
  /** 403: the key belongs to another supplier. */
  apiKeyOtherSupplier: 'Chave de API de outro fornecedor',
  /** 401: unknown or revoked key. */
  apiKeyInvalid: 'Chave de API inválida ou revogada',
  /** 404: no customer is mapped to the ERP user id under this key. */
  erpUserUnknown: 'Usuário do ERP sem cliente vinculado',
  /** The representative banner: 'Atendendo {cliente}'. */
  servingCustomer: UI_TEXT.servingCustomer,
  switchCustomer: UI_TEXT.switchCustomer,
  emailInvalid: 'E-mail inválido',
  passwordTooShort: 'A senha deve ter pelo menos 8 caracteres',
  apiKeyRequired: 'Informe a chave de API',
  erpUserRequired: 'Informe o usuário do ERP',
  /** Invitation e-mail subject. */
  invitationSubject: 'Convite para comprar como usuário vinculado',
} as const;

/** pt-BR labels of the roles' screens (linked users, representative area, invitations). */
export const ROLES_TEXT = {
  loginTokenTitle: 'Entrando na loja',
  linkedUsersMenu: 'Usuários',
  linkedUsersTitle: UI_TEXT.linkedUsers,
  linkedUsersIntro:
    'Pessoas que compram em nome da sua conta, cada uma com e-mail e senha próprios. Os pedidos delas mostram quem os emitiu.',
  linkedUsersEmpty: 'Nenhum usuário vinculado ainda.',
  emailLabel: 'E-mail',
  nameLabel: 'Nome (opcional)',
  registerButton: 'Cadastrar usuário',
  removeButton: 'Remover',
  removeLabel: (nome: string) => `Remover ${nome}`,
  removed: 'Usuário vinculado removido.',
  invitationPending: 'Convite pendente',
  invitationAccepted: 'Ativo',
  invitationTitle: 'Definir sua senha',
  invitationIntro: 'Escolha a senha que você vai usar para entrar com o seu e-mail.',
  passwordLabel: 'Senha',
  passwordsDiffer: 'As senhas não conferem',
  setPasswordButton: 'Definir senha',
  goToStore: 'Ir para a loja',
  repTitle: 'Área do consultor',
  repLoginIntro: 'Entre com o seu e-mail e senha de consultor para atender seus clientes.',
  repEmailLabel: 'E-mail do consultor',
  repLoginButton: 'Entrar como consultor',
  repGreeting: (nome: string) => `Consultor: ${nome}`,
  portfolioEmpty: 'Nenhum cliente na sua carteira.',
  serveButton: 'Atender',
  serveLabel: (nome: string) => `Atender ${nome}`,
  repLogout: 'Sair da área do consultor',
  customerSelectionIntro: 'Escolha por qual cliente você vai comprar.',
  actingFor: UI_TEXT.actingFor,
  currentClient: 'atual',
  apiKeyErrorTitle: 'Acesso da integração',
  sending: 'Enviando…',
  close: 'Fechar',
  chooseClientLabel: (nome: string) => `Comprar por ${nome}`,
} as const;
