import { get } from 'node:http';
import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startFake, type StartedFake } from '../support/fake';

// Errors, auth and stateful behaviours of the fake provider (openapi/fake/), in strict mode.

let f: StartedFake;
let clock = Date.now();

beforeAll(async () => {
  f = await startFake({ now: () => clock });
});
afterAll(async () => {
  await f?.close();
});
beforeEach(async () => {
  clock = Date.now();
  await f.control('/reset');
});

/** A GET by node:http, which neither asks for nor undoes compression unless told: the bytes as they came. */
function rawGet(url: string, headers: Record<string, string>) {
  return new Promise<{ headers: Record<string, unknown>; body: Buffer }>((resolve, reject) => {
    get(url, { headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => resolve({ headers: res.headers, body: Buffer.concat(chunks) }));
    }).on('error', reject);
  });
}

describe('fake provider: compression, as a production API sends JSON', () => {
  it('gzips JSON bodies from 1 KB for clients that accept gzip, and only for them', async () => {
    const url = `${f.url}/api/products/home?club=2`;
    const packed = await rawGet(url, { 'Accept-Encoding': 'gzip, deflate, br' });
    const plain = await rawGet(url, {});
    expect(packed.headers['content-encoding']).toBe('gzip');
    expect(packed.headers['vary']).toBe('Accept-Encoding');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(Number(packed.headers['content-length'])).toBe(packed.body.length);
    expect(packed.body.length).toBeLessThan(plain.body.length / 4);
    expect(JSON.parse(gunzipSync(packed.body).toString('utf8'))).toEqual(JSON.parse(plain.body.toString('utf8')));
  });

  it('sends small bodies as they are', async () => {
    const small = await rawGet(`${f.url}/api/xyz`, { 'Accept-Encoding': 'gzip' });
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(JSON.parse(small.body.toString('utf8'))).toEqual({ message: 'Unknown route GET /api/xyz', status: 404 });
  });
});

