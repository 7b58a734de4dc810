/**
 * Errors and confirmations of the address book, the CEP lookup and the geocoder: `ADDRESS_MSG` of
 * address-messages.ts. One export per text, read as `ADDRESS_MSG.key` (ADR 0088): a bundle keeps
 * only the texts it uses.
 */
export const cepNotFound = 'CEP não encontrado';
export const cepServiceUnavailable =
  'Serviço de CEP indisponível. Preencha o endereço manualmente.';
export const geocodeNotFound = 'Endereço não localizado no mapa';
export const geocoderUnavailable = 'Serviço de mapa indisponível';
export const mapUnavailable =
  'Não foi possível carregar o mapa. Você pode salvar o endereço mesmo assim.';
export const singleAddressOnly =
  'Este fornecedor permite um único endereço por cliente. Edite o endereço já cadastrado.';
export const saved = 'Endereço salvo';
export const deleted = 'Endereço excluído';
export const primarySet = 'Endereço principal atualizado';
export const updateFailed = 'Não foi possível atualizar o endereço';
export const createFailed = 'Não foi possível salvar o endereço';
export const deleteFailed = 'Não foi possível excluir o endereço';
export const loadFailed = 'Não foi possível carregar seus endereços';
