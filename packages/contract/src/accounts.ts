import { z } from 'zod';
import {
  ACCOUNTS_MSG,
  PASSWORD_MAX_LENGTH,
  TIPO_CARACTERISTICA,
  TIPO_DOCUMENTO,
  VALIDATION_MSG,
} from '@vitrine/domain';
import { defineRoute } from './define-route.ts';
import { routePaths } from './route-paths.ts';
import { texto } from './text.ts';
import { IdFornecedor, IdNumerico } from './common.ts';
import { CaracteristicasSchema } from './order-fields.ts';

/**
 * Accounts: tax-registry lookup, registration and profile, e-mail and password change, customer
 * settings, the supplier's characteristics, password recovery, verification codes and the
 * attendant's approval (spec §1 Users, §3 User / customer, §7 Users; issue 11 §1).
 */

const Senha = texto(VALIDATION_MSG.passwordRequired)
  .min(1, VALIDATION_MSG.passwordRequired)
  .max(PASSWORD_MAX_LENGTH, ACCOUNTS_MSG.passwordLength);

/** A company's address at the Receita Federal. */
export const EnderecoReceita = z.object({
  logradouro: z.string(),
  numero: z.string(),
  complemento: z.string(),
  bairro: z.string(),
  municipio: z.string(),
  uf: z.string(),
  /** 8 digits. */
  cep: z.string(),
});

/** Path of `GET /v1/app/{sep}/usuario/dados-receita/{doc}`. */
export const DadosReceitaParams = z.object({
  sep: texto()
    .max(100)
    .describe('{sep} ("~"); an app segment such as "vitrine-web~" is also accepted'),
  doc: texto().max(30).describe('CNPJ or CPF, with or without mask'),
});

/**
 * The tax-registry reply. A CNPJ: the company's data and `ativa`; an inactive company also gets
 * a 422 refusal with the status in `mensagem` (this 200 is only for ATIVA). A CPF: only
 * validated (there is no public CPF registry).
 */
export const DadosReceita = z.object({
  tipo: z.enum(['CPF', 'CNPJ']),
  documento: z.string(),
  razao_social: z.string().nullable(),
  nome_fantasia: z.string().nullable(),
  situacao: z.string().nullable(),
  ativa: z.boolean(),
  endereco: EnderecoReceita.nullable(),
  mensagem: z.string().nullable(),
});
export type DadosReceita = z.infer<typeof DadosReceita>;

/** Path of `POST /v1/app/{apptoken}{sep}{idcliente}/usuario`. */
export const CadastroParams = z.object({
  apptoken: texto().describe(
    '{apptoken} to register; {apptoken}{sep}{idcliente} (Bearer) to update',
  ),
});

/** Registration and update body. Fields marked "register" are required when registering. */
export const CadastroBody = z.object({
  idfornecedor: IdFornecedor,
  /** register: CPF, CNPJ, ESTRANGEIRO or EMAIL (spec §1 Users). */
  tipo_documento: z
    .enum(Object.values(TIPO_DOCUMENTO) as [string, ...string[]], ACCOUNTS_MSG.documentInvalid)
    .optional(),
  /** register: the CPF/CNPJ (mask allowed) or foreign document; absent for EMAIL. */
  documento: texto().max(30, ACCOUNTS_MSG.documentInvalid).optional(),
  nome: texto()
    .trim()
    .min(3, ACCOUNTS_MSG.nameRequired)
    .max(120, ACCOUNTS_MSG.nameRequired)
    .optional(),
  email: texto().trim().max(254, ACCOUNTS_MSG.emailInvalid).optional(),
  telefone: texto().max(20, ACCOUNTS_MSG.phoneInvalid).optional(),
  senha: Senha.optional(),
  razao_social: texto().max(150).optional(),
  nome_fantasia: texto().max(150).optional(),
  caracteristicas: CaracteristicasSchema.optional(),
});
export type CadastroBody = z.infer<typeof CadastroBody>;

/**
 * Registration or update reply. A registration waiting for approval carries
 * `message_after_create` and no tokens; one that needs none logs in (token, jwttoken).
 */
