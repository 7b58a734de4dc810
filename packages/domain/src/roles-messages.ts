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
  servingCustomer: 'Atendendo',
  switchCustomer: 'Trocar cliente',
  emailInvalid: 'E-mail inválido',
  passwordTooShort: 'A senha deve ter pelo menos 8 caracteres',
  apiKeyRequired: 'Informe a chave de API',
  erpUserRequired: 'Informe o usuário do ERP',
  /** Invitation e-mail subject. */
  invitationSubject: 'Convite para comprar como usuário vinculado',
} as const;
