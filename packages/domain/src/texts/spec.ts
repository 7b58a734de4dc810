/**
 * The spec's verbatim texts (spec §5, §6, §8, §9), with its own spelling slips: `MSG` of messages.ts.
 * One export per text, read as `MSG.key` (ADR 0088): a bundle keeps only the texts it uses.
 */
// Cart and order (§5, §8)
export const emptyCart = 'O carrinho está vazio. Experimente adicionar alguns produtos';
export const duplicateOrder = 'Um pedido idêntico foi feito há poucos segundos.';
export const orderSubmitError = 'Erro ao submeter seu pedido.';
export const cartSaveFailed = 'Não foi possivel salvar o carrinho';
export const cartLoadNoProducts = 'Não foi possível carregar nenhum produto para o carrinho.';
export const repeatOrderFailed = 'Não foi possível carregar os produtos do pedido';
export const repeatOrderLoaded = 'Os produtos do pedido foram carregados no seu carrinho';

// Coupon (§5, §8)
export const couponVerifyFailed = 'Não foi possível verificar seu cupom';
export const automaticCouponIsBetter =
  'Não foi possível trocar o seu cupom de desconto, pois já existe um cupom automático aplicado que oferece um benefício superior.';

// Delivery and address (§8)
export const noDeliveryMethodFound =
  'Nenhuma forma de entrega foi encontrada para esse endereço, itens ou valor de pedido.';
export const supplierDoesNotServeAddress = 'O fornecedor não atende no endereço informado';
export const addressNotServedYourAddress = 'Infelizmente ainda não atendemos o seu endereço';
export const addressNotServed = 'Infelizmente ainda não atendemos este endereço';
export const noSuppliersForAddress = 'Não foi possivel encontrar fornecedores para este endereço';
export const serviceAreaLookupFailed = 'Falha ao consultar área de atendimento do fornecedor';
export const otherSuppliersLookupFailed = 'Falha ao consultar outros fornecedores';
export const deliverySlotsLookupFailed = 'Falha ao consultar agendamentos';

// Payment (§8)
export const paymentConfirmationFailed = 'Falha ao realizar confirmação de pagamento.';

// Roles (§6)
export const loginToBuy = 'Faça login para comprar';
export const chooseCustomer = 'Escolha o cliente';
export const orderIssuedBy = 'Pedido emitido por';
export const registrationUnderReview = 'Cadastro em análise';

// Login and users (§5, §8)
export const invalidCandidateLookup = 'Email ou CPF Invalido';
export const apiKeyLoginFailed = 'Erro ao obter cliente!';
export const registerUserFailed = 'Erro ao tentar cadastrar usuário';
export const updateUserFailed = 'Erro tentando atualizado usuário. Tente novamente mais tarde';
export const authenticationError = 'Erro tentando autenticar. Verifique suas credenciais';
export const authenticationFailed =
  'Não foi possível autenticar seu usuário. Verifique suas credenciais e tente novamente.';
export const invalidCredentials = 'Usuário inexistente ou credenciais inválidas';
export const registrationAwaitingApproval = 'Seu cadastro já foi confirmado e aguarda aprovação';
export const loginFailedTryLater = 'Erro ao tentar fazer login. Tente novamente em alguns minutos';
export const passwordResetFailed = 'Falha ao solicitar redefinição de senha';
export const sessionExpired = 'Sessão expirada, efetue login novamente';
export const tokenLoginFailed = 'Falha ao logar usuário vai token';

// Success (§8)
export const profileUpdated = 'Cadastro atualizado';
export const registrationCreatedAwaitingApproval =
  'Seu cadastro foi criado com sucesso e aguarda aprovação. Em breve entraremos em contato.';

// Static pages (§8)
export const staticPageError = 'Não foi possível exibir está página!';
export const staticPageNeedsReview =
  'Aparentemente as alterações recentes do conteúdo precisam ser revisadas!';

// Defaults (§3, §9)
export const defaultPageDescription = 'Confira nossas ofertas!';
export const defaultStoreName = 'Loja do Fornecedor';
