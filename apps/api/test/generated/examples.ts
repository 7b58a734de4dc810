import { DEMO_CUSTOMERS, DEMO_PASSWORD } from '../../src/db/seed/demo-ids.ts';
import type { TestApp } from '../test-app.ts';
import { DEMO_ATTENDANT_PASSWORD, DEMO_ATTENDANTS } from '../../src/db/seed/attendants-seed.ts';
import {
  createCast,
  demoLinkedUserId,
  demoRows,
  newAttendantSession,
  newLinkedSession,
  newRepresentativeSession,
  newSession,
  SERRA,
  type Cast,
} from './actors.ts';
import { idOf } from '../roles.ts';
import {
  DEMO_API_KEYS,
  DEMO_REPRESENTATIVE_PASSWORD,
  DEMO_REPRESENTATIVES,
  DEMO_ROLE_CUSTOMERS,
} from '../../src/db/seed/roles-seed.ts';
import type { RequestParts } from './schema-walk.ts';
import {
  characteristicId,
  resetTokenFixture,
  verificationCodeFixture,
} from '../accounts-fixtures.ts';

/** A request a route accepts, and whose session goes with it. */
export interface Example {
  parts: RequestParts;
  /**
   * 'owner': the owner's session; 'fresh': a new session of the owner for each request (the
   * request may end it); 'none': no Authorization header; 'attendant': the session of the
   * attendant of the owner's supplier; 'attendant-fresh': a new one of that attendant for each
   * request (the request may end it); 'linked-fresh': a new session of serra-verde's demo linked
   * user acting for the owner; 'representative': a new session of serra-verde's representative.
   */
  session:
    | 'owner'
    | 'fresh'
    | 'none'
    | 'attendant'
    | 'attendant-fresh'
    | 'linked-fresh'
    | 'representative';
}

const representativeSessions = new WeakMap<TestApp, ReturnType<typeof newRepresentativeSession>>();

/**
 * The Authorization header an example's session stands for; 'fresh' and 'attendant-fresh' open
 * a new session (a write of its own: take a database fingerprint after this).
 */
export async function sessionHeaders(
  t: TestApp,
  cast: Cast,
  session: Example['session'],
): Promise<Record<string, string>> {
  switch (session) {
    case 'none':
      return {};
    case 'owner':
      return cast.owner.headers;
    case 'fresh':
      return (await newSession(t, cast.owner.idcliente, cast.owner.idfornecedor)).headers;
    case 'attendant':
      return cast.attendant.headers;
    case 'attendant-fresh':
      return (await newAttendantSession(t, cast.attendant.idfornecedor)).headers;
    case 'linked-fresh':
      return (await newLinkedSession(t, cast.owner.idcliente)).headers;
    case 'representative': {
      // One session per app, so that sending an example writes nothing.
      let session = representativeSessions.get(t);
      if (!session) {
        session = newRepresentativeSession(t, SERRA);
        representativeSessions.set(t, session);
      }
      return (await session).headers;
    }
  }
}

/**
 * One accepted request per route of the route table, for the owner of the demo data (Ana at
 * serra-verde): the seeds the fuzz mutates and the text suite poisons field by field. A route
 * without an example fails both suites.
 */
