import type { Endereco, EnderecoBody, EnderecoFaturamento } from '@vitrine/contract';
import type { BillingAddressRow } from './billing-repository.ts';
import { DEFAULT_COUNTRY } from '@vitrine/domain';
import type { AddressInput, AddressRow } from './addresses-repository.ts';

/**
 * The one-line address the storefront shows: "Rua X, 123 - Bairro, Cidade/UF".
 * @see spec §3 Address textoendereco
 */
export function addressText(
  a: Pick<AddressRow, 'rua' | 'numero' | 'bairro' | 'cidade' | 'uf'>,
): string {
  return `${a.rua}, ${a.numero} - ${a.bairro}, ${a.cidade}/${a.uf}`;
}

/** An address row as the API returns it (spec §3 Address). */
export function toEndereco(row: AddressRow): Endereco {
  return {
    idendereco: row.idendereco,
    rua: row.rua,
    numero: row.numero,
    bairro: row.bairro,
    cidade: row.cidade,
    uf: row.uf,
    cep: row.cep,
    complemento: row.complemento,
    pais: row.pais,
    textoendereco: addressText(row),
    lat: row.lat,
    lng: row.lng,
    cod_erp: row.codErp,
    apelido: row.apelido,
    pontoref: row.pontoref,
    primario: row.primario,
  };
}

/**
 * A validated address body as repository input: `coords{lat,lng}` wins over `lat`/`lng`
 * (which only count as a pair); empty optional texts become null; pais defaults to 'Brasil';
 * `descricao` is the alias of `apelido`.
 */
export function toAddressInput(body: EnderecoBody): AddressInput {
  const coords =
    body.coords ?? (body.lat != null && body.lng != null ? { lat: body.lat, lng: body.lng } : null);
  return {
    rua: body.rua,
    numero: body.numero,
    bairro: body.bairro,
    cidade: body.cidade,
    uf: body.uf,
    cep: body.cep,
    complemento: body.complemento || null,
    pais: body.pais || DEFAULT_COUNTRY,
    apelido: body.apelido || body.descricao || null,
    pontoref: body.pontoref || null,
    lat: coords?.lat ?? null,
    lng: coords?.lng ?? null,
    primario: body.primario,
  };
}

/**
 * The billing address reply: the customer's saved billing address when there is one, else the
 * delivery address `from` as a billing address (descricao = its nickname, or its one-line text).
 * @see spec §3 Address "the billing address has the same fields plus descricao"
 */
export function toEnderecoFaturamento(
  saved: BillingAddressRow | null,
  from: AddressRow,
): EnderecoFaturamento {
  const source = saved ?? from;
  return {
    descricao: saved ? saved.descricao : (from.apelido ?? addressText(from)),
    rua: source.rua,
    numero: source.numero,
    bairro: source.bairro,
    cidade: source.cidade,
    uf: source.uf,
    cep: source.cep,
    complemento: source.complemento,
    pais: source.pais,
    salvo: saved !== null,
  };
}