describe('fake provider: errors and auth', () => {
  it('answers 404 JSON for an unknown route', async () => {
    const res = await f.api('/xyz');
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ message: 'Unknown route GET /api/xyz', status: 404 });
    expect(res.headers.get('content-type')).toContain('application/json');
  });

  it('answers 400 with a clear message for an invalid body', async () => {
    const res = await f.api('/login', { method: 'POST', body: { email: 'member@demo.club' } });
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('BAD_REQUEST');
    expect(res.body.message).toMatch(/password/);
    expect(res.body.message).toMatch(/companyCode/);
  });

  it('answers 400 for malformed JSON and survives garbage', async () => {
    const res = await f.api('/login', { method: 'POST', body: '{"email": ' });
    expect(res.status).toBe(400);
    expect(res.body.message).toMatch(/JSON/);
    const weird = await fetch(`${f.url}/api/products/%E0%A4%A?club=1`);
    expect(weird.status).toBeGreaterThanOrEqual(400);
    expect((await f.api('/configuration/club')).status).toBe(200);
  });

  it('answers 401 without a token and 401 for an unknown token', async () => {
    expect((await f.api('/subscriptions/users/cards')).body).toMatchObject({ message: 'Unauthorized' });
    expect((await f.api('/subscriptions/users/cards')).status).toBe(401);
    expect((await f.api('/subscriptions/users/cards', { token: 'tok_nope' })).status).toBe(401);
  });

  it('answers 440 for an expired token (injected clock) and after expire-tokens', async () => {
    const { token } = await f.login();
    expect((await f.api('/subscriptions/users/cards', { token })).status).toBe(200);
    clock += 3 * 3600_000;
    const res = await f.api('/subscriptions/users/cards', { token });
    expect(res.status).toBe(440);
    expect(res.body.message).toBe('Your session has expired. Please log in again.');
    // optional-token operations also answer 440 for an expired token
    expect((await f.api('/products/home', { token, club: 1 })).status).toBe(440);

    clock = Date.now();
    const again = await f.login();
    await f.control('/expire-tokens');
    expect((await f.api('/subscriptions/users/cards', { token: again.token })).status).toBe(440);
  });

  it('answers 404 CLUB_NOT_FOUND for an unknown club, and resolves clubs by domain', async () => {
    const res = await f.api('/configuration/club', { club: 'nowhere.example' });
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ message: 'Club not found', code: 'CLUB_NOT_FOUND', status: 404 });
    expect((await f.api('/configuration/club', { club: 99 })).status).toBe(404);
    expect((await f.api('/configuration/club', { club: 'gpt.localhost' })).body.clubId).toBe(6);
    expect((await f.api('/configuration/club', { club: 'localhost' })).body.clubId).toBe(1);
    expect((await f.api('/configuration/club', { club: '127.0.0.1' })).body.clubId).toBe(1);
    const ttt = (await f.api('/configuration/club', { club: 'ttt.localhost' })).body;
    expect(ttt).toMatchObject({ companyCode: 'TTT', clubTheme: 'DARK', primaryColor: '#E50914', language: 'es' });
  });

  it('is 401 for anonymous visitors of a private club and 200 on a public one', async () => {
    expect((await f.api('/products/home', { club: 1 })).status).toBe(401);
    const pub = await f.api('/products/home', { club: 2 });
    expect(pub.status).toBe(200);
    expect(pub.body.favorites ?? null).toBeNull();
  });

  it('builds absolute media and image URLs from the Host header', async () => {
    const res = await f.api('/products/2014', { club: 2 });
    expect(res.status).toBe(200);
    expect(res.body.thumbnail.url).toMatch(new RegExp(`^http://127\\.0\\.0\\.1:${f.port}/images/`));
    const { token } = await f.login('member@demo.club', 2);
    const detail = await f.api('/products/2014', { club: 2, token });
    expect(detail.body.video.url).toBe(`http://127.0.0.1:${f.port}/media/vod/master.m3u8`);
  });

  it('serves the extra endpoints with CORS', async () => {
    const ip = await fetch(`${f.url}/ip?format=json`, { headers: { Origin: 'http://ttt.localhost:5173' } });
    expect(await ip.json()).toEqual({ ip: '203.0.113.10' });
    expect(ip.headers.get('access-control-allow-origin')).toBe('http://ttt.localhost:5173');
    const ping = await fetch(`${f.url}/ping`);
    expect(ping.status).toBe(200);
    const pre = await fetch(`${f.url}/api/products/home?club=1`, {
      method: 'OPTIONS',
      headers: { Origin: 'http://x.test', 'Access-Control-Request-Method': 'GET' },
    });
    expect(pre.status).toBe(204);
    expect(pre.headers.get('access-control-allow-headers')).toContain('Authorization');
    expect((await fetch(`${f.url}/health`)).status).toBe(200);
  });

  it('never crashes on odd input', async () => {
    const { token } = await f.login();
    const odd: Array<[string, string, string | undefined]> = [
      ['GET', '/api/products/abc?club=1', undefined],
      ['PUT', '/api/products/1014/user/like/5?club=1', undefined],
      ['POST', '/api/login?club=1', '[]'],
      ['POST', '/api/login?club=1', 'null'],
      ['POST', '/api/login?club=1', '"text"'],
      ['POST', '/api/subscriptions/users?club=1', JSON.stringify({ paymentMethodId: 1, planId: 'x' })],
      ['DELETE', '/api/subscriptions/users/cards/%00?club=1', undefined],
      ['GET', '/api/products/home?club=%F0%9F%94%A5', undefined],
      ['GET', '/api/schedules/trainer/11/availability?club=1&from=2025-13-45&to=nope', undefined],
      ['GET', '//api//products//home?club=1', undefined],
      ['PATCH', '/api/products/home?club=1', '{}'],
      ['POST', '/__control/faults', '{"status": "x"}'],
      ['GET', '/images/../../etc/passwd', undefined],
    ];
    for (const [method, path, body] of odd) {
      const res = await fetch(`${f.url}${path}`, {
        method,
        headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json', 'Accept-Language': 'en' },
        ...(body !== undefined ? { body } : {}),
      });
      expect(res.status, `${method} ${path}`).toBeLessThan(500);
      await res.arrayBuffer();
    }
    expect((await fetch(`${f.url}/health`)).status).toBe(200);
  });

  it('injects faults on API calls, ping and ip', async () => {
    await f.control('/faults', { path: '/products/home', status: 503, times: 1 });
    expect((await f.api('/products/home', { club: 2 })).status).toBe(503);
    expect((await f.api('/products/home', { club: 2 })).status).toBe(200);
    await f.control('/faults', { target: 'ping', status: 500 });
    expect((await fetch(`${f.url}/ping`)).status).toBe(500);
    await f.control('/faults', undefined, 'DELETE');
    expect((await fetch(`${f.url}/ping`)).status).toBe(200);
  });

  it("scopes faults to one club key, so parallel tests do not see each other's faults", async () => {
    await f.control('/faults', { path: '/products/home', club: '2', status: 503 });
    await f.control('/faults', { path: '/products/home', club: '3', status: 502 });
    expect((await f.api('/products/home', { club: 4 })).status).toBe(200);
    expect((await f.api('/products/home', { club: 2 })).status).toBe(503);
    await f.control('/faults?club=2', undefined, 'DELETE');
    expect((await f.api('/products/home', { club: 2 })).status).toBe(200);
    expect((await f.api('/products/home', { club: 3 })).status).toBe(502);
    await f.control('/faults', undefined, 'DELETE');
    expect((await f.api('/products/home', { club: 3 })).status).toBe(200);
  });
});