export const CadastroResposta = z.object({
  idcliente: z.number().int(),
  nome: z.string(),
  email: z.string().nullable(),
  cpf: z.string().nullable(),
  cpf_length: z.number().int(),
  idfornecedor: z.string(),
  idcadastroextracliente: z.number().int(),
  cadastro_aprovado: z.boolean(),
  message_after_create: z.string().nullable(),
  mensagem: z.string(),
  token: z.string().nullable(),
  jwttoken: z.string().nullable(),
});
export type CadastroResposta = z.infer<typeof CadastroResposta>;

/** Path of `PUT /v1/app/usuario/{idcliente}`. */
export const AtualizarUsuarioParams = z.object({ idcliente: IdNumerico });

/** `PUT /v1/app/usuario/{a}` body: the current password proves the change. */
export const AtualizarUsuarioBody = z.object({
  dadosUsuario: z.object({
    email: texto().trim().max(254, ACCOUNTS_MSG.emailInvalid).optional(),
    senha: Senha,
    novaSenha: Senha.optional(),
  }),
});
export type AtualizarUsuarioBody = z.infer<typeof AtualizarUsuarioBody>;

/** Reply of the e-mail/password change. */
export const AtualizarUsuarioResposta = z.object({
  mensagem: z.string(),
  email: z.string().nullable(),
  senha_alterada: z.boolean(),
});

/** Path of `GET /v2/app/{apptoken}{sep}{id}/get-configuracoes-cliente`. */
export const ConfiguracoesClienteParams = z.object({
  apptoken: texto().describe('{apptoken}{sep}{idcliente}'),
});

/** A supplier's characteristic, and a customer's answer when read from the settings. */
export const Caracteristica = z.object({
  id: z.number().int(),
  nome: z.string(),
  tipo: z.enum(Object.values(TIPO_CARACTERISTICA) as [string, ...string[]]),
  opcoes: z.array(z.string()),
  obrigatoria: z.boolean(),
  ordem: z.number().int(),
});
export type Caracteristica = z.infer<typeof Caracteristica>;

/** The customer's settings at the session's supplier. */
export const ConfiguracoesCliente = z.object({
  idcliente: z.number().int(),
  idfornecedor: z.string(),
  idcadastroextracliente: z.number().int(),
  nome: z.string(),
  email: z.string().nullable(),
  telefone: z.string().nullable(),
  tipo_documento: z.string().nullable(),
  cpf_length: z.number().int(),
  razao_social: z.string().nullable(),
  nome_fantasia: z.string().nullable(),
  /** Whether this supplier requires approval (tags support-budget or block-not-approved-user). */
  requer_aprovacao: z.boolean(),
  cadastro_aprovado: z.boolean(),
  cadastro_confirmado: z.boolean(),
  termosuso: z.boolean(),
  termosuso_versao: z.string().nullable(),
  /** False while prices are hidden from this customer (support-budget and not approved). */
  exibir_precos: z.boolean(),
  limite_credito_total: z.number(),
  limite_credito_disponivel: z.number(),
  caracteristicas: z.array(Caracteristica.extend({ valor: z.string().nullable() })),
});
export type ConfiguracoesCliente = z.infer<typeof ConfiguracoesCliente>;

/** Path of the characteristics lists: `{id}` is the supplier (UUID). */
export const CaracteristicasParams = z.object({ id: IdFornecedor });

/** Path of `GET /v2/app/{apptoken}/cliente/senha/recuperar/{idcliente}`. */
export const RecuperarSenhaParams = z.object({
  apptoken: texto(),
  login: texto()
    .max(254)
    .describe(
      '{idcliente}: the login typed in the modal (e-mail or CPF/CNPJ), or the numeric idcliente',
    ),
});
/** Query of the recovery: the supplier whose storefront the link opens. */
export const RecuperarSenhaQuery = z.object({ idfornecedor: IdFornecedor });
/** The recovery reply: the same whether the account exists or not. */
export const MensagemResposta = z.object({ mensagem: z.string() });

/** Body of the API-only reset confirmation. */
export const RedefinirSenhaBody = z.object({
  token: texto().min(20, ACCOUNTS_MSG.resetTokenInvalid).max(100, ACCOUNTS_MSG.resetTokenInvalid),
  novaSenha: Senha,
});

