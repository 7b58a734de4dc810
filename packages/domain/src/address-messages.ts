import { UI_TEXT } from './ui-messages.ts';

/**
 * pt-BR texts of the address book, the CEP lookup and the map (spec §3 Address, §5 cep rule,
 * §7 Addresses, §8 Delivery and address). Field labels shared with the checkout stay in
 * `CHECKOUT_TEXT`.
 */

/** Errors and confirmations of the address book, the CEP lookup and the geocoder. */
export const ADDRESS_MSG = {
  cepNotFound: 'CEP não encontrado',
  cepServiceUnavailable: 'Serviço de CEP indisponível. Preencha o endereço manualmente.',
  geocodeNotFound: 'Endereço não localizado no mapa',
  geocoderUnavailable: 'Serviço de mapa indisponível',
  mapUnavailable: 'Não foi possível carregar o mapa. Você pode salvar o endereço mesmo assim.',
  singleAddressOnly:
    'Este fornecedor permite um único endereço por cliente. Edite o endereço já cadastrado.',
  saved: 'Endereço salvo',
  deleted: 'Endereço excluído',
  primarySet: 'Endereço principal atualizado',
  updateFailed: 'Não foi possível atualizar o endereço',
  createFailed: 'Não foi possível salvar o endereço',
  deleteFailed: 'Não foi possível excluir o endereço',
  loadFailed: 'Não foi possível carregar seus endereços',
} as const;

/** Labels of the address book page, its panels and the billing-address fields. */
export const ADDRESS_TEXT = {
  pageTitle: 'Meus endereços',
  menu: UI_TEXT.addresses,
  listTitle: 'Seus endereços',
  listDescription: 'Escolha, edite ou cadastre endereços de entrega.',
  loginToSee: 'Entre na sua conta para ver seus endereços.',
  empty: 'Você ainda não tem endereços cadastrados.',
  newAddress: 'Novo endereço',
  newAddressDescription: 'Digite o CEP para preencher o endereço e confira o marcador no mapa.',
  editAddress: 'Editar endereço',
  edit: 'Editar',
  delete: 'Excluir',
  confirmDeleteTitle: 'Excluir endereço?',
  confirmDelete: (texto: string) => `O endereço "${texto}" será removido da sua conta.`,
  confirmDeleteAction: 'Sim, excluir',
  keep: 'Manter',
  setPrimary: 'Tornar principal',
  primary: 'Principal',
  choose: 'Usar este endereço',
  chosen: 'Selecionado',
  close: 'Fechar',
  save: 'Salvar endereço',
  saving: 'Salvando…',
  cancel: 'Cancelar',
  searchingCep: 'Buscando CEP…',
  mapTitle: 'Localização no mapa',
  mapHint: 'Arraste o marcador para ajustar a localização exata.',
  mapLoading: 'Carregando mapa…',
  mapLocating: 'Localizando endereço…',
  mapEmpty: 'Digite o CEP e o número para ver o endereço no mapa.',
  mapAttributionLabel: 'Mapa',
  singleAddressHint: 'Este fornecedor usa um único endereço por cliente: edite o seu endereço.',
  erpCode: (codigo: string) => `Código ERP ${codigo}`,
  billingTitle: 'Endereço de faturamento',
  billingDescription: 'Usado na nota fiscal. Preenchido a partir do endereço de entrega.',
  descricaoField: 'Descrição',
  countryField: 'País',
  openList: 'Trocar endereço',
} as const;
