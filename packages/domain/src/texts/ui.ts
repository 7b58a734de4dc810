/**
 * The storefront's shell and page texts: `UI_TEXT` of ui-messages.ts.
 * One export per text, read as `UI_TEXT.key` (ADR 0088): a bundle keeps only the texts it uses.
 */
import { formatInteger } from '../pt-br-number-text.ts';
export const skipToContent = 'Pular para o conteúdo';
export const home = 'Início';
export const breadcrumb = 'Trilha';
export const backToStore = 'Voltar à loja';
export const backToStart = 'Voltar ao início';
export const login = 'Entrar';
export const logout = 'Sair';
export const myOrders = 'Meus pedidos';
/** The account menu's other entries, also the titles of their pages (their modules read these). */
export const coupons = 'Cupons';
export const invoices = 'Faturas';
export const addresses = 'Endereços';
export const linkedUsers = 'Usuários vinculados';
/** The representative banner: 'Atendendo {cliente}'. */
export const servingCustomer = 'Atendendo';
/** The linked user's banner: 'Comprando por {cliente}'. */
export const actingFor = 'Comprando por';
export const switchCustomer = 'Trocar cliente';
export const greeting = (firstName: string) => `Olá, ${firstName}`;
export const categories = 'Categorias';
export const allProducts = 'Todos os produtos';
export const seeAllProducts = 'Ver todos os produtos';
export const scrollCategoriesBack = 'Ver categorias anteriores';
export const scrollCategoriesForward = 'Ver mais categorias';
export const footerLinks = 'Links do rodapé';
export const phone = (telefone: string) => `Telefone: ${telefone}`;
export const email = 'E-mail:';
export const cnpj = (numero: string) => `CNPJ: ${numero}`;
export const poweredBy = 'Loja online por Vitrine';
export const pageNotFound = 'Página não encontrada';
export const pageNotFoundDetail = 'O endereço acessado não existe.';
export const somethingWentWrong = 'Algo deu errado';
export const tryAgainSoon = 'Tente novamente em instantes.';
export const tooManyRequestsTitle = 'Muitas tentativas';
export const tooManyRequestsDetail =
  'Recebemos muitas tentativas em pouco tempo. Por segurança, aguarde um minuto e tente novamente.';
export const providerTitle = 'Vitrine — lojas online de fornecedores';
export const providerName = 'Vitrine';
export const providerTagline =
  'Lojas online de fornecedores, com pedidos, entrega ou retirada e pagamento por Pix.';
export const providerStores = 'Lojas';
export const providerNoStores = 'Nenhuma loja disponível no momento.';
export const highlights = 'Destaques';
export const bestSellers = 'Mais vendidos';
export const productCount = (n: number) => (n === 1 ? '1 produto' : `${formatInteger(n)} produtos`);
/** A search total that stopped counting at `n` (MAX_COUNTED_MATCHES). */
export const productCountAtLeast = (n: number) => `mais de ${formatInteger(n)} produtos`;
export const searchResultsFor = (q: string) => `Resultados para “${q}”`;
export const products = 'Produtos';
export const loadingProducts = 'Carregando produtos…';
export const noProductsFound = 'Nenhum produto encontrado';
export const productCode = (codigo: string) => `Código: ${codigo}`;
export const boughtTogether = 'Compre junto';
export const relatedProducts = 'Produtos relacionados';
export const loadingSuggestions = 'Carregando sugestões…';
export const productLoadFailed = 'Não foi possível carregar o produto';
export const seeOtherProducts = 'Confira outros produtos da loja.';
export const characters = (used: number, max: number) => `${used}/${max} caracteres`;
export const charactersLeft = (left: number) =>
  left === 1 ? 'Resta 1 caractere' : `Restam ${left} caracteres`;
