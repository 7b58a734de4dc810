import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.ts';

const production = {
  NODE_ENV: 'production',
  JWT_SECRET: 'j'.repeat(40),
  STOREFRONT_API_SECRET: 's'.repeat(40),
};

describe('payment gateway configuration', () => {
  it('defaults to the sandbox and needs no secret outside production', () => {
    const config = loadConfig({ NODE_ENV: 'test' });
    expect(config.PAYMENT_GATEWAY).toBe('sandbox');
    expect(config.PAYMENT_WEBHOOK_SECRET).toBeUndefined();
    expect(config.PAYMENT_PREAUTH_MARGIN_PERCENT).toBe(15);
  });
  it('requires the sandbox webhook secret in production', () => {
    expect(() => loadConfig(production)).toThrow(/PAYMENT_WEBHOOK_SECRET: obrigatório em produção/);
    expect(
      loadConfig({ ...production, PAYMENT_WEBHOOK_SECRET: 'w'.repeat(32) }).PAYMENT_GATEWAY,
    ).toBe('sandbox');
  });
  it('requires Mercado Pago credentials when it is chosen', () => {
    expect(() => loadConfig({ NODE_ENV: 'test', PAYMENT_GATEWAY: 'mercadopago' })).toThrow(
      /MERCADOPAGO_ACCESS_TOKEN: obrigatório com PAYMENT_GATEWAY=mercadopago/,
    );
    const config = loadConfig({
      NODE_ENV: 'test',
      PAYMENT_GATEWAY: 'mercadopago',
      MERCADOPAGO_ACCESS_TOKEN: 'APP_USR-123456789',
      MERCADOPAGO_PUBLIC_KEY: 'APP_USR-public-key',
      MERCADOPAGO_WEBHOOK_SECRET: 'secret-12345',
      PAYMENT_NOTIFICATION_URL: 'https://loja.exemplo.com.br/v4/payment/webhook/mercadopago',
    });
    expect(config.MERCADOPAGO_API_URL).toBe('https://api.mercadopago.com');
  });
});
