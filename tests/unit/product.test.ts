/**
 * Product page helpers (spec §9 dates, §4 live countdown) and the fake provider's stream rule the play
 * button relies on: a product's video URL is handed out only to viewers who may watch it now.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatCountdown } from '~/components/thumbnail/logic';
import { levelSteps } from '~/features/product/format';
import { formatDateTime } from '~/domain';
import { startFake, type StartedFake } from '../support/fake';

describe('formatCountdown (spec §4 live event timer)', () => {
  it('H:MM:SS, days first when there are any, never negative', () => {
    expect(formatCountdown(7_200_000)).toBe('2:00:00');
    expect(formatCountdown(7_199_001)).toBe('2:00:00');
    expect(formatCountdown(61_000)).toBe('0:01:01');
    expect(formatCountdown(90_061_000)).toBe('1 d 01:01:01');
    expect(formatCountdown(-5)).toBe('0:00:00');
  });
});

describe('formatDateTime and levels', () => {
  it('DD/MM/YYYY HH:mm in local time; an invalid date is empty', () => {
    const d = new Date(2026, 10, 22, 9, 5);
    expect(formatDateTime(d.toISOString())).toBe('22/11/2026 09:05');
    expect(formatDateTime('nope')).toBe('');
  });
  it('level meters fill 1, 2 or 3 steps', () => {
    expect([levelSteps('LOW'), levelSteps('MEDIUM'), levelSteps('HIGH')]).toEqual([1, 2, 3]);
  });
});

describe('fake provider: who gets the stream URL', () => {
  let f: StartedFake;
  beforeAll(async () => {
    f = await startFake();
  });
  afterAll(async () => {
    await f?.close();
  });

  const video = async (id: number, token?: string) =>
    (await f.api(`/products/${id}`, { club: 2, ...(token ? { token } : {}) })).body.video ?? null;

  it('a member with a plan gets regular and started live videos, not a live event yet to come', async () => {
    const { token } = await f.login('trial@demo.club', 2);
    expect(await video(2014, token)).not.toBeNull();
    expect(await video(2001, token)).not.toBeNull();
    expect(await video(2003, token)).not.toBeNull();
    expect(await video(2002, token)).toBeNull();
  });

  it('a rental gets its video once rented; free content plays for everyone', async () => {
    const { token } = await f.login('member@demo.club', 2);
    expect(await video(2004, token)).toBeNull();
    const cards = await f.api('/subscriptions/users/cards', { club: 2, token });
    const rent = await f.api('/subscriptions/rent', {
      method: 'POST',
      club: 2,
      token,
      body: { productId: 2004, paymentMethodId: cards.body.cards[0].cardId },
    });
    expect(rent.status).toBe(200);
    expect(await video(2004, token)).not.toBeNull();
    expect(await video(2009)).not.toBeNull();
  });

  it('anonymous visitors and users without a plan get no video for plan content', async () => {
    expect(await video(2014)).toBeNull();
    const { token } = await f.login('free@demo.club', 2);
    expect(await video(2014, token)).toBeNull();
    // the trailer is for everyone
    expect((await f.api('/products/2004', { club: 2 })).body.trailer).not.toBeNull();
  });
});
