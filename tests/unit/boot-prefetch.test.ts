/**
 * The boot prefetch: index.html's inline script (src/boot/clubBoot.ts) starts the first screen's calls,
 * and the app's client (src/performance/bootHandoff.ts) takes their responses, once, when it makes the same request, so the
 * data lands in the session's call and the Query cache without a second call. Against the fake provider.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { QueryClient } from '@tanstack/react-query';
import { createApi } from '~/api/client';
import { createEndpoints } from '~/api/endpoints';
import { homeQuery, slidesQuery } from '~/api/queries';
import { withBootPrefetch, type BootPrefetch } from '~/performance/bootHandoff';
import { clubBoot, keptTheme } from '~/boot/clubBoot';
import { largestImagePreloads } from '~/boot/largestImage';
import type { BootLink } from '~/boot/config';
import { mapProductCard, mapSlide } from '~/api/catalogue/mappers';
import { mapNews } from '~/api/catalogue/mappers.lazy';
import { startFake, type StartedFake } from '../support/fake';
import {
  bootChunks,
  bootScript,
  themeScript,
  FIRST_FRAME_BACKGROUND,
  FIRST_FRAME_STYLE,
  stylesheetsToBody,
} from '../../scripts/bootPlugin';
import { readFileSync } from 'node:fs';
import { chunk } from '../support/bundle';
import type { StyleRoot } from '~/theme/clubStyle';

let fake: StartedFake;
beforeAll(async () => {
  fake = await startFake();
});
afterAll(() => fake.close());

interface FakeWindow {
  location: { search: string; hostname: string; pathname: string; protocol: string };
  localStorage: { getItem(key: string): string | null };
  navigator: { languages: string[] };
  fetch: typeof fetch;
  AbortController: typeof AbortController;
  document: {
    createElement(tag: string): BootLink;
    head: { appendChild(node: unknown): void };
    documentElement: StyleRoot & { getAttribute(name: string): string | null };
  };
  __clubBoot?: BootPrefetch & { ready: Promise<void> };
}

/** A window on `path` with `storage`, whose fetch (the boot's and the app's) is counted by request path. */
function fakeWindow(path: string, storage: Record<string, unknown> = {}, languages = ['en-GB']) {
  const url = new URL(`http://app.test${path}`);
  const calls: string[] = [];
  const signals: Array<{ path: string; lang: string | null; signal: AbortSignal | null }> = [];
  const preloads: Array<Record<string, unknown>> = [];
  const root: Record<string, string> = {};
  const counted: typeof fetch = (input, init) => {
    const u = new URL(input instanceof Request ? input.url : String(input));
    calls.push(u.pathname);
    const lang = new Headers(init?.headers).get('Accept-Language');
    signals.push({ path: u.pathname, lang, signal: init?.signal ?? null });
    return fetch(input, init);
  };
  const w: FakeWindow = {
    location: { search: url.search, hostname: url.hostname, pathname: url.pathname, protocol: url.protocol },
    localStorage: { getItem: (key) => (key in storage ? JSON.stringify(storage[key]) : null) },
    navigator: { languages },
    fetch: counted,
    AbortController,
    document: {
      createElement: () =>
        ({
          setAttribute(this: Record<string, unknown>, name: string, value: string) {
            this[name] = value;
          },
        }) as unknown as BootLink,
      head: { appendChild: (node) => void preloads.push(node as Record<string, unknown>) },
      documentElement: {
        getAttribute: (name) => root[name] ?? null,
        setAttribute: (name, value) => void (root[name] = value),
        style: { colorScheme: '', setProperty: () => undefined },
      },
    },
  };
  return { w, calls, signals, preloads, root };
}

function appEndpoints(w: FakeWindow, options: { token?: string | null; lang?: 'en' | 'es'; club: string }) {
  const api = createApi({
    baseUrl: `${fake.url}/api`,
    getToken: () => options.token ?? null,
    getLanguage: () => options.lang ?? 'en',
    getClub: () => options.club,
    ipLookupUrl: `${fake.url}/ip`,
    onSessionExpired: () => undefined,
    fetch: withBootPrefetch(w.fetch, () => w.__clubBoot),
  });
  return createEndpoints(api);
}

/** The first-load catalogues' chunks, by language. */
const CATALOGS = { en: '/assets/en.js', es: '/assets/es.js' };

/** FBT (club 4), as a session keeps it. */
const FBT = { id: 4, name: 'FBT', companyCode: 'FBT', domain: null };

const config = () => ({
  api: `${fake.url}/api`,
  providerPort: '4010',
  ip: `${fake.url}/ip`,
  club: null,
  ipTimeoutMs: 1500,
});

