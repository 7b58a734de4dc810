import { describe, it, expect } from 'vitest';
import { APP_MSG, MSG, orderSubmitErrorText } from './messages.ts';

describe('MSG (verbatim spec texts)', () => {
  it('keeps the spec wording exactly, typos included', () => {
    expect(MSG.emptyCart).toBe('O carrinho está vazio. Experimente adicionar alguns produtos');
    expect(MSG.duplicateOrder).toBe('Um pedido idêntico foi feito há poucos segundos.');
    expect(MSG.orderSubmitError).toBe('Erro ao submeter seu pedido.');
    expect(MSG.cartSaveFailed).toBe('Não foi possivel salvar o carrinho');
    expect(MSG.invalidCandidateLookup).toBe('Email ou CPF Invalido');
    expect(MSG.updateUserFailed).toBe(
      'Erro tentando atualizado usuário. Tente novamente mais tarde',
    );
    expect(MSG.tokenLoginFailed).toBe('Falha ao logar usuário vai token');
    expect(MSG.staticPageError).toBe('Não foi possível exibir está página!');
    expect(MSG.loginToBuy).toBe('Faça login para comprar');
    expect(MSG.chooseCustomer).toBe('Escolha o cliente');
    expect(MSG.registrationUnderReview).toBe('Cadastro em análise');
    expect(MSG.defaultPageDescription).toBe('Confira nossas ofertas!');
    expect(MSG.defaultStoreName).toBe('Loja do Fornecedor');
    expect(MSG.sessionExpired).toBe('Sessão expirada, efetue login novamente');
    expect(MSG.automaticCouponIsBetter).toBe(
      'Não foi possível trocar o seu cupom de desconto, pois já existe um cupom automático aplicado que oferece um benefício superior.',
    );
    expect(MSG.noDeliveryMethodFound).toBe(
      'Nenhuma forma de entrega foi encontrada para esse endereço, itens ou valor de pedido.',
    );
  });

  it('has no duplicate texts under different keys', () => {
    const values = Object.values(MSG);
    expect(new Set(values).size).toBe(values.length);
  });

  it('has no surrounding whitespace in any text', () => {
    for (const text of [...Object.values(MSG), ...Object.values(APP_MSG)]) {
      expect(text).toBe(text.trim());
    }
  });
});

describe('APP_MSG', () => {
  it('reuses the spec session text for unauthenticated requests', () => {
    expect(APP_MSG.unauthenticated).toBe(MSG.sessionExpired);
  });

  it('has the API texts', () => {
    expect(APP_MSG.invalidAppToken).toBe('Token de aplicativo inválido');
    expect(APP_MSG.forbidden).toBe('Acesso negado');
    expect(APP_MSG.notFound).toBe('Não encontrado');
    expect(APP_MSG.rateLimited).toBe('Muitas tentativas. Aguarde um instante e tente novamente.');
    expect(APP_MSG.internalError).toBe('Erro interno. Tente novamente em instantes.');
  });
});

describe('orderSubmitErrorText', () => {
  it('joins the fixed text, the server message and the item names', () => {
    expect(orderSubmitErrorText(MSG.duplicateOrder, ['Arroz 5kg', 'Feijão 1kg'])).toBe(
      'Erro ao submeter seu pedido. Um pedido idêntico foi feito há poucos segundos. Itens: Arroz 5kg, Feijão 1kg',
    );
  });

  it('leaves out an empty server message or item list', () => {
    expect(orderSubmitErrorText('  ', ['Arroz'])).toBe('Erro ao submeter seu pedido. Itens: Arroz');
    expect(orderSubmitErrorText('Estoque insuficiente', [])).toBe(
      'Erro ao submeter seu pedido. Estoque insuficiente',
    );
  });
});
