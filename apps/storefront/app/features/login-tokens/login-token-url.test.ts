import { describe, expect, it } from 'vitest';
import { landingPath, loginTokenUrl, pageAfterLogin } from './login-token-url';

const ORIGIN = 'http://loja.test';
const reply = {
  outroFornecedor: true as const,
  logintoken: 'tok',
  loginemail: 'marina@exemplo.com.br',
  idfornecedor: 'x',
  fornecedor_slug: 'mar-azul',
  fornecedor_dominio: null,
};

describe('pageAfterLogin (spec §2 Routing rules)', () => {
  it('keeps the supplier-relative page and search string', () => {
    expect(pageAfterLogin('/serra-verde/produtos?busca=cafe', ORIGIN, 'serra-verde')).toBe(
      '/produtos?busca=cafe',
    );
    expect(pageAfterLogin('/serra-verde?x=1', ORIGIN, 'serra-verde')).toBe('/?x=1');
    expect(pageAfterLogin(`${ORIGIN}/serra-verde/produtos?q=1`, ORIGIN, 'serra-verde')).toBe(
      '/produtos?q=1',
    );
  });
  it('defaults to / for another origin, another supplier or the login routes', () => {
    for (const bad of [
      'https://evil.test/serra-verde/produtos',
      'http://loja.test.evil.test/serra-verde/produtos',
      '//evil.test/x',
      '/mar-azul/produtos',
      '/serra-verde/login-token/a/b',
      null,
    ])
      expect(pageAfterLogin(bad, ORIGIN, 'serra-verde')).toBe('/');
  });
});

describe('loginTokenUrl', () => {
  it('is a same-origin path carrying the page', () => {
    expect(loginTokenUrl(reply, '/produtos?busca=cafe')).toBe(
      '/mar-azul/login-token/tok/marina%40exemplo.com.br?pagina=%2Fprodutos%3Fbusca%3Dcafe',
    );
  });
  it("goes to the supplier's own domain when given its origin", () => {
    expect(loginTokenUrl(reply, '/', 'https://loja.marazul.com.br')).toBe(
      'https://loja.marazul.com.br/mar-azul/login-token/tok/marina%40exemplo.com.br',
    );
  });
});

describe('landingPath', () => {
  it('prefixes the slug and refuses other origins', () => {
    expect(landingPath('mar-azul', '/produtos?busca=cafe', ORIGIN)).toBe(
      '/mar-azul/produtos?busca=cafe',
    );
    expect(landingPath('mar-azul', '//evil.test', ORIGIN)).toBe('/mar-azul');
    expect(landingPath('mar-azul', null, ORIGIN)).toBe('/mar-azul');
  });
});