export async function createExamples(
  t: TestApp,
): Promise<{ cast: Cast; examples: Record<string, Example> }> {
  const cast = await createCast(t);
  const rows = await demoRows(t, cast.owner);
  const id = cast.owner.idcliente;
  const seg = `vitrine-web~${id}`;
  const address = {
    rua: rows.endereco.rua,
    numero: rows.endereco.numero,
    bairro: rows.endereco.bairro,
    cidade: rows.endereco.cidade,
    uf: rows.endereco.uf,
    cep: rows.endereco.cep,
    complemento: 'Apto 1',
    pais: 'Brasil',
    apelido: 'Casa',
    pontoref: 'Perto da praça',
  };
  const order = {
    itens: [{ id: rows.idproduto, quantidade: 1, embalarParaPresente: false }],
    idfornecedor: SERRA,
    anotacoes: 'Entregar na portaria',
    numPedidoCliente: 'PC-1',
    tipoEntrega: 'DELIVERY',
    enderecoentrega: { idendereco: rows.endereco.idendereco },
    enderecofaturamento: { ...address, descricao: 'Matriz' },
    formaPagamento: { idformapagto: rows.boleto },
    canalVenda: 'WEB',
  };
  const owner = (parts: Partial<RequestParts>): Example => ({
    parts: { params: {}, query: {}, ...parts },
    session: 'owner',
  });
  const open = (parts: Partial<RequestParts>): Example => ({
    ...owner(parts),
    session: 'none',
  });
  const attendant = (parts: Partial<RequestParts>): Example => ({
    ...owner(parts),
    session: 'attendant',
  });
  const negotiation = { idfornecedor: SERRA, idcliente: id };
  const ramoSerra = await characteristicId(t, SERRA, 'Ramo de atividade');
  const resetToken = await resetTokenFixture(t, SERRA);
  const codigo = await verificationCodeFixture(t, id, SERRA);
  const mercearia = await idOf(t, DEMO_ROLE_CUSTOMERS.mercearia.cpf);
  const representative = await newRepresentativeSession(t, SERRA);
  representativeSessions.set(t, Promise.resolve(representative));
  const app = { apptoken: 'vitrine-web' };
  const examples: Record<string, Example> = {
    'users.candidate': open({
      params: { apptoken: 'vitrine-web', login: DEMO_CUSTOMERS.ana.login },
      query: { idfornecedor: SERRA },
    }),
    'users.login': open({
      params: { apptoken: 'vitrine-web' },
      body: { cpf: DEMO_CUSTOMERS.ana.login, senha: DEMO_PASSWORD, idfornecedor: SERRA },
    }),
    'users.logout': { ...owner({ params: { apptoken: seg } }), session: 'fresh' },
    'users.session': owner({
      params: { apptoken: seg },
      query: { email: DEMO_CUSTOMERS.ana.email, idcadastroextracliente: '1' },
    }),
    'addresses.list': owner({ params: { apptoken: seg } }),
    'addresses.create': owner({ params: { apptoken: seg }, body: { ...address, numero: '321' } }),
    'addresses.update': owner({
      params: { apptoken: seg },
      body: { ...address, idendereco: rows.endereco.idendereco },
    }),
    'addresses.remove': owner({
      params: { apptoken: seg, idendereco: rows.endereco.idendereco + 1000 },
    }),
    'addresses.billing': owner({
      params: { apptoken: seg, idendereco: rows.endereco.idendereco },
    }),
    'addresses.cep': open({ params: { cep: '01310-100' } }),
    'addresses.geocode': open({
      query: {
        rua: 'Avenida Paulista',
        numero: '1000',
        bairro: 'Bela Vista',
        cidade: 'São Paulo',
        uf: 'SP',
        cep: '01310100',
      },
    }),
    'delivery.forms': owner({
      params: { apptoken: seg, idfornecedor: SERRA },
      // Pickup: offered whatever the stored cart holds (delivery forms have minimums).
      query: { idendereco: String(rows.endereco.idendereco), tipoEntrega: 'RETIRADA' },
    }),
    'delivery.quote': open({
      params: { idfornecedor: SERRA, cep: rows.endereco.cep },
      query: { tipoEntrega: 'DELIVERY', lat: '-23.5558', lng: '-46.6896' },
      body: { produtos: [{ id: rows.idproduto, quantidade: 6, embalarParaPresente: false }] },
    }),
    'suppliers.find': owner({
      params: { apptoken: seg },
      query: { idfornecedor: 'serra-verde', dominio: 'loja.exemplo.com.br', device: 'web' },
    }),
    'suppliers.serviceArea': open({
      params: { apptoken: 'vitrine-web' },
      query: { idfornecedor: 'serra-verde' },
    }),
    'suppliers.theme': open({ params: { id: 'serra-verde' } }),
    'suppliers.footer': open({ params: { id: SERRA } }),
    'suppliers.paymentMethods': open({
      params: { apptoken: 'vitrine-web', id: 'serra-verde' },
      query: { idcliente: String(id) },
    }),
    'catalog.categories': open({
      params: { apptoken: 'vitrine-web', idfornecedor: SERRA },
      query: { idsegmento: '1', device: 'web' },
    }),
    'catalog.products': open({
      params: { apptoken: 'vitrine-web', idfornecedor: SERRA },
      query: { sk: 'café', page: '1', limit: '5', ordenacao: 'MENOR_PRECO', fornec: 'x' },
    }),
    'catalog.product': open({
      params: { apptoken: 'vitrine-web', idfornecedor: SERRA, idproduto: rows.idproduto },
      query: { quantidade: '2', disableSimilares: 'true', idformapagamento: '1' },
    }),
    'catalog.suggestions': open({ query: { idfornecedor: SERRA, query: 'café', idcliente: '1' } }),
    'cart.get': owner({
      params: { apptoken: seg, idcliente: id },
      query: { idfornecedor: SERRA, tipoentrega: 'DELIVERY', idtipoassinatura: '1' },
    }),
    'cart.save': owner({
      params: { apptoken: seg, idcliente: id },
      query: { idfornecedor: SERRA },
      body: {
        cartItens: [{ id: rows.idproduto, quantidade: 2, embalarParaPresente: false }],
        observacao: 'Portaria\nbloco B',
        numPedidoCliente: 'PC-7',
      },
    }),
    'orders.duplicateCheck': owner({
      params: { apptoken: 'vitrine-web', idcliente: id },
      body: order,
    }),
    'orders.submit': owner({ params: { apptoken: 'vitrine-web', idcliente: id }, body: order }),
    'cart.unlock': owner({
      params: { apptoken: seg, idcliente: id },
      query: { idfornecedor: SERRA },
    }),
    'coupons.validate': owner({
      params: { idfornecedor: SERRA, idcliente: id, codigo: 'SERRA10' },
      query: { canalVenda: 'WEB', codigocupomautomatico: 'SERRA5' },
    }),
    'coupons.list': owner({
      params: { idcliente: id },
      query: { onlyLast: 'false', available: 'true' },
    }),
    'coupons.referral': owner({ params: { idcliente: id } }),
    'orders.list': owner({
      params: { idcliente: id },
      query: {
        idusuariovinculado: '1',
        status: 'ENTREGUE',
        de: '2026-01-01',
        ate: '2026-12-31',
        canal: 'WEB_COMMERCE',
        pagina: '1',
        porPagina: '20',
      },
    }),
    'orders.detail': owner({ params: { numpedido: 1 } }),
    'payments.pixReceipt': owner({ params: { numorder: 1, idclient: id } }),
    'orders.cancel': owner({ params: { numpedido: 1 } }),
    'orders.acceptQuote': owner({ params: { numpedido: 1 } }),
    'orders.rate': owner({
      params: { idcliente: id, numpedido: 1 },
      body: { estrelas: 5, comentario: 'Entrega rápida\nobrigada' },
    }),
    'orders.export': owner({
      params: { id },
      body: {
        formato: 'csv',
        status: 'ENTREGUE',
        de: '2026-01-01',
        ate: '2026-12-31',
        canal: 'TODOS',
      },
    }),
    'fiscal.danfe': owner({ params: { numpedido: 1, idfornecedor: SERRA } }),
    'fiscal.xml': owner({ params: { numpedido: 1 } }),
    'paymentMethods.change': owner({
      params: { idfornecedor: SERRA, numpedido: 1 },
      query: { idfornecedor: SERRA },
      body: { idformapagto: rows.pix, quantParcelas: 1 },
    }),
    'terms.file': open({ params: { idfornecedor: SERRA, versaoArquivo: '1' } }),
    'terms.accept': owner({
      params: { idcliente: id, idfornecedor: SERRA },
      body: { versaoArquivo: 1 },
    }),
    'terms.access': owner({ params: { idcliente: id, idfornecedor: SERRA } }),
    'invoices.list': owner({
      params: { apptoken: seg, idfornecedor: SERRA, idcliente: id },
      query: { completeInfo: 'true' },
    }),
    'payments.paymentState': owner({ params: { numpedido: 1 } }),
    'payments.clearPaymentError': owner({ params: { numpedido: 1 } }),
    'payments.boletoPdf': owner({ params: { numpedido: 1 } }),
    'payments.gatewayToken': owner({ query: { idsupplier: SERRA, idformapagamento: '1' } }),
    'payments.confirmPayment': owner({
      params: { numpedido: 1 },
      body: {
        idclient: id,
        sessionId: 'sessao-1',
        captchaToken: 'captcha',
        externalAuthentication: '3ds',
        isPagbank: false,
        creditcard: {
          token: 'sbx_tok_inexistente',
          mask: '**** **** **** 1111',
          brand: 'visa',
          name: 'ANA SOUZA',
          expiry: '12/31',
          salvarCartao: false,
          quantParcelas: 1,
          faturamento_rua: 'Rua Harmonia',
          faturamento_numero: '123',
          faturamento_complemento: 'Apto 1',
          faturamento_bairro: 'Vila Madalena',
          faturamento_cep: '05435-000',
          faturamento_cidade: 'São Paulo',
          faturamento_estado: 'SP',
          faturamento_pais: 'Brasil',
        },
      },
    }),
    'payments.savedCards': owner({
      params: { idclient: id },
      query: { idfornecedor: SERRA, tipo: 'CARTAO' },
    }),
    'payments.deleteCard': owner({ params: { id: 999999 } }),
    'attendants.login': open({
      body: { email: DEMO_ATTENDANTS.serraVerde.email, senha: DEMO_ATTENDANT_PASSWORD },
    }),
    'attendants.logout': { ...attendant({}), session: 'attendant-fresh' },
    'attendants.cart': attendant({ params: negotiation }),
    'attendants.saveCart': attendant({
      params: negotiation,
      body: {
        itens: [
          { id: rows.idproduto, quantidade: 2, precoatendente: 9.99 },
          { id: rows.idproduto + 1, quantidade: 1, precoatendente: null },
        ],
      },
    }),
    'attendants.sendCart': attendant({ params: negotiation }),
    'attendants.order': attendant({ params: { idfornecedor: SERRA, numpedido: 1 } }),
    'attendants.orderEvent': attendant({
      params: { idfornecedor: SERRA, numpedido: 1 },
      body: { evento: 'INICIAR_SEPARACAO' },
    }),
    'attendants.finishPicking': attendant({
      params: { idfornecedor: SERRA, numpedido: 1 },
      body: { itens: [{ id: rows.idproduto, quantidade: 1.5 }] },
    }),
    'attendants.priceQuote': attendant({
      params: { idfornecedor: SERRA, numpedido: 1 },
      body: { itens: [{ id: rows.idproduto, precoUnitario: 9.9 }] },
    }),
    'accounts.taxLookup': open({ params: { sep: '~', doc: '22.333.444/0001-81' } }),
    'accounts.register': open({
      params: { apptoken: 'vitrine-web' },
      body: {
        idfornecedor: SERRA,
        tipo_documento: 'CPF',
        documento: '153.509.460-56',
        nome: 'Cliente Exemplo',
        email: 'cliente.exemplo@exemplo.com.br',
        telefone: '(11) 98765-4321',
        senha: 'Exemplo2026',
        razao_social: 'Exemplo',
        nome_fantasia: 'Exemplo',
        caracteristicas: [{ id: ramoSerra, valor: 'Cafeteria' }],
      },
    }),
    'accounts.updateUser': owner({
      params: { idcliente: id },
      body: { dadosUsuario: { email: DEMO_CUSTOMERS.ana.email, senha: DEMO_PASSWORD } },
    }),
    'accounts.settings': owner({ params: { apptoken: seg } }),
    'accounts.customerCharacteristics': open({ params: { id: SERRA } }),
    'accounts.orderCharacteristics': open({ params: { id: SERRA } }),
    'accounts.recoverPassword': open({
      params: { apptoken: 'vitrine-web', login: DEMO_CUSTOMERS.ana.email },
      query: { idfornecedor: SERRA },
    }),
    'accounts.resetPassword': open({
      params: { apptoken: 'vitrine-web' },
      body: { token: resetToken, novaSenha: 'Exemplo2026' },
    }),
    'accounts.sendVerification': open({
      // Another customer: a new code would spend the owner's code that confirmVerification uses.
      query: {
        canal: 'email',
        idcliente: String(cast.sameSupplier.idcliente),
        idfornecedor: SERRA,
        fonte: 'cadastro',
      },
    }),
    'accounts.confirmVerification': open({
      body: { idcliente: id, idfornecedor: SERRA, codigo },
    }),
    'accounts.approve': attendant({ params: { idcliente: id } }),
    'linkedUsers.list': owner({ params: { ...app, idcliente: id } }),
    'linkedUsers.clients': owner({ params: { ...app, idcliente: id } }),
    'linkedUsers.register': owner({
      params: { ...app, idcliente: id },
      body: { email: 'exemplo.vinculado@exemplo.com.br', nome: 'Exemplo Vinculado' },
    }),
    'linkedUsers.remove': owner({
      params: { ...app, idcliente: id, idusuariovinculado: await demoLinkedUserId(t) },
    }),
    'linkedUsers.switchClient': {
      ...owner({
        params: { ...app, idclientevinculado: mercearia },
        query: { gerar_token_jwt: 'true' },
      }),
      session: 'linked-fresh',
    },
    'linkedUsers.acceptInvitation': open({
      body: { token: 'convite-inexistente-0000000000000000000000', senha: 'senha-nova-123' },
    }),
    'representatives.login': open({
      params: app,
      body: {
        cpf: DEMO_REPRESENTATIVES.serraVerde.email,
        senha: DEMO_REPRESENTATIVE_PASSWORD,
        idfornecedor: SERRA,
        loginAsRepresentante: true,
      },
    }),
    'representatives.portfolio': {
      ...owner({ params: { idusuario: representative.idrepresentante, idfornecedor: SERRA } }),
      session: 'representative',
    },
    'representatives.access': {
      ...owner({ params: { idcliente: id } }),
      session: 'representative',
    },
    'integrations.login': open({
      body: {
        apiKey: DEMO_API_KEYS.serraVerde.apiKey,
        idErpUsuario: 'ERP-ANA',
        idFornecedor: SERRA,
      },
    }),
    'loginTokens.exchange': open({
      body: {
        logintoken: 'token-inexistente-00000000000000000000000',
        loginemail: DEMO_CUSTOMERS.ana.email,
        idfornecedor: SERRA,
      },
    }),
    'loginTokens.issue': owner({}),
    // Public; the owner's Bearer adds the session part of the reply.
    'storefront.layout': owner({ params: { fornecedor: 'serra-verde' } }),
  };
  return { cast, examples };
}
