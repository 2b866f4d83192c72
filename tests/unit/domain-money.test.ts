/** The one money formatter (spec §9 prices): two decimals in the member's language, € after, $ before. */
import { describe, expect, it } from 'vitest';
import { formatPrice } from '~/domain';

const NBSP = '\u00a0';

describe('formatPrice', () => {
  it.each([
    // amount, currency, English, Spanish
    [9.99, 'EUR', `9.99${NBSP}€`, `9,99${NBSP}€`],
    [1.5, 'EUR', `1.50${NBSP}€`, `1,50${NBSP}€`],
    [0, 'EUR', `0.00${NBSP}€`, `0,00${NBSP}€`],
    [199, 'eur', `199.00${NBSP}€`, `199,00${NBSP}€`],
    [12345.5, 'EUR', `12345.50${NBSP}€`, `12345,50${NBSP}€`],
    [12.5, 'USD', '$12.50', '$12,50'],
    [0, 'usd', '$0.00', '$0,00'],
    [7, 'GBP', `7.00${NBSP}GBP`, `7,00${NBSP}GBP`],
    [2.25, 'chf', `2.25${NBSP}CHF`, `2,25${NBSP}CHF`],
  ])('%s %s -> en %s, es %s', (amount, currency, en, es) => {
    expect(formatPrice(amount, currency, 'en')).toBe(en);
    expect(formatPrice(amount, currency, 'es')).toBe(es);
  });

  it('rounds to cents, half away from zero on the amount as written', () => {
    expect(formatPrice(1.005, 'USD', 'en')).toBe('$1.01');
    expect(formatPrice(1.004, 'EUR', 'es')).toBe(`1,00${NBSP}€`);
    expect(formatPrice(10.8, 'EUR', 'en')).toBe(`10.80${NBSP}€`);
    expect(formatPrice(3.999, 'EUR', 'en')).toBe(`4.00${NBSP}€`);
  });

  it('puts the sign before the amount, and none on an amount that rounds to zero', () => {
    expect(formatPrice(-3, 'EUR', 'en')).toBe(`-3.00${NBSP}€`);
    expect(formatPrice(-3, 'EUR', 'es')).toBe(`-3,00${NBSP}€`);
    expect(formatPrice(-12.5, 'USD', 'en')).toBe('-$12.50');
    expect(formatPrice(-0, 'EUR', 'en')).toBe(`0.00${NBSP}€`);
    expect(formatPrice(-0.004, 'USD', 'en')).toBe('$0.00');
  });

  it('shows anything that is not a number as zero', () => {
    expect(formatPrice(Number.NaN, 'EUR', 'en')).toBe(`0.00${NBSP}€`);
    expect(formatPrice(Number.POSITIVE_INFINITY, 'USD', 'es')).toBe('$0,00');
  });

  it('reads no currency as EUR (the default plan currency) and an unknown language as English', () => {
    expect(formatPrice(4.5, null, 'en')).toBe(`4.50${NBSP}€`);
    expect(formatPrice(4.5, undefined, 'es')).toBe(`4,50${NBSP}€`);
    expect(formatPrice(4.5, ' ', 'en')).toBe(`4.50${NBSP}€`);
    expect(formatPrice(4.5, 'EUR', 'fr')).toBe(`4.50${NBSP}€`);
    expect(formatPrice(4.5, 'EUR', undefined)).toBe(`4.50${NBSP}€`);
    expect(formatPrice(4.5, 'EUR', 'es-ES')).toBe(`4,50${NBSP}€`);
  });
});
