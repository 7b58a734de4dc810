import { UI_TEXT } from '../ui-messages.ts';

/**
 * Labels of the address book page, its panels and the billing-address fields: `ADDRESS_TEXT` of
 * address-messages.ts. One export per text, read as `ADDRESS_TEXT.key` (ADR 0088): a bundle keeps
 * only the texts it uses. `delete` is a reserved word, so it is exported under that name from a
 * local constant.
 */
export const pageTitle = 'Meus endereços';
export const menu = UI_TEXT.addresses;
export const listTitle = 'Seus endereços';
export const listDescription = 'Escolha, edite ou cadastre endereços de entrega.';
export const loginToSee = 'Entre na sua conta para ver seus endereços.';
export const empty = 'Você ainda não tem endereços cadastrados.';
export const newAddress = 'Novo endereço';
export const newAddressDescription =
  'Digite o CEP para preencher o endereço e confira o marcador no mapa.';
export const editAddress = 'Editar endereço';
export const edit = 'Editar';
const deleteLabel = 'Excluir';
export { deleteLabel as delete };
export const confirmDeleteTitle = 'Excluir endereço?';
export const confirmDelete = (texto: string) => `O endereço "${texto}" será removido da sua conta.`;
export const confirmDeleteAction = 'Sim, excluir';
export const keep = 'Manter';
export const setPrimary = 'Tornar principal';
export const primary = 'Principal';
export const choose = 'Usar este endereço';
export const chosen = 'Selecionado';
export const close = 'Fechar';
export const save = 'Salvar endereço';
export const saving = 'Salvando…';
export const cancel = 'Cancelar';
export const searchingCep = 'Buscando CEP…';
export const mapTitle = 'Localização no mapa';
export const mapHint = 'Arraste o marcador para ajustar a localização exata.';
export const mapLoading = 'Carregando mapa…';
export const mapLocating = 'Localizando endereço…';
export const mapEmpty = 'Digite o CEP e o número para ver o endereço no mapa.';
export const mapAttributionLabel = 'Mapa';
export const singleAddressHint =
  'Este fornecedor usa um único endereço por cliente: edite o seu endereço.';
export const erpCode = (codigo: string) => `Código ERP ${codigo}`;
export const billingTitle = 'Endereço de faturamento';
export const billingDescription =
  'Usado na nota fiscal. Preenchido a partir do endereço de entrega.';
export const descricaoField = 'Descrição';
export const countryField = 'País';
export const openList = 'Trocar endereço';