describe('boot prefetch', () => {
  it("sets the club's theme on the page as soon as its configuration answers (light club 2, dark club 1)", async () => {
    const light = fakeWindow('/?club=2');
    clubBoot(light.w, config());
    await expect.poll(() => light.root['data-theme']).toBe('light');
    const dark = fakeWindow('/?club=1', { 'club.configuration': { version: 1, state: { lang: 'en' } } });
    clubBoot(dark.w, config());
    await expect.poll(() => dark.root['data-theme']).toBe('dark');
  });

  it("replaces index.html's dark default, and leaves it for an unknown club", async () => {
    const light = fakeWindow('/?club=2');
    light.root['data-theme'] = 'dark';
    clubBoot(light.w, config());
    await expect.poll(() => light.root['data-theme']).toBe('light');
    const unknown = fakeWindow('/?club=no-such-club.example');
    unknown.root['data-theme'] = 'dark';
    clubBoot(unknown.w, { ...config(), catalogs: { en: '/assets/en.js' } });
    // the catalogue follows the configuration's answer (nothing stored), after its theme was looked at
    await expect.poll(() => unknown.preloads.map((p) => p.href)).toEqual(['/assets/en.js']);
    expect(unknown.root['data-theme']).toBe('dark');
  });

  it("a returning visitor's club theme, as the session kept it, is set at once, before any call", () => {
    const session = (club: Record<string, unknown>) => ({
      'club.session': { version: 1, state: { token: null, user: null, club } },
    });
    const mct = { id: 2, name: 'MCT', companyCode: 'MCT', domain: 'mct.example', theme: 'light' };
    // the stored club, opened by its id, by its domain, or by nothing in the address
    for (const path of ['/?club=2', '/?club=MCT.example', '/']) {
      const back = fakeWindow(path, session(mct));
      back.root['data-theme'] = 'dark';
      keptTheme(back.w, config());
      expect(back.root['data-theme'], path).toBe('light');
      expect(back.calls).toEqual([]);
    }
    // another club in the address, a session kept before the theme was, a theme that is not one: the default stays
    for (const [path, club] of [
      ['/?club=4', mct],
      ['/?club=2', { ...mct, theme: undefined }],
      ['/?club=2', { ...mct, theme: 'purple' }],
    ] as const) {
      const other = fakeWindow(path, session(club));
      other.root['data-theme'] = 'dark';
      keptTheme(other.w, config());
      expect(other.root['data-theme'], `${path} ${String(club.theme)}`).toBe('dark');
    }
    // no storage at all (a private window that refuses it): nothing thrown, nothing set
    const refusing = fakeWindow('/?club=2');
    refusing.w.localStorage.getItem = () => {
      throw new Error('denied');
    };
    expect(() => keptTheme(refusing.w, config())).not.toThrow();
    expect(refusing.root['data-theme']).toBeUndefined();
  });

  it('on the home, the club configuration, home rows and slides are fetched once and land in the Query cache', async () => {
    const { w, calls, preloads } = fakeWindow('/?club=2');
    clubBoot(w, config());
    await w.__clubBoot!.ready;
    // nothing is stored: the page's calls follow the configuration's answer, long before the bundle would run
    await expect.poll(() => calls).toContain('/api/slider/list');
    const ep = appEndpoints(w, { club: '2' });
    const queryClient = new QueryClient();
    const [club, home, slides] = await Promise.all([
      ep.getClubConfiguration('2'),
      queryClient.fetchQuery(homeQuery(ep)),
      queryClient.fetchQuery(slidesQuery(ep)),
    ]);
    expect(club.id).toBe(2);
    expect(home.categoryList.length).toBeGreaterThan(0);
    expect(queryClient.getQueryData(homeQuery(ep).queryKey)).toBe(home);
    expect(slides.length).toBeGreaterThan(0);
    // each call once: the boot's request, taken over by the app
    expect(calls.filter((p) => p === '/ip')).toHaveLength(1);
    expect(calls.filter((p) => p === '/api/configuration/club')).toHaveLength(1);
    expect(calls.filter((p) => p === '/api/products/home')).toHaveLength(1);
    expect(calls.filter((p) => p === '/api/slider/list')).toHaveLength(1);
    // the first slide's image is preloaded at high priority
    await expect.poll(() => preloads.length).toBeGreaterThan(0);
    expect(preloads[0]).toMatchObject({ rel: 'preload', as: 'image' });
    // a response is handed over once: the next call goes to the network
    await ep.getClubConfiguration('2');
    expect(calls.filter((p) => p === '/api/configuration/club')).toHaveLength(2);
  });

  it("with nothing stored, sends the page's calls and preloads its catalogue once, in the club's language", async () => {
    // club 4 speaks Spanish; the browser English: the app will ask for the home in Spanish once it has the club
    const { w, calls, signals, preloads } = fakeWindow('/?club=4', {}, ['en-GB']);
    clubBoot(w, { ...config(), catalogs: { en: '/assets/en.js', es: '/assets/es.js' } });
    await w.__clubBoot!.ready;
    await expect.poll(() => calls.filter((p) => p === '/api/products/home')).toHaveLength(1);
    await expect.poll(() => calls.filter((p) => p === '/api/slider/list')).toHaveLength(1);
    // the page waited for the configuration: nothing in the guessed language but the configuration itself
    expect(signals.map((s) => [s.path, s.lang])).toEqual([
      ['/ip', null],
      ['/api/configuration/club', 'en'],
      ['/api/products/home', 'es'],
      ['/api/slider/list', 'es'],
    ]);
    expect(preloads.filter((p) => p.rel === 'modulepreload').map((p) => p.href)).toEqual(['/assets/es.js']);
    // the first slide's image is preloaded from the Spanish slides
    await expect.poll(() => preloads.filter((p) => p.as === 'image').length).toBeGreaterThan(0);
    // the app asks for the configuration in the browser's language, then for the page in the club's
    await appEndpoints(w, { club: '4', lang: 'en' }).getClubConfiguration('4');
    const ep = appEndpoints(w, { club: '4', lang: 'es' });
    const queryClient = new QueryClient();
    await Promise.all([queryClient.fetchQuery(homeQuery(ep)), queryClient.fetchQuery(slidesQuery(ep))]);
    // the Spanish answers were taken over: no second call
    expect(calls.filter((p) => p === '/api/products/home')).toHaveLength(1);
    expect(calls.filter((p) => p === '/api/slider/list')).toHaveLength(1);
    expect(calls.filter((p) => p === '/api/configuration/club')).toHaveLength(1);

    // a stored (chosen) language stays, and for a club the session kept as public the page's calls go out with the
    // configuration's, without waiting
    const chosen = fakeWindow('/?club=4', {
      'club.configuration': { version: 1, state: { lang: 'en', acceptedCookies: false } },
      'club.session': { version: 1, state: { token: null, user: null, club: { ...FBT, publicAccess: true } } },
    });
    clubBoot(chosen.w, { ...config(), catalogs: { en: '/assets/en.js', es: '/assets/es.js' } });
    await chosen.w.__clubBoot!.ready;
    expect(chosen.signals.map((s) => [s.path, s.lang])).toEqual([
      ['/ip', null],
      ['/api/configuration/club', 'en'],
      ['/api/products/home', 'en'],
      ['/api/slider/list', 'en'],
    ]);
    expect(chosen.preloads.map((p) => p.href)).toEqual(['/assets/en.js']);
    await appEndpoints(chosen.w, { club: '4', lang: 'en' }).getClubConfiguration('4');
    expect(chosen.calls.filter((p) => p === '/api/products/home')).toHaveLength(1);

    // the language chosen, but whether the club is public not known (no session kept for it): its catalogue at once,
    // its calls once the configuration has said it is
    const unsure = fakeWindow('/?club=4', {
      'club.configuration': { version: 1, state: { lang: 'en', acceptedCookies: false } },
    });
    clubBoot(unsure.w, { ...config(), catalogs: { en: '/assets/en.js', es: '/assets/es.js' } });
    await unsure.w.__clubBoot!.ready;
    expect(unsure.preloads.map((p) => p.href)).toEqual(['/assets/en.js']);
    expect(unsure.signals.map((s) => s.path)).toEqual(['/ip', '/api/configuration/club']);
    await expect
      .poll(() => unsure.signals.map((s) => [s.path, s.lang]))
      .toEqual([
        ['/ip', null],
        ['/api/configuration/club', 'en'],
        ['/api/products/home', 'en'],
        ['/api/slider/list', 'en'],
      ]);
  });

  it('with nothing stored, a call the app made before the configuration answered is left to the app', async () => {
    const { w, calls } = fakeWindow('/product/2014?club=2');
    clubBoot(w, config());
    await w.__clubBoot!.ready;
    // the app's bundle ran first (a cached bundle, a slow provider): it asks for the product itself
    await appEndpoints(w, { club: '2' }).getProduct(2014);
    await appEndpoints(w, { club: '2' }).getClubConfiguration('2');
    expect(calls.filter((p) => p === '/api/products/2014')).toHaveLength(1);
  });

  it("with nothing stored and no configuration, the catalogue comes in the browser's language and no page call goes out", async () => {
    const { w, calls, preloads } = fakeWindow('/?club=no-such-club', {}, ['es-ES']);
    clubBoot(w, { ...config(), catalogs: { en: '/assets/en.js', es: '/assets/es.js' } });
    await w.__clubBoot!.ready;
    await expect.poll(() => preloads.map((p) => p.href)).toEqual(['/assets/es.js']);
    // the club is not found: the app says so, and the provider would answer the page's calls with errors
    expect(calls).toEqual(['/ip', '/api/configuration/club']);
  });

  it("a private club's anonymous visitor's page makes no call: the provider refuses them, the router shows the login", async () => {
    // club 1 (TTT, Spanish) has no public access. Nothing stored: the configuration says so
    const first = fakeWindow('/?club=1');
    clubBoot(first.w, { ...config(), catalogs: CATALOGS, pages: { home: ['/assets/routes.js'] } });
    await expect.poll(() => first.preloads.map((p) => p.href)).toEqual(['/assets/routes.js', '/assets/es.js']);
    expect(first.calls).toEqual(['/ip', '/api/configuration/club']);
    // a returning visitor: the session kept the club as private, so neither the page's route chunks nor its calls
    const ttt = { id: 1, name: 'TTT', companyCode: 'TTT', domain: null, publicAccess: false };
    const back = fakeWindow('/magazine?club=1', {
      'club.configuration': { version: 1, state: { lang: 'en', acceptedCookies: true } },
      'club.session': { version: 1, state: { token: null, user: null, club: ttt } },
    });
    clubBoot(back.w, { ...config(), catalogs: { en: '/assets/en.js' }, pages: { magazine: ['/assets/magazine.js'] } });
    await back.w.__clubBoot!.ready;
    expect(back.preloads.map((p) => p.href)).toEqual(['/assets/en.js']);
    await appEndpoints(back.w, { club: '1' }).getClubConfiguration('1');
    expect(back.calls).toEqual(['/ip', '/api/configuration/club']);
  });

  it("a private club's signed-in member's page calls go out at once, with the token", async () => {
    const login = await fake.login('member@demo.club', 1);
    const ttt = { id: 1, name: 'TTT', companyCode: 'TTT', domain: null, publicAccess: false };
    const { w, calls } = fakeWindow('/?club=1', {
      'club.configuration': { version: 1, state: { lang: 'en', acceptedCookies: true } },
      'club.session': { version: 1, state: { token: login.token, user: null, club: ttt } },
    });
    clubBoot(w, config());
    await w.__clubBoot!.ready;
    expect(calls).toEqual(['/ip', '/api/configuration/club', '/api/products/home', '/api/slider/list']);
    const ep = appEndpoints(w, { club: '1', token: login.token });
    const home = await ep.getHome();
    expect(home.categoryList.length).toBeGreaterThan(0);
    expect(calls.filter((p) => p === '/api/products/home')).toHaveLength(1);
  });

  it("starts a product page's call, and a category's", async () => {
    const product = fakeWindow('/product/2014/some-title?club=2');
    clubBoot(product.w, config());
    await product.w.__clubBoot!.ready;
    await expect.poll(() => product.calls).toContain('/api/products/2014');
    await appEndpoints(product.w, { club: '2' }).getProduct(2014);
    expect(product.calls.filter((p) => p === '/api/products/2014')).toHaveLength(1);

    const category = fakeWindow('/category/201?club=2');
    clubBoot(category.w, config());
    await category.w.__clubBoot!.ready;
    await expect.poll(() => category.calls).toContain('/api/categories/201/content');
    await appEndpoints(category.w, { club: '2' }).getCategoryContent(201);
    expect(category.calls.filter((p) => p === '/api/categories/201/content')).toHaveLength(1);
  });

  it("preloads, at high priority, the image the page's call names as its largest paint, as the app renders it", async () => {
    const stored = { 'club.configuration': { version: 1, state: { lang: 'en' } } };
    const imagePreloads = (preloads: Array<Record<string, unknown>>) =>
      preloads
        .filter((p) => p.rel === 'preload' && p.as === 'image')
        .map((p) => ({
          href: p.href,
          media: p.media ?? null,
          fetchpriority: p.fetchpriority,
          ...(p.crossOrigin ? { crossOrigin: p.crossOrigin } : {}),
        }));
    const both = (phone: string, wide: string, max: string) => [
      { href: phone, media: `(max-width: ${max})`, fetchpriority: 'high' },
      { href: wide, media: `not all and (max-width: ${max})`, fetchpriority: 'high' },
    ];

    // the home: the banner's first slide (its portrait image on phones)
    const home = fakeWindow('/?club=2', stored);
    clubBoot(home.w, config());
    await expect.poll(() => imagePreloads(home.preloads).length).toBe(2);
    const [slide] = await appEndpoints(home.w, { club: '2' }).listSlides();
    expect(imagePreloads(home.preloads)).toEqual(both(slide!.imagePortrait, slide!.image, '575.98px'));

    // a product page: its backdrop (the portrait crop up to 767.98px)
    const product = fakeWindow('/product/2014?club=2', stored);
    clubBoot(product.w, config());
    await expect.poll(() => imagePreloads(product.preloads).length).toBe(2);
    const detail = await appEndpoints(product.w, { club: '2' }).getProduct(2014);
    expect(imagePreloads(product.preloads)).toEqual(both(detail.imagePortrait, detail.image, '767.98px'));
    expect(detail.imagePortrait).not.toBe(detail.image);

    // the magazine: the latest news, the first of the list
    const magazine = fakeWindow('/magazine?club=2', stored);
    clubBoot(magazine.w, config());
    await expect.poll(() => imagePreloads(magazine.preloads).length).toBe(1);
    const [latest] = await appEndpoints(magazine.w, { club: '2' }).listNews();
    expect(imagePreloads(magazine.preloads)).toEqual([{ href: latest!.image, media: null, fetchpriority: 'high' }]);

    // a category page: its first video tile's image, with CORS as the tile fetches it (its colour is read from it)
    const category = fakeWindow('/category/201?club=2', stored);
    clubBoot(category.w, config());
    await expect.poll(() => imagePreloads(category.preloads).length).toBe(1);
    const content = await appEndpoints(category.w, { club: '2' }).getCategoryContent(201);
    expect(content.productList[0]!.homeTeam).toBeNull();
    expect(imagePreloads(category.preloads)).toEqual([
      { href: content.productList[0]!.thumbnail, media: null, fetchpriority: 'high', crossOrigin: 'anonymous' },
    ]);
  });

  it("picks the image the app's mappers pick, through every fallback, and preloads nothing inline or unsafe", () => {
    const images = [
      undefined,
      null,
      { url: 'https://cdn.test/a.jpg' },
      { url: '  https://cdn.test/b.jpg \n' },
      { url: 'javascript:alert(1)' },
      { url: 'data:image/png;base64,AAAA' },
      { url: '' },
    ];
    /** What the app's view fetches: the phone's and the wider screens' address, when http(s). */
    const expected = (phone: string, wide: string, max: string | null) => {
      const fetchable = (u: string) => (/^https?:/.test(u) ? u : null);
      const [p, w] = [fetchable(phone), fetchable(wide)];
      if (p === w || max === null) return w ? [{ href: w, media: null }] : [];
      return [
        ...(p ? [{ href: p, media: `(max-width: ${max})` }] : []),
        ...(w ? [{ href: w, media: `not all and (max-width: ${max})` }] : []),
      ];
    };
    let checked = 0;
    for (const image of images)
      for (const imagePortrait of images) {
        const slide = mapSlide({ id: 1, image, imagePortrait } as never);
        expect(largestImagePreloads('/slider/list', { slides: [{ image, imagePortrait }] })).toEqual(
          expected(slide.imagePortrait, slide.image, '575.98px'),
        );
        const news = mapNews({ id: 1, title: 'N', image } as never);
        expect(largestImagePreloads('/news', { newsList: [{ image }] })).toEqual(
          expected(news.image, news.image, null),
        );
        for (const thumbnail of images)
          for (const thumbnailPortrait of images) {
            const raw = { id: 1, title: 'T', image, imagePortrait, thumbnail, thumbnailPortrait };
            const card = mapProductCard(raw as never);
            expect(largestImagePreloads('/products/1', raw)).toEqual(
              expected(card.imagePortrait, card.image, '767.98px'),
            );
            checked++;
          }
      }
    expect(checked).toBe(images.length ** 4);
    // a category's first video tile: the standard tile's image (the thumbnail, then the others), fetched with CORS
    for (const thumbnail of images)
      for (const image of images) {
        const raw = { id: 1, title: 'T', image, thumbnail, imagePortrait: images[3], thumbnailPortrait: images[2] };
        const card = mapProductCard(raw as never);
        expect(largestImagePreloads('/categories/1/content', { productList: [raw] })).toEqual(
          expected(card.thumbnail, card.thumbnail, null).map((p) => ({ ...p, cors: true })),
        );
      }
    // a match whose two teams have crests: the crests replace the image, nothing to preload; one crest is not enough
    const match = { id: 1, title: 'M', thumbnail: images[2], homeTeam: { image: images[2] } };
    expect(
      largestImagePreloads('/categories/1/content', { productList: [{ ...match, awayTeam: { image: images[3] } }] }),
    ).toEqual([]);
    expect(largestImagePreloads('/categories/1/content', { productList: [match] })).toEqual([
      { href: 'https://cdn.test/a.jpg', media: null, cors: true },
    ]);
    expect(largestImagePreloads('/categories/1/content', { productList: [], collectionList: [{ id: 1 }] })).toEqual([]);
    // no answer, or none to show
    expect(largestImagePreloads('/slider/list', null)).toEqual([]);
    expect(largestImagePreloads('/slider/list', { slides: [] })).toEqual([]);
    expect(largestImagePreloads('/news', { newsList: null })).toEqual([]);
    expect(largestImagePreloads('/products/home', { categoryList: [] })).toEqual([]);
  });

  it('a request that differs (another language) is sent by the app itself', async () => {
    const { w, calls } = fakeWindow('/?club=2', {}, ['es-ES']);
    clubBoot(w, config());
    await w.__clubBoot!.ready;
    await appEndpoints(w, { club: '2', lang: 'en' }).getClubConfiguration('2');
    expect(calls.filter((p) => p === '/api/configuration/club')).toHaveLength(2);
  });

  it("sends the stored session's token and language, as the app does", async () => {
    const login = await fake.login('member@demo.club', 2);
    const storage = {
      'club.session': {
        version: 1,
        state: { token: login.token, user: null, club: { id: 2, name: 'MCT', companyCode: 'MCT', domain: null } },
      },
      'club.configuration': { version: 1, state: { lang: 'es', acceptedCookies: true } },
    };
    const { w, calls } = fakeWindow('/', storage);
    clubBoot(w, config());
    await w.__clubBoot!.ready;
    const ep = appEndpoints(w, { club: '2', token: login.token, lang: 'es' });
    await ep.getClubConfiguration('2');
    await ep.getHome();
    expect(calls.filter((p) => p === '/api/configuration/club')).toHaveLength(1);
    expect(calls.filter((p) => p === '/api/products/home')).toHaveLength(1);
  });

  it("preloads the member's language catalogue chunk: the chosen one, else the club's", async () => {
    const chosen = fakeWindow('/magazine?club=2', {
      'club.configuration': { version: 1, state: { lang: 'es', acceptedCookies: false } },
    });
    clubBoot(chosen.w, { ...config(), catalogs: { en: '/assets/en-1.js', es: '/assets/es-1.js' } });
    await chosen.w.__clubBoot!.ready;
    expect(chosen.preloads[0]).toMatchObject({ rel: 'modulepreload', href: '/assets/es-1.js' });
    await appEndpoints(chosen.w, { club: '2', lang: 'es' }).listNews();

    // nothing chosen, a Spanish browser, an English club (2): English, once the configuration has said so
    const { w, preloads } = fakeWindow('/magazine?club=2', {}, ['es-ES']);
    clubBoot(w, { ...config(), catalogs: { en: '/assets/en-1.js', es: '/assets/es-1.js' } });
    await w.__clubBoot!.ready;
    await expect
      .poll(() => preloads.filter((p) => p.rel === 'modulepreload').map((p) => p.href))
      .toEqual(['/assets/en-1.js']);
    await appEndpoints(w, { club: '2', lang: 'en' }).listNews();
  });

  it("preloads the page's route chunks, and off the home the rest-of-app catalogue", async () => {
    const chunks = {
      catalogs: { en: '/assets/en-1.js', es: '/assets/es-1.js' },
      more: { en: '/assets/more-en.js', es: '/assets/more-es.js' },
      pages: { home: ['/assets/routes.js', '/assets/thumbnail.js'], product: ['/assets/_page.js'] },
    };
    const hrefs = async (path: string) => {
      const { w, preloads } = fakeWindow(path, { 'club.configuration': { version: 1, state: { lang: 'en' } } });
      clubBoot(w, { ...config(), ...chunks });
      await w.__clubBoot!.ready;
      return preloads.filter((p) => p.rel === 'modulepreload').map((p) => p.href);
    };
    expect(await hrefs('/?club=2')).toEqual(['/assets/routes.js', '/assets/thumbnail.js', '/assets/en-1.js']);
    expect(await hrefs('/product/2014/a-title?club=2')).toEqual([
      '/assets/_page.js',
      '/assets/en-1.js',
      '/assets/more-en.js',
    ]);
    // a page the boot has no chunks for: the catalogues only
    expect(await hrefs('/trainers?club=2')).toEqual(['/assets/en-1.js', '/assets/more-en.js']);
  });

  it('off the home, fetches the preload map with the first calls; on the home it leaves it to the app', async () => {
    // the fake serves no such file: the map is then null, and the app loads chunks as imports ask for them
    const url = `${fake.url}/assets/preload-map-1.json`;
    const onPage = async (path: string) => {
      const { w, calls } = fakeWindow(path);
      clubBoot(w, { ...config(), preloadMap: url });
      await w.__clubBoot!.ready;
      return { calls, preloadMap: w.__clubBoot!.preloadMap };
    };
    const off = await onPage('/trainers?club=2');
    expect(off.calls).toContain('/assets/preload-map-1.json');
    expect(off.preloadMap?.url).toBe(url);
    expect(await off.preloadMap?.map).toBeNull();
    const home = await onPage('/?club=2');
    expect(home.calls).not.toContain('/assets/preload-map-1.json');
    expect(home.preloadMap).toEqual({ url, map: null });
  });

  it("index.html's module runs the boot once: when the browser evaluates it, or first when the app asks", async () => {
    const code = await bootScript({ VITE_API_URL: `${fake.url}/api`, VITE_IP_LOOKUP_URL: `${fake.url}/ip` });
    // the module's evaluation (a task of its own in the browser) runs the boot
    const evaluated = fakeWindow('/?club=2');
    new Function('window', code)(evaluated.w);
    const boot = evaluated.w.__clubBoot;
    expect(boot).toBeDefined();
    // the app's start asks again: no second boot
    (evaluated.w as FakeWindow & { __clubBootRun?: () => void }).__clubBootRun!();
    expect(evaluated.w.__clubBoot).toBe(boot);
    await boot!.ready;
    await expect.poll(() => evaluated.calls.filter((p) => p === '/api/products/home')).toHaveLength(1);
    expect(evaluated.calls.filter((p) => p === '/api/configuration/club')).toHaveLength(1);
    // the app's bundle came first (in the browser's cache) and left its mark: the module leaves the calls to the app
    const late = fakeWindow('/?club=2');
    const page = late.w as FakeWindow & { __clubBootRun?: () => void };
    page.__clubBootRun = () => undefined;
    new Function('window', code)(page);
    expect(page.__clubBoot).toBeUndefined();
    expect(late.calls).toEqual([]);
  });

  it("the web build's module sets a returning visitor's club theme before it starts the calls; without `theme` (TV) it does not", async () => {
    const env = { VITE_API_URL: `${fake.url}/api`, VITE_IP_LOOKUP_URL: `${fake.url}/ip` };
    const club = { id: 2, name: 'MCT', companyCode: 'MCT', domain: null, theme: 'light' };
    const stored = { 'club.session': { version: 1, state: { token: null, user: null, club } } };
    const web = fakeWindow('/?club=2', stored);
    new Function('window', await bootScript(env, {}, null, { theme: true }))(web.w);
    expect(web.root['data-theme']).toBe('light');
    expect(web.w.__clubBoot).toBeDefined();
    await web.w.__clubBoot!.ready;
    const tv = fakeWindow('/?club=2', stored);
    new Function('window', await bootScript(env))(tv.w);
    expect(tv.root['data-theme']).toBeUndefined();
    // the app came first: the module touches nothing, the theme included (the app has applied the club's)
    const late = fakeWindow('/?club=2', stored);
    (late.w as FakeWindow & { __clubBootRun?: () => void }).__clubBootRun = () => undefined;
    new Function('window', await bootScript(env, {}, null, { theme: true }))(late.w);
    expect(late.root['data-theme']).toBeUndefined();
  });

  it("the TV build's classic script sets a returning visitor's club theme while the page is parsed, and nothing else", async () => {
    const code = await themeScript({ VITE_API_URL: `${fake.url}/api`, VITE_IP_LOOKUP_URL: `${fake.url}/ip` });
    const club = { id: 2, name: 'MCT', companyCode: 'MCT', domain: null, theme: 'light' };
    const { w, calls, root } = fakeWindow('/?club=2', {
      'club.session': { version: 1, state: { token: null, user: null, club } },
    });
    new Function('window', code)(w);
    expect(root['data-theme']).toBe('light');
    expect(calls).toEqual([]);
    expect(w.__clubBoot).toBeUndefined();
    // another club in the address: the dark default stays until that club's configuration answers
    const other = fakeWindow('/?club=4', { 'club.session': { version: 1, state: { token: null, user: null, club } } });
    new Function('window', code)(other.w);
    expect(other.root['data-theme']).toBeUndefined();
  });

  it('never throws: without storage or fetch the app makes its calls itself', () => {
    const { w } = fakeWindow('/?club=2');
    const broken = { ...w, localStorage: null, fetch: undefined } as unknown as FakeWindow;
    expect(() => clubBoot(broken, config())).not.toThrow();
  });
});

