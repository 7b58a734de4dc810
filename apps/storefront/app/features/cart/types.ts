/**
 * The cart's view of the API shapes (docs/team-notes.md "Agreed API shapes", spec §3 Cart,
 * Cart product). Structural on purpose: a catalog `Produto` from packages/contract fits
 * `CartProduct`, so the catalog can hand its products to `AddToCart` as they are.
 * Money here is reais and quantities are decimal numbers — the JSON edge; the cart store
 * converts them to centavos / milli-units at once (ARCHITECTURE.md §3).
 */

/** The product fields the cart needs: identity, display, quantity rules and price inputs. */
export interface CartProduct {
  id: number;
  nome: string;
  unidade: string;
  imagem?: string | null;
  marca?: string | null;
  /** Regular unit price, reais. */
  preco: number;
  /** Attendant's price, reais (spec §3 Cart product precoatendente). */
  precoatendente?: number | null;
  precovendaatacado?: number | null;
  /** Quantity of base units from which the wholesale price applies. */
  minvendaatacado?: number | null;
  multiploincremento?: number | null;
  /** Step of a quantity change (0.25 for a kg product sold in 250 g steps). */
  granularidade?: number | null;
  min_por_pedido?: number | null;
  maxporpedido?: number | null;
  /** Gift-packaging price per unit, reais; null when the product cannot be gift-wrapped. */
  preco_embalagem?: number | null;
  efeitospoliticas?: {
    /** Quantity threshold (as a decimal string) → unit price in reais. */
    descontoProgressivo?: Record<string, number> | null;
  } | null;
}

/** A cart line as the server prices it (`ProdutoCarrinho`): product fields plus the pricing. */
export interface ProdutoCarrinho extends CartProduct {
  quantidade: number;
  precoUnitario: number;
  regraPreco: string;
  usaAtacado?: boolean;
  embalarParaPresente: boolean;
  totalEmbalagem: number;
  total: number;
}

/** The server's cart (`POST|GET …/usuario/{idcliente}/cart`). */
export interface Carrinho {
  idfornecedor: string;
  produtosSelecionados: ProdutoCarrinho[];
  produtosParaPresente?: number[];
  totalCompras: number;
  totalEmbalagens?: number;
  taxaEntrega: number;
  total: number;
  observacao?: string | null;
  numPedidoCliente?: string | null;
  codigoCupom?: string | null;
  bloqueio_atendimento?: boolean;
  /** A warning from the server (e.g. a quantity it corrected); shown as a toast. */
  mensagem?: string;
}

/** Body of the cart save: the whole cart replaces the server's. */
export interface CartSaveBody {
  cartItens: { id: number; quantidade: number; embalarParaPresente?: boolean }[];
  observacao?: string;
  numPedidoCliente?: string;
}
