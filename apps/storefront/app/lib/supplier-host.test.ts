import { describe, expect, it } from 'vitest';
import { isOwnDomainRequest, mayBeOwnDomain, ownDomainOrigin } from './supplier-host';

const PLATFORM = new URL('http://127.0.0.1:3000/casa-do-pao/produtos');

describe('ownDomainOrigin (spec §2 Routes, §3 Supplier dominio)', () => {
  it('is https on a public domain, whatever the request', () => {
    expect(ownDomainOrigin('Loja.CasaDoPao.com.br', PLATFORM, false)).toBe(
      'https://loja.casadopao.com.br',
    );
  });
  it("serves a .localhost domain over http on this request's port only when allowed", () => {
    expect(ownDomainOrigin('casa-do-pao.localhost', PLATFORM, true)).toBe(
      'http://casa-do-pao.localhost:3000',
    );
    expect(ownDomainOrigin('casa-do-pao.localhost', PLATFORM, false)).toBeNull();
  });
  it('refuses anything but a host name', () => {
    for (const bad of [
      null,
      undefined,
      '',
      'evil.test/@x',
      'https://evil.test',
      'evil.test:8080',
      'user@evil.test',
      'semponto',
    ])
      expect(ownDomainOrigin(bad, PLATFORM, true), String(bad)).toBeNull();
  });
});

describe('isOwnDomainRequest', () => {
  it('matches the host name (and www.), not the port or another host', () => {
    const own = 'casa-do-pao.localhost';
    expect(isOwnDomainRequest(own, new URL('http://casa-do-pao.localhost:3300/x'))).toBe(true);
    expect(isOwnDomainRequest(own, new URL('http://www.casa-do-pao.localhost/'))).toBe(true);
    expect(isOwnDomainRequest(own, new URL('http://casa-do-pao.localhost.evil.test/'))).toBe(false);
    expect(isOwnDomainRequest(own, PLATFORM)).toBe(false);
    expect(isOwnDomainRequest(null, PLATFORM)).toBe(false);
  });
});

describe('mayBeOwnDomain', () => {
  it('skips the platform names of development: IPs and plain localhost', () => {
    expect(mayBeOwnDomain('127.0.0.1')).toBe(false);
    expect(mayBeOwnDomain('localhost')).toBe(false);
    expect(mayBeOwnDomain('[::1]')).toBe(false);
    expect(mayBeOwnDomain('casa-do-pao.localhost')).toBe(true);
    expect(mayBeOwnDomain('loja.exemplo.com.br')).toBe(true);
  });
});