describe('boot chunks (scripts/bootPlugin.ts)', () => {
  it("names each language's catalogues and each page's route chunks with their imports, less the entry's, and on a product, category or magazine page the API chunk of its call", () => {
    const bundle = Object.fromEntries(
      [
        chunk('assets/index.js', '/app/index.html', ['assets/framework.js'], true),
        chunk('assets/framework.js', null),
        chunk('assets/en.js', '/app/src/i18n/locales/en.po'),
        chunk('assets/more-en.js', '/app/src/i18n/locales/more/en.po'),
        chunk('assets/routes.js', '/app/src/routes/index.tsx?tsr-split=component', [
          'assets/framework.js',
          'assets/thumbnail.js',
        ]),
        chunk('assets/thumbnail.js', null, ['assets/framework.js']),
        chunk('assets/_page.js', '/app/src/routes/product/$productId/_page.tsx?tsr-split=component', [
          'assets/thumbnail.js',
        ]),
        chunk('assets/provide-product.js', '/app/src/app/provide/product.ts'),
        chunk('assets/provide-player.js', '/app/src/app/provide/player.ts'),
        chunk('assets/cat.js', '/app/src/routes/category/$categoryId/index.tsx?tsr-split=component'),
        chunk('assets/cat-title.js', '/app/src/routes/category/$categoryId/$title.tsx?tsr-split=component'),
        chunk('assets/magazine.js', '/app/src/routes/magazine/_list.tsx?tsr-split=component'),
        chunk('assets/news.js', '/app/src/routes/magazine/$newId/play.tsx?tsr-split=component'),
        // the catalogue's lazy operations (a product, a category's content, the news): with those pages' calls
        chunk('assets/api-catalogue.js', null, ['assets/framework.js', 'assets/decode.js'], false, 'api-catalogue'),
        chunk('assets/decode.js', null),
        chunk('assets/api-account.js', null, [], false, 'api-account'),
      ].map((c) => [c.fileName, c]),
    );
    expect(bootChunks(bundle)).toEqual({
      catalogs: { en: '/assets/en.js' },
      more: { en: '/assets/more-en.js' },
      pages: {
        home: ['/assets/routes.js', '/assets/thumbnail.js'],
        product: [
          '/assets/_page.js',
          '/assets/api-catalogue.js',
          '/assets/decode.js',
          '/assets/provide-product.js',
          '/assets/thumbnail.js',
        ],
        category: ['/assets/api-catalogue.js', '/assets/cat-title.js', '/assets/cat.js', '/assets/decode.js'],
        magazine: ['/assets/api-catalogue.js', '/assets/decode.js', '/assets/magazine.js'],
      },
    });
  });
});

