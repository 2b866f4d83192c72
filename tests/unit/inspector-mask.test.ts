import { describe, expect, it } from 'vitest';
import { MASK, mask } from '~/inspector/mask';

describe('the flow inspector masks what must not be shown', () => {
  it('masks passwords, tokens, card data and client secrets by key', () => {
    expect(
      mask({
        email: 'a@b.c',
        password: 'Demo1234!',
        confirmPassword: 'x',
        token: 'abc',
        user: { id: 1, accessToken: 't' },
        card: { cardNumber: '4242', cvc: '123', brand: 'visa' },
        clientSecret: 'pi_1',
        pin: '1234',
      }),
    ).toEqual({
      email: 'a@b.c',
      password: MASK,
      confirmPassword: MASK,
      token: MASK,
      user: { id: 1, accessToken: MASK },
      card: { cardNumber: MASK, cvc: MASK, brand: 'visa' },
      clientSecret: MASK,
      pin: MASK,
    });
  });

  it('masks a form change of a secret field, and secret-looking values under any key', () => {
    expect(mask({ field: 'password', value: 'Demo1234!' })).toEqual({ field: 'password', value: MASK });
    expect(mask({ field: 'email', value: 'a@b.c' })).toEqual({ field: 'email', value: 'a@b.c' });
    expect(mask({ output: { secret: 'x', intent: 'pi_123_secret_456' } })).toEqual({
      output: { secret: MASK, intent: MASK },
    });
    expect(mask({ header: 'Bearer abc', jwt: 'eyJhbGciOiJIUzI1.eyJzdWIiOiIxMjM0' })).toEqual({
      header: MASK,
      jwt: MASK,
    });
    expect(mask({ typed: '4242 4242 4242 4242', id: 12345 })).toEqual({ typed: MASK, id: 12345 });
  });

  it('keeps empty secrets visible as empty, and summarises actors, functions, errors and cycles', () => {
    expect(mask({ password: '' })).toEqual({ password: '' });
    const cyclic: Record<string, unknown> = { a: 1 };
    cyclic.self = cyclic;
    expect(mask(cyclic)).toEqual({ a: 1, self: '[circular]' });
    expect(mask({ ref: { sessionId: 'x:1', id: 'player', send() {} } })).toEqual({ ref: '[actor player]' });
    expect(mask({ f: function named() {}, e: new Error('boom') })).toEqual({ f: 'ƒ named', e: 'Error: boom' });
  });
});
