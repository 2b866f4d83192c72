/** Pure rules of the account page's cards (spec §4 Subscription, §6): which subscription is held, what a card shows. */
import { describe, expect, it } from 'vitest';
import { cardModes, isCurrent, type Subscription } from '~/domain';

const withStatus = (status: string) => ({ status }) as Subscription;

describe('isCurrent', () => {
  it('holds a subscription unless it failed or the provider cancelled it', () => {
    expect(isCurrent(null)).toBe(false);
    for (const status of ['ACTIVE', 'TRIALING', 'PAST_DUE', 'active']) expect(isCurrent(withStatus(status))).toBe(true);
    for (const status of ['ERROR', 'CANCELED', 'CANCELLED', 'canceled'])
      expect(isCurrent(withStatus(status))).toBe(false);
  });
});

describe('cardModes', () => {
  const club = { externalSubscription: null, externalPaymentMethods: null };
  it('special users (no USER role) see neither card', () => {
    expect(cardModes(club, { roles: ['TRAINER'] })).toEqual({
      subscription: { kind: 'special' },
      paymentMethods: { kind: 'special' },
    });
  });
  it("a club's external pages replace its own flows, each on its own", () => {
    expect(cardModes(club, { roles: ['USER'] })).toEqual({
      subscription: { kind: 'own' },
      paymentMethods: { kind: 'own' },
    });
    expect(
      cardModes({ externalSubscription: 'https://club.example/s', externalPaymentMethods: null }, { roles: ['USER'] }),
    ).toEqual({ subscription: { kind: 'external', url: 'https://club.example/s' }, paymentMethods: { kind: 'own' } });
    expect(
      cardModes({ externalSubscription: null, externalPaymentMethods: 'https://club.example/p' }, { roles: ['USER'] }),
    ).toEqual({ subscription: { kind: 'own' }, paymentMethods: { kind: 'external', url: 'https://club.example/p' } });
  });
});
