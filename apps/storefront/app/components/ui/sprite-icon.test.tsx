import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { spriteIcon } from './sprite-icon';

const Cart = spriteIcon('shopping-cart', '/assets/icons-0a1b2c3d.svg#shopping-cart');

describe('spriteIcon', () => {
  it('draws lucide’s svg with the symbol of the sprite as its drawing', () => {
    const { container } = render(<Cart className="h-4 w-4" />);
    const svg = container.querySelector('svg')!;
    expect(svg.getAttribute('class')).toBe('lucide lucide-shopping-cart h-4 w-4');
    expect(svg.getAttribute('viewBox')).toBe('0 0 24 24');
    expect(svg.getAttribute('fill')).toBe('none');
    expect(svg.getAttribute('stroke')).toBe('currentColor');
    expect(svg.getAttribute('stroke-width')).toBe('2');
    expect(svg.getAttribute('stroke-linecap')).toBe('round');
    expect(svg.querySelector('use')!.getAttribute('href')).toBe(
      '/assets/icons-0a1b2c3d.svg#shopping-cart',
    );
  });

  it('is hidden from assistive technology unless it is given a name or a role', () => {
    const { container } = render(
      <>
        <Cart />
        <Cart aria-label="Carrinho" role="img" />
      </>,
    );
    const [plain, named] = container.querySelectorAll('svg');
    expect(plain!.getAttribute('aria-hidden')).toBe('true');
    expect(plain!.getAttribute('class')).toBe('lucide lucide-shopping-cart');
    expect(named!.hasAttribute('aria-hidden')).toBe(false);
    expect(named!.getAttribute('aria-label')).toBe('Carrinho');
  });

  it('lets a caller set any other SVG attribute', () => {
    const { container } = render(<Cart strokeWidth={1.5} aria-hidden />);
    const svg = container.querySelector('svg')!;
    expect(svg.getAttribute('stroke-width')).toBe('1.5');
    expect(svg.getAttribute('aria-hidden')).toBe('true');
  });
});
