import { describe, it, expect } from 'vitest';
import { DomainError, ErrorCode, isDomainError } from './errors.ts';

describe('DomainError', () => {
  it('carries a code and a pt-BR message', () => {
    const error = new DomainError(ErrorCode.EMPTY_CART, 'O carrinho está vazio');
    expect(error).toBeInstanceOf(Error);
    expect(error.name).toBe('DomainError');
    expect(error.code).toBe('EMPTY_CART');
    expect(error.message).toBe('O carrinho está vazio');
  });

  it('is recognised by isDomainError, optionally by code', () => {
    const error = new DomainError(ErrorCode.DUPLICATE_ORDER, 'x');
    expect(isDomainError(error)).toBe(true);
    expect(isDomainError(error, ErrorCode.DUPLICATE_ORDER)).toBe(true);
    expect(isDomainError(error, ErrorCode.EMPTY_CART)).toBe(false);
    expect(isDomainError(new Error('x'))).toBe(false);
  });

  it('has codes equal to their keys', () => {
    for (const [key, value] of Object.entries(ErrorCode)) expect(value).toBe(key);
  });
});
