import type { Endereco, EnderecoBodyInput } from '@vitrine/contract';
import { formatCep } from '@vitrine/domain/address-book';

/** What the address form edits: the create/update body, with texts for every field. */
export type AddressFormValues = EnderecoBodyInput & {
  rua: string;
  numero: string;
  bairro: string;
  cidade: string;
  uf: string;
  cep: string;
};

/** The empty form of a new address. */
export const EMPTY_ADDRESS: AddressFormValues = {
  rua: '',
  numero: '',
  complemento: '',
  bairro: '',
  cidade: '',
  uf: '',
  cep: '',
  apelido: '',
  pontoref: '',
  coords: null,
};

/** The form's values for an existing address (CEP masked, coordinates as coords). */
export function addressFormValues(endereco: Endereco): AddressFormValues {
  return {
    rua: endereco.rua,
    numero: endereco.numero,
    complemento: endereco.complemento ?? '',
    bairro: endereco.bairro,
    cidade: endereco.cidade,
    uf: endereco.uf,
    cep: formatCep(endereco.cep),
    apelido: endereco.apelido ?? '',
    pontoref: endereco.pontoref ?? '',
    coords:
      endereco.lat !== null && endereco.lng !== null
        ? { lat: endereco.lat, lng: endereco.lng }
        : null,
  };
}

/** Fields a CEP lookup fills: only those it knows (a city-wide CEP leaves the street alone). */
export function fieldsFromCep(found: {
  rua: string;
  bairro: string;
  cidade: string;
  uf: string;
}): Partial<Pick<AddressFormValues, 'rua' | 'bairro' | 'cidade' | 'uf'>> {
  const out: Partial<Pick<AddressFormValues, 'rua' | 'bairro' | 'cidade' | 'uf'>> = {};
  if (found.rua) out.rua = found.rua;
  if (found.bairro) out.bairro = found.bairro;
  if (found.cidade) out.cidade = found.cidade;
  if (found.uf) out.uf = found.uf;
  return out;
}

/** The geocoder's query for the form's current address, or null until city and UF are known. */
export function geocodeQuery(
  v: Pick<AddressFormValues, 'rua' | 'numero' | 'bairro' | 'cidade' | 'uf' | 'cep'>,
): Record<string, string> | null {
  if (!v.cidade.trim() || !/^[A-Za-z]{2}$/.test(v.uf.trim())) return null;
  const query: Record<string, string> = { cidade: v.cidade.trim(), uf: v.uf.trim() };
  for (const key of ['rua', 'numero', 'bairro'] as const) {
    if (v[key].trim()) query[key] = v[key].trim();
  }
  const cep = v.cep.replace(/\D/g, '');
  if (cep.length === 8) query.cep = cep;
  return query;
}
