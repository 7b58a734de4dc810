import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

// Issue 7 defect 9: the API's replies, and its docs page, carry a Content-Security-Policy.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('API security headers', () => {
  it('sends a self-only CSP, no framing and no sniffing on JSON replies', async () => {
    const res = await t.app.inject({ url: '/health' });
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toContain("'unsafe-eval'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });

  it("sends every header of Helmet's defaults, on answers and on refusals alike", async () => {
    const helmetDefaults = [
      'content-security-policy',
      'cross-origin-opener-policy',
      'cross-origin-resource-policy',
      'origin-agent-cluster',
      'referrer-policy',
      'strict-transport-security',
      'x-content-type-options',
      'x-dns-prefetch-control',
      'x-download-options',
      'x-frame-options',
      'x-permitted-cross-domain-policies',
      'x-xss-protection',
    ];
    for (const url of ['/health', '/v2/app/vitrine-web/listaprodutos/nao-existe']) {
      const res = await t.app.inject({ url });
      for (const name of helmetDefaults) expect(res.headers[name], `${url} ${name}`).toBeDefined();
      expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
      expect(res.headers['strict-transport-security']).toContain('max-age=31536000');
    }
  });

  it('lets the docs page run only its own scripts (hashes, no unsafe-inline scripts)', async () => {
    const res = await t.app.inject({ url: '/docs/' });
    expect(res.statusCode).toBe(200);
    const csp = String(res.headers['content-security-policy']);
    const scriptSrc = /script-src ([^;]*)/.exec(csp)?.[1] ?? '';
    expect(scriptSrc).toContain("'self'");
    expect(scriptSrc).not.toContain("'unsafe-inline'");
    expect(csp).toContain("object-src 'none'");
  });
});
