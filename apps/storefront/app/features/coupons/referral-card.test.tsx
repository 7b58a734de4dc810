import { COUPON_TEXT } from '@vitrine/domain/coupons/coupon-ui-messages';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ReferralCard } from './referral-card';

const indicacao = {
  habilitado: true,
  codigo: 'ANA-NR8EEW',
  beneficioIndicado: ['10% de desconto no primeiro pedido'],
  recompensaIndicador: ['R$ 20,00 de desconto quando o primeiro pedido do indicado for feito'],
};
const LINK = 'https://loja.exemplo.com.br/serra-verde?cupom=ANA-NR8EEW';

function renderCard() {
  const user = userEvent.setup();
  render(
    <ReferralCard
      indicacao={indicacao}
      origin="https://loja.exemplo.com.br"
      slug="serra-verde"
      fornecedor="Empório Serra Verde"
    />,
  );
  return user;
}

/** Replaces one navigator property for a test (restored by vi.unstubAllGlobals / afterEach). */
function stubNavigator(key: 'clipboard' | 'share', value: unknown) {
  Object.defineProperty(navigator, key, { value, configurable: true, writable: true });
}

afterEach(() => {
  cleanup();
  stubNavigator('share', undefined);
});

describe('the referral card', () => {
  it('shows the code, both benefits and the share link', () => {
    renderCard();
    expect(screen.getByRole('heading', { name: COUPON_TEXT.referralTitle })).toBeTruthy();
    expect(screen.getByText('ANA-NR8EEW')).toBeTruthy();
    expect(screen.getByText(indicacao.beneficioIndicado[0]!)).toBeTruthy();
    expect(screen.getByText(indicacao.recompensaIndicador[0]!)).toBeTruthy();
    expect(screen.getByText(LINK)).toBeTruthy();
  });

  it('copies the code and says so in the live region', async () => {
    const user = renderCard();
    const writeText = vi.fn().mockResolvedValue(undefined);
    stubNavigator('clipboard', { writeText });
    await user.click(screen.getByRole('button', { name: COUPON_TEXT.copyCode }));
    expect(writeText).toHaveBeenCalledWith('ANA-NR8EEW');
    expect(await screen.findByText(COUPON_TEXT.codeCopied)).toBeTruthy();
  });

  it('tells the buyer to copy by hand when the clipboard refuses', async () => {
    const user = renderCard();
    stubNavigator('clipboard', { writeText: vi.fn().mockRejectedValue(new Error('denied')) });
    await user.click(screen.getByRole('button', { name: COUPON_TEXT.copyCode }));
    expect(await screen.findByText(COUPON_TEXT.copyFailed)).toBeTruthy();
  });

  it('shares the link through the Web Share API when the browser has it', async () => {
    const user = renderCard();
    const share = vi.fn().mockResolvedValue(undefined);
    stubNavigator('share', share);
    await user.click(screen.getByRole('button', { name: COUPON_TEXT.shareLink }));
    expect(share).toHaveBeenCalledWith(expect.objectContaining({ url: LINK }));
  });

  it('copies the link instead where there is no Web Share API', async () => {
    const user = renderCard();
    const writeText = vi.fn().mockResolvedValue(undefined);
    stubNavigator('clipboard', { writeText });
    await user.click(screen.getByRole('button', { name: COUPON_TEXT.shareLink }));
    expect(writeText).toHaveBeenCalledWith(LINK);
    expect(await screen.findByText(COUPON_TEXT.linkCopied)).toBeTruthy();
  });
});
