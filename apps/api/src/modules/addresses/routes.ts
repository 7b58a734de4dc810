import type { FastifyInstance } from 'fastify';
import {
  Endereco,
  EnderecoBody,
  EnderecoLista,
  EnderecoPutBody,
  EnderecosParams,
  ExcluirEnderecoParams,
  ExcluirEnderecoResposta,
} from '@vitrine/contract';
import { APP_MSG } from '@vitrine/domain';
import { NotFoundError } from '../../errors/app-errors.ts';
import { defineRoute, registerRoute } from '../../http/register-route.ts';
import { toAddressInput, toEndereco } from './address-mapper.ts';
import {
  createAddress,
  deleteAddress,
  listAddresses,
  updateAddress,
} from './addresses-repository.ts';

const TAGS = ['Endereços'];

const routes = {
  list: defineRoute({
    method: 'GET',
    path: '/v1/app/:apptoken/enderecos',
    params: EnderecosParams,
    reply: EnderecoLista,
    tags: TAGS,
    auth: 'customer',
    summary: 'Lista os endereços do cliente',
    description:
      'GET /v1/app/{apptoken}{sep}{idcliente}/enderecos — active addresses, primary first.',
  }),
  create: defineRoute({
    method: 'POST',
    path: '/v1/app/:apptoken/enderecos',
    params: EnderecosParams,
    body: EnderecoBody,
    reply: Endereco,
    tags: TAGS,
    auth: 'customer',
    summary: 'Cria um endereço do cliente',
    description:
      'POST /v1/app/{apptoken}{sep}{idcliente}/enderecos — cep with or without dash (stored as 8 digits), ' +
      'coords{lat,lng} optional. The first address, or one sent with primario=true, becomes the primary one. ' +
      "409 'Este endereço já está cadastrado.' for an address the customer already has (same CEP, street, number, complement).",
  }),
  update: defineRoute({
    method: 'POST',
    path: '/v1/app/:apptoken/enderecosput',
    params: EnderecosParams,
    body: EnderecoPutBody,
    reply: Endereco,
    tags: TAGS,
    auth: 'customer',
    summary: 'Atualiza um endereço do cliente',
    description:
      'POST /v1/app/{apptoken}{sep}{idcliente}/enderecosput — the full address with its idendereco. ' +
      "primario omitted keeps the current flag. 404 'Endereço não encontrado' for an address that is not the customer's; " +
      "409 when it would become the same as another of the customer's addresses.",
  }),
  remove: defineRoute({
    method: 'POST',
    path: '/v1/app/:apptoken/cliente/enderecos/:idendereco/excluir',
    params: ExcluirEnderecoParams,
    reply: ExcluirEnderecoResposta,
    tags: TAGS,
    auth: 'customer',
    summary: 'Exclui um endereço do cliente',
    description:
      'POST /v1/app/{apptoken}{sep}{idcliente}/cliente/enderecos/{idendereco}/excluir. Orders keep their own ' +
      "copy of the address. 404 'Endereço não encontrado' for an address that is not the customer's.",
  }),
};

/**
 * Customer addresses. Every route is under `/v1/app/{apptoken}{sep}{idcliente}` (spec §7
 * Addresses lists create/update/delete relative to that base), needs the customer's Bearer
 * token (checked by the request-context hook) and only ever touches that customer's addresses
 * (another customer's id → 404).
 * @see spec §3 Address, §5 cep rule, §7 Addresses, §8 (one address saved once)
 */
export default async function addressesRoutes(app: FastifyInstance): Promise<void> {
  registerRoute(app, routes.list, async (request) => {
    return (await listAddresses(app.db, request.customer.idcliente)).map(toEndereco);
  });

  registerRoute(app, routes.create, async (request) => {
    return toEndereco(
      await createAddress(app.db, request.customer.idcliente, toAddressInput(request.body)),
    );
  });

  registerRoute(app, routes.update, async (request) => {
    const row = await updateAddress(
      app.db,
      request.customer.idcliente,
      request.body.idendereco,
      toAddressInput(request.body),
    );
    if (!row) throw new NotFoundError(APP_MSG.addressNotFound);
    return toEndereco(row);
  });

  registerRoute(app, routes.remove, async (request) => {
    if (!(await deleteAddress(app.db, request.customer.idcliente, request.params.idendereco))) {
      throw new NotFoundError(APP_MSG.addressNotFound);
    }
    return { ok: true as const };
  });
}