describe('fake provider: stateful behaviour', () => {
  it('login fails with the provider message for wrong credentials', async () => {
    const res = await f.api('/login', {
      method: 'POST',
      body: { email: 'member@demo.club', password: 'nope', companyCode: 'TTT', platform: 'WEB' },
    });
    expect(res.status).toBe(401);
    expect(res.body.message).toBe('The email and password do not match');
  });

  it('persists favourites and votes per user (detail and home)', async () => {
    const { token } = await f.login();
    expect((await f.api('/products/1030', { token })).body).toMatchObject({ favorite: false, like: 0 });
    await f.api('/products/update-favorite', { method: 'PUT', token, body: { isFavorite: true, productId: 1030 } });
    await f.api('/products/1030/user/like/-1', { method: 'PUT', token });
    expect((await f.api('/products/1030', { token })).body).toMatchObject({ favorite: true, like: -1 });
    const home = (await f.api('/products/home', { token })).body;
    expect(home.favorites.productList.map((p: any) => p.id)).toContain(1030);
    // another user does not see them
    const other = await f.login('free@demo.club');
    expect((await f.api('/products/1030', { token: other.token })).body).toMatchObject({ favorite: false, like: 0 });
    await f.api('/products/update-favorite', { method: 'PUT', token, body: { isFavorite: false, productId: 1030 } });
    await f.api('/products/1030/user/like/0', { method: 'PUT', token });
    expect((await f.api('/products/1030', { token })).body).toMatchObject({ favorite: false, like: 0 });
  });

  it('computes availableInUserPlan from subscription, special role, free products and rentals', async () => {
    const member = await f.login('member@demo.club');
    const free = await f.login('free@demo.club');
    const special = await f.login('special@demo.club');
    const get = async (id: number, token: string) => (await f.api(`/products/${id}`, { token })).body;
    expect((await get(1014, member.token)).availableInUserPlan).toBe(true);
    expect((await get(1014, free.token)).availableInUserPlan).toBe(false);
    expect((await get(1009, free.token)).availableInUserPlan).toBe(true);
    expect((await get(1004, member.token)).availableInUserPlan).toBe(false);
    expect((await get(1008, member.token)).availableInUserPlan).toBe(false);
    expect((await get(1008, special.token)).availableInUserPlan).toBe(true);
    expect((await get(1004, special.token)).availableInUserPlan).toBe(true);
  });

  it('rents a product with a saved card; it is available for 3 days', async () => {
    const free = await f.login('free@demo.club');
    const noCard = await f.api('/subscriptions/rent', {
      method: 'POST',
      token: free.token,
      body: { paymentMethodId: 'pm_fake_visa_4242_1', productId: 1004 },
    });
    expect(noCard.status).toBe(400);
    await f.api('/subscriptions/users/cards', {
      method: 'POST',
      token: free.token,
      body: { paymentMethodId: 'pm_fake_visa_4242_1' },
    });
    const rent = await f.api('/subscriptions/rent', {
      method: 'POST',
      token: free.token,
      body: { paymentMethodId: 'pm_fake_visa_4242_1', productId: 1004 },
    });
    expect(rent.status).toBe(200);
    expect(rent.body.piSecret).toMatch(/^pi_\d+_secret_/);
    expect((await f.api('/products/1004', { token: free.token })).body.availableInUserPlan).toBe(true);
    clock += 3 * 86400_000 + 1000;
    const later = await f.login('free@demo.club');
    expect((await f.api('/products/1004', { token: later.token })).body.availableInUserPlan).toBe(false);
  });

  it('creates, defaults and deletes cards with the default / in-use rules', async () => {
    const { token } = await f.login();
    const cards = (await f.api('/subscriptions/users/cards', { token })).body.cards;
    expect(cards).toHaveLength(2);
    const def = cards.find((c: any) => c.isDefault);
    expect(def).toMatchObject({ cardBrand: 'visa', last4: '4242' });
    const created = await f.api('/subscriptions/users/cards', {
      method: 'POST',
      token,
      body: { paymentMethodId: 'pm_fake_amex_1005_77' },
    });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ cardBrand: 'amex', last4: '1005', isDefault: false });
    const plain = await f.api('/subscriptions/users/cards', {
      method: 'POST',
      token,
      body: { paymentMethodId: 'pm_123' },
    });
    expect(plain.body).toMatchObject({ cardBrand: 'visa', last4: '4242' });

    const delDefault = await f.api(`/subscriptions/users/cards/${def.cardId}`, { method: 'DELETE', token });
    expect(delDefault.status).toBe(409);
    expect(delDefault.body.code).toBe('CARD_IS_DEFAULT');
    // make the mastercard default: the visa is still tied to the subscription
    const master = cards.find((c: any) => c.cardBrand === 'mastercard');
    await f.api('/subscriptions/users/cards/updatepayment', {
      method: 'PUT',
      token,
      body: { paymentMethodId: master.cardId },
    });
    const inUse = await f.api(`/subscriptions/users/cards/${def.cardId}`, { method: 'DELETE', token });
    expect(inUse.status).toBe(409);
    expect(inUse.body.code).toBe('CARD_IN_USE');
    expect((await f.api('/subscriptions/users/cards/pm_fake_amex_1005_77', { method: 'DELETE', token })).status).toBe(
      204,
    );
    expect((await f.api('/subscriptions/users/cards', { token })).body.cards).toHaveLength(3);
  });

  it('subscribes with statuses ACTIVE, TRIALING, INCOMPLETE (3ds) and ERROR', async () => {
    const sub = async (email: string, paymentMethodId: string, planId: number) => {
      const { token, user } = await f.login(email);
      const res = await f.api('/subscriptions/users', { method: 'POST', token, body: { paymentMethodId, planId } });
      const after = (await f.api(`/users/${user.id}/subscription`, { token })).body.subscriptionList[0];
      return { res, after };
    };
    const active = await sub('free@demo.club', 'pm_fake_visa_4242_a', 14);
    expect(active.res.body.status).toBe('ACTIVE');
    expect(active.after.nextDayPayment).toBeTruthy();
    await f.control('/reset');
    const trial = await sub('free@demo.club', 'pm_fake_visa_4242_a', 13);
    expect(trial.res.body.status).toBe('TRIALING');
    expect(trial.after.trialingDateEnd).toBeTruthy();
    await f.control('/reset');
    const threeDs = await sub('free@demo.club', 'pm_fake_visa_0341_a', 14);
    expect(threeDs.res.body.status).toBe('INCOMPLETE');
    expect(threeDs.res.body.clientSecret).toContain('3ds');
    await f.control('/reset');
    const failed = await sub('free@demo.club', 'pm_fail_1', 14);
    expect(failed.res.body.status).toBe('ERROR');
  });

  it('looks up coupons', async () => {
    const { token } = await f.login();
    expect((await f.api('/coupon/WELCOME10', { token })).body).toMatchObject({ valid: true, percentOff: 10 });
    expect((await f.api('/coupon/FIVEOFF', { token })).body).toMatchObject({ valid: true, amountOff: 5 });
    expect((await f.api('/coupon/OLDPROMO', { token })).body.valid).toBe(false);
    expect((await f.api('/coupon/NOPE', { token })).status).toBe(404);
  });

  it('cancels at period end and resumes', async () => {
    const { token, user } = await f.login();
    const get = async () => (await f.api(`/users/${user.id}/subscription`, { token })).body.subscriptionList[0];
    const before = await get();
    expect(before).toMatchObject({ status: 'ACTIVE', endDate: null });
    const del = await f.api('/subscriptions/users', {
      method: 'DELETE',
      token,
      body: { subscriptionId: before.subscriptionId },
    });
    expect(del.status).toBe(204);
    const cancelled = await get();
    expect(cancelled.status).toBe('ACTIVE');
    expect(cancelled.endDate).toBeTruthy();
    await f.api('/subscriptions/users/reactivesubscription', {
      method: 'POST',
      token,
      body: { subscriptionId: before.subscriptionId },
    });
    expect((await get()).endDate).toBeNull();
  });

  it('authorises a TV code, then validates it', async () => {
    const code = (await f.api('/tv/loginCode?platform=TV')).body.loginCode;
    expect(String(code)).toMatch(/^\d{6}$/);
    const pending = await f.api('/tv/validateCode', { method: 'POST', body: { loginCode: code } });
    expect(pending.status).toBe(400);
    expect(pending.body.code).toBe('TV_CODE_PENDING');
    const { token } = await f.login();
    expect((await f.api('/tv/authorizeCode', { method: 'POST', token, body: { loginCode: code } })).status).toBe(200);
    const done = await f.api('/tv/validateCode', { method: 'POST', body: { loginCode: code } });
    expect(done.status).toBe(200);
    expect(done.body.user.email).toBe('member@demo.club');
    expect((await f.api('/subscriptions/users/cards', { token: done.body.token })).status).toBe(200);
    // control endpoint authorises without a browser
    const code2 = (await f.api('/tv/loginCode?platform=TV')).body.loginCode;
    expect((await f.control(`/tv-codes/${code2}/authorize`)).status).toBe(200);
    expect((await f.api('/tv/validateCode', { method: 'POST', body: { loginCode: code2 } })).status).toBe(200);
    expect((await f.api('/tv/validateCode', { method: 'POST', body: { loginCode: 1 } })).status).toBe(404);
  });

  it('changes the password', async () => {
    const { token, user } = await f.login('free@demo.club');
    const wrong = await f.api(`/users/${user.id}/change-password`, {
      method: 'PUT',
      token,
      body: { oldPassword: 'bad', newPassword: 'N3w!pass', newPasswordConfirmation: 'N3w!pass' },
    });
    expect(wrong.status).toBe(400);
    expect(wrong.body.message).toBe('The current password is not correct');
    const mismatch = await f.api(`/users/${user.id}/change-password`, {
      method: 'PUT',
      token,
      body: { oldPassword: 'Demo1234!', newPassword: 'N3w!pass', newPasswordConfirmation: 'other' },
    });
    expect(mismatch.status).toBe(400);
    const good = await f.api(`/users/${user.id}/change-password`, {
      method: 'PUT',
      token,
      body: { oldPassword: 'Demo1234!', newPassword: 'N3w!pass', newPasswordConfirmation: 'N3w!pass' },
    });
    expect(good.status).toBe(200);
    await expect(f.login('free@demo.club')).rejects.toThrow();
    expect((await f.login('free@demo.club', 1, 'N3w!pass')).token).toMatch(/^tok_/);
  });

  it('updates the profile (own id only) and keeps the language', async () => {
    const { token, user } = await f.login('incomplete@demo.club');
    const body = {
      firstName: 'Iván',
      lastName: 'Completo',
      country: 'ES',
      birthdate: '1990-01-01',
      gender: 'male',
      genderType: 'male',
      language: 'en',
    };
    const res = await f.api(`/users/${user.id}`, { method: 'PUT', token, body });
    expect(res.status).toBe(200);
    expect((await f.api(`/users/${user.id}`, { token })).body).toMatchObject({ language: 'en', lastName: 'Completo' });
    expect((await f.api(`/users/${user.id + 1}`, { method: 'PUT', token, body })).status).toBe(403);
  });

  it('limits concurrent devices per account: one login session is one device', async () => {
    const report = (token: string, visualizationId: number | null = null, product = 1014) =>
      f.api(`/products/${product}/visualizations`, {
        method: 'POST',
        token,
        body: { duration: 100, playtime: 1, completionPercentage: 1, visualizationId },
      });
    const devices = [await f.login(), await f.login(), await f.login()];
    const ids: number[] = [];
    for (const { token } of devices) {
      const r = await report(token);
      expect(r.status).toBe(200);
      ids.push(r.body.id);
    }
    // zapping on one device: new playbacks (no id) of the same or another product never count twice
    for (let i = 0; i < 4; i++) expect((await report(devices[0]!.token, null, 1014 + (i % 2))).status).toBe(200);
    expect((await report(devices[1]!.token, ids[1]!)).body.id).toBe(ids[1]);
    // a fourth device while three others play
    const fourth = await f.login();
    const refused = await report(fourth.token);
    expect(refused.status).toBe(409);
    expect(refused.body.code).toBe('TOO_MANY_DEVICES');
    // devices whose last report is older than 30 s are free again
    clock += 31_000;
    expect((await report(fourth.token)).status).toBe(200);
  });

  it('searches titles and tags ignoring case and accents', async () => {
    const { token } = await f.login();
    const s = async (q: string) =>
      (await f.api(`/products/search?query=${encodeURIComponent(q)}`, { token })).body.productList as any[];
    expect((await s('FUERZA MAXIMA')).length).toBeGreaterThan(0);
    const tag = await s('#tecnica');
    expect(tag.length).toBeGreaterThan(0);
    expect((await s('zzzz-nothing')).length).toBe(0);
  });

  it('books trainer sessions (paid needs a payment method) and lists them', async () => {
    const { token } = await f.login();
    const from = new Date(clock).toISOString().slice(0, 10);
    const to = new Date(clock + 20 * 86400_000).toISOString().slice(0, 10);
    const av = (await f.api(`/schedules/trainer/12/availability?from=${from}&to=${to}`, { token })).body;
    expect(av.dailyScheduleList.length).toBeGreaterThan(5);
    const parts = av.dailyScheduleList.flatMap((d: any) => d.parts);
    const group = parts.find((p: any) => p.meeting && p.meeting.price > 0);
    const noPm = await f.api(`/meetings/${group.meeting.meetingId}/join`, {
      method: 'POST',
      token,
      body: { requestedDateTime: group.start },
    });
    expect(noPm.status).toBe(400);
    const joined = await f.api(`/meetings/${group.meeting.meetingId}/join`, {
      method: 'POST',
      token,
      body: { requestedDateTime: group.start, paymentMethodId: 'pm_fake_visa_4242_101' },
    });
    expect(joined.status).toBe(200);
    const code = joined.body.url.split('/').pop();
    expect(code).toMatch(/^ttt-/);
    const tpl = (await f.api('/trainers/templates?trainerId=12', { token })).body.find((t: any) => t.price === 0);
    const individual = parts.find((p: any) => !p.meeting);
    const free = await f.api(`/meetings/${tpl.id}/join`, {
      method: 'POST',
      token,
      body: { requestedDateTime: individual.start, templateId: tpl.id, trainerId: 12 },
    });
    expect(free.status).toBe(200);
    const list = (await f.api('/meetings', { token })).body.meetingList;
    expect(list.map((m: any) => m.meetingId)).toEqual(
      expect.arrayContaining([joined.body.meetingId, free.body.meetingId]),
    );
  });

  it('serves teams only for GPT', async () => {
    expect((await f.api('/team/list', { club: 4 })).status).toBe(404);
    const teams = (await f.api('/team/list', { club: 6 })).body;
    expect(teams).toHaveLength(6);
    const team = (await f.api(`/team/${teams[0].id}`, { club: 6 })).body;
    expect(team.sectionList.length).toBeGreaterThanOrEqual(2);
  });

  it('registers new users who can log in at once; duplicates are 409', async () => {
    const body = {
      email: 'fresh@demo.club',
      password: 'Fresh123!',
      firstName: 'Fresh',
      lastName: 'User',
      gender: 'female',
      genderType: 'female',
      birthdate: '2000-02-02',
      country: 'ES',
      companyCode: 'TTT',
      clubId: 1,
    };
    expect((await f.api('/register', { method: 'POST', body })).status).toBe(200);
    expect((await f.login('fresh@demo.club', 1, 'Fresh123!')).token).toBeTruthy();
    expect((await f.api('/register', { method: 'POST', body })).status).toBe(409);
    expect((await f.api('/register', { method: 'POST', club: 6, body: { ...body, companyCode: 'GPT' } })).status).toBe(
      400,
    );
    expect((await f.api('/verify-email?verificationToken=bad')).status).toBe(400);
    expect(
      (await f.api('/reset-password', { method: 'POST', body: { password: 'x', token: 'bad' } })).body.message,
    ).toBe('The reset link is not valid or has expired');
  });

  it('reset restores the seed state', async () => {
    const { token } = await f.login();
    await f.api('/products/update-favorite', { method: 'PUT', token, body: { isFavorite: true, productId: 1033 } });
    expect((await f.api('/products/1033', { token })).body.favorite).toBe(true);
    await f.control('/reset');
    const again = await f.login();
    expect((await f.api('/products/1033', { token: again.token })).body.favorite).toBe(false);
    // tokens are forgotten on reset
    expect((await f.api('/products/1033', { token })).status).toBe(401);
  });

  it('serves every seeded entity of every club within the contract', async () => {
    for (let club = 1; club <= 6; club++) {
      const { token } = await f.login('member@demo.club', club);
      const get = async (path: string) => {
        const res = await f.api(path, { club, token });
        expect(res.status, `${club} ${path}: ${JSON.stringify(res.body)}`).toBe(200);
        return res.body;
      };
      const config = await get('/configuration/club');
      expect(config.clubId).toBe(club);
      const home = await get('/products/home');
      for (const c of home.categoryList) await get(`/categories/${c.id}/content`);
      for (let n = 1; n <= 4; n++) await get(`/collections/${club * 100 + 50 + n}`);
      for (let n = 1; n <= 40; n++) await get(`/products/${club * 1000 + n}`);
      for (const n of (await get('/news')).newsList) await get(`/news/${n.id}`);
      await get('/slider/list');
      await get('/plans/list');
      if (club <= 3) {
        for (const t of (await get('/trainers')).content) {
          await get(`/trainers/${t.id}`);
          await get(`/trainers/templates?trainerId=${t.id}`);
        }
      }
      if (club === 6) for (const t of await get('/team/list')) await get(`/team/${t.id}`);
      const user = (await f.login('member@demo.club', club)).user;
      await get(`/users/${user.id}/subscription`);
      await get('/meetings');
    }
  });

  it('saw no contract violation in responses', async () => {
    const res = await f.control('/violations', undefined, 'GET');
    expect(res.body.violations.filter((v: any) => v.kind === 'response')).toEqual([]);
  });
});
