import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  Endereco, EnderecoBody, EnderecoLista, EnderecoPutBody, EnderecosParams, errorResponses, ExcluirEnderecoParams,
  ExcluirEnderecoResposta,
} from '@vitrine/contract';
import { APP_MSG } from '@vitrine/domain';
import { parseAppSegment } from '../../plugins/app-token.ts';
import { requireCustomer } from '../../plugins/auth.ts';
import { HttpError } from '../../plugins/http-error.ts';
import { toAddressInput, toEndereco } from './address-mapper.ts';
import { createAddress, deleteAddress, listAddresses, updateAddress } from './addresses-repository.ts';

const TAGS = ['Endereços'];
const security = [{ bearer: [] }];

/**
 * Customer addresses. Every route is under `/v1/app/{apptoken}{sep}{idcliente}` (spec §7
 * Addresses lists create/update/delete relative to that base), needs the customer's Bearer
 * token and only ever touches that customer's addresses (another customer's id → 404).
 * @see spec §3 Address, §5 cep rule, §7 Addresses
 */
export default async function addressesRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();

  /** The customer of the path segment, after checking the app token and the session. */
  async function customerOf(request: FastifyRequest, segment: string): Promise<number> {
    const { idcliente } = parseAppSegment(segment, app.config.APP_TOKEN);
    if (idcliente === null) throw new HttpError(400, APP_MSG.invalidRequest, 'idcliente');
    return (await requireCustomer(app.db, request, idcliente)).idcliente;
  }

  r.get('/v1/app/:apptoken/enderecos', {
    schema: {
      tags: TAGS,
      summary: 'Lista os endereços do cliente',
      description: 'GET /v1/app/{apptoken}{sep}{idcliente}/enderecos — active addresses, primary first.',
      security,
      params: EnderecosParams,
      response: { 200: EnderecoLista, ...errorResponses },
    },
  }, async (request) => {
    const idcliente = await customerOf(request, request.params.apptoken);
    return (await listAddresses(app.db, idcliente)).map(toEndereco);
  });

  r.post('/v1/app/:apptoken/enderecos', {
    schema: {
      tags: TAGS,
      summary: 'Cria um endereço do cliente',
      description:
        'POST /v1/app/{apptoken}{sep}{idcliente}/enderecos — cep with or without dash (stored as 8 digits), ' +
        "coords{lat,lng} optional. The first address, or one sent with primario=true, becomes the primary one.",
      security,
      params: EnderecosParams,
      body: EnderecoBody,
      response: { 200: Endereco, ...errorResponses },
    },
  }, async (request) => {
    const idcliente = await customerOf(request, request.params.apptoken);
    return toEndereco(await createAddress(app.db, idcliente, toAddressInput(request.body)));
  });

  r.post('/v1/app/:apptoken/enderecosput', {
    schema: {
      tags: TAGS,
      summary: 'Atualiza um endereço do cliente',
      description:
        'POST /v1/app/{apptoken}{sep}{idcliente}/enderecosput — the full address with its idendereco. ' +
        "primario omitted keeps the current flag. 404 'Endereço não encontrado' for an address that is not the customer's.",
      security,
      params: EnderecosParams,
      body: EnderecoPutBody,
      response: { 200: Endereco, ...errorResponses },
    },
  }, async (request) => {
    const idcliente = await customerOf(request, request.params.apptoken);
    const row = await updateAddress(app.db, idcliente, request.body.idendereco, toAddressInput(request.body));
    if (!row) throw new HttpError(404, APP_MSG.addressNotFound);
    return toEndereco(row);
  });

  r.post('/v1/app/:apptoken/cliente/enderecos/:idendereco/excluir', {
    schema: {
      tags: TAGS,
      summary: 'Exclui um endereço do cliente',
      description:
        'POST /v1/app/{apptoken}{sep}{idcliente}/cliente/enderecos/{idendereco}/excluir. Orders keep their own ' +
        "copy of the address. 404 'Endereço não encontrado' for an address that is not the customer's.",
      security,
      params: ExcluirEnderecoParams,
      response: { 200: ExcluirEnderecoResposta, ...errorResponses },
    },
  }, async (request) => {
    const idcliente = await customerOf(request, request.params.apptoken);
    if (!(await deleteAddress(app.db, idcliente, request.params.idendereco))) {
      throw new HttpError(404, APP_MSG.addressNotFound);
    }
    return { ok: true as const };
  });
}