/** Query of `GET /v4/verificacao/enviar-verificacao`. */
export const EnviarVerificacaoQuery = z.object({
  canal: z.enum(['email', 'sms']),
  idcliente: IdNumerico,
  idfornecedor: IdFornecedor,
  fonte: texto().max(40).optional(),
});

/** Body of the API-only confirmation of a verification code. */
export const ConfirmarVerificacaoBody = z.object({
  idcliente: z.number().int().positive(),
  idfornecedor: IdFornecedor,
  codigo: texto().max(10, ACCOUNTS_MSG.verificationCodeWrong),
});
/** Confirmation reply. */
export const ConfirmarVerificacaoResposta = z.object({
  mensagem: z.string(),
  cadastro_confirmado: z.literal(true),
});

/** Path of the attendant's approval. */
export const AprovarClienteParams = z.object({ idcliente: IdNumerico });
/** Approval reply. */
export const AprovarClienteResposta = z.object({
  idcliente: z.number().int(),
  idfornecedor: z.string(),
  cadastro_aprovado: z.literal(true),
  aprovado_em: z.string(),
  mensagem: z.string(),
});

/** The accounts calls of the route table. */
export const accountsRoutes = {
  taxLookup: defineRoute({
    ...routePaths.accounts.taxLookup,
    auth: 'public',
    tags: ['Cadastro'],
    summary: 'Consulta de CNPJ/CPF na Receita Federal',
    description:
      'GET /v1/app/{sep}/usuario/dados-receita/{doc}. A CNPJ is looked up in the tax registry (BrasilAPI in ' +
      'production, an offline sandbox by default): 200 with the company when ATIVA; 422 "A empresa está com ' +
      'situação cadastral … na Receita Federal …" for BAIXADA/SUSPENSA/INAPTA/NULA; 404 for an unknown CNPJ; ' +
      '400 for an invalid document; 502 when the registry cannot answer. A CPF is only validated (no public ' +
      'CPF registry). Rate-limited per address and globally.',
    params: DadosReceitaParams,
    reply: DadosReceita,
  }),
  register: defineRoute({
    ...routePaths.accounts.register,
    auth: 'public',
    tags: ['Cadastro'],
    summary: 'Cadastro (sem sessão) ou atualização do cadastro (com sessão)',
    description:
      'POST /v1/app/{apptoken}{sep}{idcliente}/usuario. Without {sep}{idcliente} (or with 0): registers by CPF, ' +
      'CNPJ (checked in the tax registry: an inactive company is refused), foreign document or e-mail. An ' +
      "e-mail or document that already has an account (at any supplier) registers only with that account's " +
      'password; nothing of other suppliers is revealed. When the supplier requires approval the reply carries ' +
      'message_after_create and no tokens; otherwise token and jwttoken (logged in). With {sep}{idcliente} and ' +
      "the customer's Bearer session: updates name, phone, company names and characteristics ('Cadastro " +
      "atualizado'). 400 with the field and a pt-BR text; 409 for a taken identity; 429 when rate-limited.",
    params: CadastroParams,
    body: CadastroBody,
    reply: CadastroResposta,
  }),
  updateUser: defineRoute({
    ...routePaths.accounts.updateUser,
    auth: 'customer',
    tags: ['Cadastro'],
    summary: 'Alteração de e-mail e senha (senha atual obrigatória)',
    description:
      'PUT /v1/app/usuario/{idcliente} (Bearer) with dadosUsuario {email?, senha, novaSenha?}. The current ' +
      "password is required (401 'Senha atual incorreta', throttled like the login). A new password revokes " +
      'every other session of the customer.',
    params: AtualizarUsuarioParams,
    body: AtualizarUsuarioBody,
    reply: AtualizarUsuarioResposta,
  }),
  settings: defineRoute({
    ...routePaths.accounts.settings,
    auth: 'customer',
    tags: ['Cadastro'],
    summary: 'Configurações do cliente no fornecedor da sessão',
    description:
      'GET /v2/app/{apptoken}{sep}{idcliente}/get-configuracoes-cliente (Bearer): approval, confirmation, ' +
      'terms, price visibility, credit and the customer characteristics with their values.',
    params: ConfiguracoesClienteParams,
    reply: ConfiguracoesCliente,
  }),
  customerCharacteristics: defineRoute({
    ...routePaths.accounts.customerCharacteristics,
    auth: 'public',
    tags: ['Cadastro'],
    summary: 'Características de cliente do fornecedor',
    description:
      'GET /v4/caracteristica-cliente/todas/{idfornecedor}: asked at registration, in order.',
    params: CaracteristicasParams,
    reply: z.array(Caracteristica),
  }),
  orderCharacteristics: defineRoute({
    ...routePaths.accounts.orderCharacteristics,
    auth: 'public',
    tags: ['Cadastro'],
    summary: 'Características de pedido do fornecedor',
    description:
      'GET /v4/caracteristica-pedido/todas/{idfornecedor}: asked at checkout and sent in the order as ' +
      'caracteristicas [{id, valor}]; required ones are checked when the order is submitted.',
    params: CaracteristicasParams,
    reply: z.array(Caracteristica),
  }),
  recoverPassword: defineRoute({
    ...routePaths.accounts.recoverPassword,
    auth: 'public',
    tags: ['Cadastro'],
    summary: 'Recuperação de senha: envia um link por e-mail',
    description:
      'GET /v2/app/{apptoken}/cliente/senha/recuperar/{idcliente}?idfornecedor. {idcliente} carries the login ' +
      'typed in the modal (e-mail or CPF/CNPJ, mask allowed) or a numeric idcliente. When a customer ' +
      'registered at idfornecedor matches and has an e-mail, a single-use link valid for 30 minutes to ' +
      '/{slug}/redefinir-senha/{token} is e-mailed. The reply is the same whether or not an account exists ' +
      '(no enumeration). Rate-limited per address and globally.',
    params: RecuperarSenhaParams,
    query: RecuperarSenhaQuery,
    reply: MensagemResposta,
  }),
  resetPassword: defineRoute({
    ...routePaths.accounts.resetPassword,
    auth: 'public',
    tags: ['Cadastro'],
    summary: 'Redefinição de senha pelo link recebido (API)',
    description:
      'POST /v2/app/{apptoken}/cliente/senha/redefinir {token, novaSenha}: sets the password once per link and ' +
      'revokes every session. 400 for an invalid, used or expired link.',
    params: z.object({ apptoken: texto() }),
    body: RedefinirSenhaBody,
    reply: MensagemResposta,
  }),
  sendVerification: defineRoute({
    ...routePaths.accounts.sendVerification,
    auth: 'public',
    tags: ['Cadastro'],
    summary: 'Envia um código de verificação por e-mail ou SMS',
    description:
      'GET /v4/verificacao/enviar-verificacao?canal=email|sms&idcliente&idfornecedor&fonte: sends a 6-digit ' +
      'code valid for 15 minutes (5 attempts) to the contact on file. The reply is the same whether or not ' +
      'the customer exists. Rate-limited per address, per customer and globally.',
    query: EnviarVerificacaoQuery,
    reply: MensagemResposta,
  }),
  confirmVerification: defineRoute({
    ...routePaths.accounts.confirmVerification,
    auth: 'public',
    tags: ['Cadastro'],
    summary: 'Confirma o código de verificação (API)',
    description:
      'POST /v4/verificacao/confirmar {idcliente, idfornecedor, codigo}: marks the registration confirmed. ' +
      "400 'Código de verificação incorreto' (each wrong code counts; the 5th spends the code) or expired.",
    body: ConfirmarVerificacaoBody,
    reply: ConfirmarVerificacaoResposta,
  }),
  approve: defineRoute({
    ...routePaths.accounts.approve,
    auth: 'attendant',
    tags: ['Atendente'],
    summary: 'Aprova o cadastro de um cliente no fornecedor do atendente',
    description:
      "POST /v4/atendente/clientes/{idcliente}/aprovar (attendant's Bearer). Idempotent; 404 for a customer " +
      "not registered at the attendant's supplier.",
    params: AprovarClienteParams,
    reply: AprovarClienteResposta,
  }),
};
