/**
 * pt-BR texts of the storefront's shell and pages (layout, header, footer, account menu, error
 * pages, provider home, product pages). The spec's own texts stay in `messages.ts`.
 */
export const UI_TEXT = {
  skipToContent: 'Pular para o conteúdo',
  home: 'Início',
  breadcrumb: 'Trilha',
  backToStore: 'Voltar à loja',
  backToStart: 'Voltar ao início',
  login: 'Entrar',
  logout: 'Sair',
  myOrders: 'Meus pedidos',
  /** The account menu's other entries, also the titles of their pages (their modules read these). */
  coupons: 'Cupons',
  invoices: 'Faturas',
  addresses: 'Endereços',
  linkedUsers: 'Usuários vinculados',
  /** The representative banner: 'Atendendo {cliente}'. */
  servingCustomer: 'Atendendo',
  /** The linked user's banner: 'Comprando por {cliente}'. */
  actingFor: 'Comprando por',
  switchCustomer: 'Trocar cliente',
  greeting: (firstName: string) => `Olá, ${firstName}`,
  categories: 'Categorias',
  allProducts: 'Todos os produtos',
  seeAllProducts: 'Ver todos os produtos',
  scrollCategoriesBack: 'Ver categorias anteriores',
  scrollCategoriesForward: 'Ver mais categorias',
  footerLinks: 'Links do rodapé',
  phone: (telefone: string) => `Telefone: ${telefone}`,
  email: 'E-mail:',
  cnpj: (cnpj: string) => `CNPJ: ${cnpj}`,
  poweredBy: 'Loja online por Vitrine',
  pageNotFound: 'Página não encontrada',
  pageNotFoundDetail: 'O endereço acessado não existe.',
  somethingWentWrong: 'Algo deu errado',
  tryAgainSoon: 'Tente novamente em instantes.',
  tooManyRequestsTitle: 'Muitas tentativas',
  tooManyRequestsDetail:
    'Recebemos muitas tentativas em pouco tempo. Por segurança, aguarde um minuto e tente novamente.',
  providerTitle: 'Vitrine — lojas online de fornecedores',
  providerName: 'Vitrine',
  providerTagline:
    'Lojas online de fornecedores, com pedidos, entrega ou retirada e pagamento por Pix.',
  providerStores: 'Lojas',
  providerNoStores: 'Nenhuma loja disponível no momento.',
  highlights: 'Destaques',
  bestSellers: 'Mais vendidos',
  productCount: (n: number) => (n === 1 ? '1 produto' : `${n.toLocaleString('pt-BR')} produtos`),
  /** A search total that stopped counting at `n` (MAX_COUNTED_MATCHES). */
  productCountAtLeast: (n: number) => `mais de ${n.toLocaleString('pt-BR')} produtos`,
  searchResultsFor: (q: string) => `Resultados para “${q}”`,
  products: 'Produtos',
  loadingProducts: 'Carregando produtos…',
  noProductsFound: 'Nenhum produto encontrado',
  productCode: (codigo: string) => `Código: ${codigo}`,
  boughtTogether: 'Compre junto',
  relatedProducts: 'Produtos relacionados',
  loadingSuggestions: 'Carregando sugestões…',
  productLoadFailed: 'Não foi possível carregar o produto',
  seeOtherProducts: 'Confira outros produtos da loja.',
  characters: (used: number, max: number) => `${used}/${max} caracteres`,
  charactersLeft: (left: number) =>
    left === 1 ? 'Resta 1 caractere' : `Restam ${left} caracteres`,
} as const;