describe('the entry stylesheet at the end of the body (scripts/bootPlugin.ts, stylesheetsToBody)', () => {
  const built = [
    '<!doctype html>',
    '<html lang="en" data-theme="dark">',
    '  <head>',
    '    <title>Club</title>',
    '    <script type="module" crossorigin src="/assets/index-A1.js"></script>',
    '    <link rel="modulepreload" crossorigin href="/assets/framework-B2.js">',
    '    <link rel="stylesheet" crossorigin href="/assets/index-C3.css">',
    '  </head>',
    '  <body>',
    '    <div id="root"></div>',
    '  </body>',
    '</html>',
  ].join('\n');

  it('leaves the head without a stylesheet, puts it after the root and the background inline in the head', () => {
    const html = stylesheetsToBody(built);
    const head = html.slice(0, html.indexOf('</head>'));
    const body = html.slice(html.indexOf('<body>'));
    expect(head).not.toContain('rel="stylesheet"');
    expect(head).toContain(`<style>${FIRST_FRAME_STYLE}</style>`);
    expect(FIRST_FRAME_STYLE).toBe(
      `body{margin:0;background:${FIRST_FRAME_BACKGROUND}}:root[data-theme=light] body{background:#ffffff}`,
    );
    expect(body).toMatch(
      /<div id="root"><\/div>\n\s*<link rel="stylesheet" crossorigin href="\/assets\/index-C3\.css">\n\s*<\/body>/,
    );
    // the scripts and preloads stay where they were
    expect(head).toContain('<script type="module" crossorigin src="/assets/index-A1.js"></script>');
    expect(head).toContain('<link rel="modulepreload" crossorigin href="/assets/framework-B2.js">');
  });

  it('is the dark theme background of the tokens', () => {
    const tokens = readFileSync(new URL('../../src/theme/tokens.css', import.meta.url), 'utf8');
    const root = tokens.slice(tokens.indexOf(':root {'), tokens.indexOf('}', tokens.indexOf(':root {')));
    expect(root).toContain(`--color-bg: ${FIRST_FRAME_BACKGROUND};`);
  });

  it('changes nothing in a page without an asset stylesheet', () => {
    const none = built.replace('    <link rel="stylesheet" crossorigin href="/assets/index-C3.css">\n', '');
    expect(stylesheetsToBody(none)).toBe(none);
  });
});
