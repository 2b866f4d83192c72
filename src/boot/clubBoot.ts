/**
 * The boot prefetch: bundled into an inline script of index.html (scripts/bootPlugin.ts, which hashes it into the
 * Content-Security-Policy), so it runs while the HTML is parsed, long before the app's bundle has arrived and run. It
 * starts the calls the first screen waits for, exactly as the app will make them (same URL, same `Authorization`,
 * `Accept-Language` and client-IP headers: it builds them with the provider client's own functions):
 * - the client IP lookup (when configured), then
 * - (modulepreloads of the member's language catalogue chunk, which the app imports before its first render, and of
 *   the page's route chunks and, but on home, the rest-of-app catalogue, which the router waits for)
 * - the club configuration, and on the home page the home rows and the banner slides; on a product or category page,
 *   that page's call; on the magazine, the news list; with, once it answers, a preload of the image the page's call
 *   names as its largest paint (./largestImage), which the app would ask for only once its bundle has rendered it.
 * With no language chosen yet (nothing stored), the club's language applies: the page's calls and its catalogue wait
 * for the configuration's answer, so that they go out once, in the language the app will ask in. The page's calls go
 * out only for a visitor who may see the page (signed in, or the club has public access: as the session kept it, else
 * as the configuration answers); a private club's anonymous visitor is sent to the login, and the provider would
 * refuse them (401, an error in the browser's console on every visit).
 * It keeps the promises of their responses in `window.__clubBoot`; the app's fetch (src/performance/bootHandoff.ts) takes a
 * response when it makes the very same request, once, so the data lands in the session and the Query cache without
 * a second call. A request that differs in anything (another language, token, club) is simply sent by the app.
 *
 * It imports only the app's pure modules (the club key, the stores' keys, the languages, the API base, the request's
 * headers, the mappers' image choice), and the build lowers it to the TV's engine (Chrome 69). It never throws: any
 * error only means the app makes its calls itself.
 */
import type { paths } from '~openapi/schema';
import { resolveClubKey, sessionMatchesClub } from '~/services/clubKey';
import type { StoredConfiguration, StoredSession } from '~/services/stores';
import type { BootPrefetch } from '~/performance/bootHandoff';
import { CONFIGURATION_KEY, SESSION_KEY } from '~/domain/legal';
import type { Language } from '~/domain';
import { browserLanguage, isLanguage } from '~/i18n/languages';
import { apiBaseUrl } from './buildEnv';
import { ipLookupTarget, ipOf, requestHeaders, withClub, type RequestHeaderName } from '~/api/request';
import { clubThemeOf, mapClubStyle } from '~/api/club/mappers';
import { applyClubStyle } from '~/theme/clubStyle';
import type { ClubRaw } from '~/api/club/schemas';
import type { BootConfig, BootPage, BootWindow } from './config';
import { largestImagePreloads } from './largestImage';
import { heroOf, paintEarly } from './earlyHero';

/** Whether the build paints the early hero (the web build's boot; the TV's leaves its code out). */
declare const __BOOT_HERO__: boolean;
const HERO = typeof __BOOT_HERO__ !== 'undefined' && __BOOT_HERO__;

/** A persisted store's state (`{ version: 1, state }`, src/services/stores.ts), as it was written, or null. */
function readStore<T>(w: BootWindow, key: string): T | null {
  try {
    const raw = w.localStorage.getItem(key);
    const value = (raw === null ? null : JSON.parse(raw)) as { version?: unknown; state?: T } | null;
    return value && value.version === 1 && value.state ? value.state : null;
  } catch {
    return null;
  }
}

/** The stores and the club the address opens (the session's own rules: resolveClubKey, sessionMatchesClub). */
function clubOf(w: BootWindow, config: Pick<BootConfig, 'club'>) {
  const stored = readStore<StoredSession>(w, SESSION_KEY);
  const storedClub = stored && stored.club && typeof stored.club.id === 'number' ? stored.club : null;
  const { clubKey, fromUrl } = resolveClubKey({
    search: w.location.search,
    hostname: w.location.hostname,
    buildClub: config.club,
    storedClubId: storedClub ? storedClub.id : null,
  });
  const matches =
    storedClub !== null &&
    sessionMatchesClub(clubKey, {
      id: storedClub.id,
      domain: typeof storedClub.domain === 'string' ? storedClub.domain : null,
    });
  return {
    stored,
    conf: readStore<StoredConfiguration>(w, CONFIGURATION_KEY),
    fromUrl,
    clubKey,
    storedClub: matches ? storedClub : null,
  };
}

/**
 * A returning visitor's club theme, as the session kept it, set on the page's root before the first frame (by the
 * boot module, which blocks rendering until it has run, or on TV by a classic script run in the parse), so that a
 * light club's page is light from its first frame rather than from its configuration's answer (its theme may have
 * changed since: the answer sets it again). Another club's, or none: the dark default stays until that answer.
 */
export function keptTheme(w: BootWindow, config: Pick<BootConfig, 'club'>): void {
  try {
    const theme = clubOf(w, config).storedClub?.theme;
    if (theme === 'light' || theme === 'dark') w.document.documentElement.setAttribute('data-theme', theme);
  } catch {
    /* the configuration's answer sets the theme */
  }
}

/** The page the address opens, with its id: its route chunks and its calls. */
function pageOf(path: string): { page: BootPage; id: string | null } | null {
  if (path === '/' || path === '') return { page: 'home', id: null };
  const product = /^\/product\/(\d+)(?:\/[^/]*)?\/?$/.exec(path);
  if (product) return { page: 'product', id: product[1]! };
  const category = /^\/category\/(\d+)(?:\/[^/]*)?\/?$/.exec(path);
  if (category) return { page: 'category', id: category[1]! };
  return /^\/magazine\/?$/.test(path) ? { page: 'magazine', id: null } : null;
}

/** A provider path (checked against the contract) with the page's id in place of `{id}`. */
function providerPath(path: keyof paths, id: string | null = null): string {
  return id === null ? path : path.replace('{id}', id);
}

/** The page's calls, besides the club configuration. */
function pageCalls(page: { page: BootPage; id: string | null } | null): string[] {
  if (!page) return [];
  if (page.page === 'home') return [providerPath('/products/home'), providerPath('/slider/list')];
  if (page.page === 'product') return [providerPath('/products/{id}', page.id)];
  if (page.page === 'category') return [providerPath('/categories/{id}/content', page.id)];
  return [providerPath('/news')];
}

type SentHeaders = Record<RequestHeaderName, string | null>;
interface Entry {
  url: string;
  headers: Partial<SentHeaders>;
  response: () => Promise<Response>;
}
interface Sent {
  headers: SentHeaders;
  response: Promise<Response>;
}

/** `window.__clubBoot`: what the app takes over, and when the boot has sent what it sends at once. */
export type ClubBoot = BootPrefetch & { clubKey: string; ready?: Promise<void> };

export function clubBoot(w: BootWindow, config: BootConfig): void {
  try {
    const club = clubOf(w, config);
    const { stored, conf, clubKey } = club;
    // another club chosen through the address starts anonymous
    const keep = stored !== null && (!club.fromUrl || club.storedClub !== null);
    const token = keep && typeof stored.token === 'string' && stored.token !== '' ? stored.token : null;
    // whether the page's content is the visitor's to see: signed in, or the club's public access as the session kept
    // it; null when not known before the configuration answers (no session kept for this club, or one kept before it
    // was). A private club answers an anonymous visitor's calls with 401.
    const kept = club.storedClub ? club.storedClub.publicAccess : undefined;
    const mayBrowse = token ? true : typeof kept === 'boolean' ? kept : null;
    // the member's chosen language, else the browser's
    const lang: Language = conf && isLanguage(conf.lang) ? conf.lang : browserLanguage(w.navigator.languages || []);
    const modulepreload = (href: string | undefined) => {
      if (!href) return;
      const preload = w.document.createElement('link');
      preload.rel = 'modulepreload';
      preload.href = href;
      w.document.head.appendChild(preload);
    };
    // the page the address opens, for its route chunks (the router asks for them only once the bundle has run)
    const page = pageOf(w.location.pathname);
    // the language's message catalogue, which the app imports before its first render, and on any page but home
    // the rest of the messages, which the router waits for before it renders such a page
    const preloadCatalog = (language: Language) => {
      modulepreload(config.catalogs?.[language]);
      if (page?.page !== 'home') modulepreload(config.more?.[language]);
    };
    // (not for a private club's anonymous visitor, whom the router sends to the login)
    if (mayBrowse !== false && page) (config.pages?.[page.page] ?? []).forEach(modulepreload);
    const api = apiBaseUrl(config.api, config.providerPort, w.location);
    const entries: Entry[] = [];
    // the URLs the app has asked for itself before the page's calls were sent (then they are the app's)
    const asked: string[] = [];
    let pageSent = false;
    // the build's preload map (which chunks each route and flow needs beyond the first load): off the home the
    // page's own chunks need it as soon as the bundle has run; on the home the app fetches it after the first screen
    const preloadMap =
      config.preloadMap && page?.page !== 'home'
        ? w
            .fetch(config.preloadMap)
            .then((r) => (r.ok ? (r.json() as Promise<unknown>) : null))
            .catch(() => null)
        : null;
    const boot: ClubBoot = {
      clubKey,
      preloadMap: config.preloadMap ? { url: config.preloadMap, map: preloadMap } : null,
      /**
       * The response promise of the same request, once; null when there is none (the app sends it itself, and the
       * boot, if it has not sent that call yet, leaves it to the app).
       */
      take(url, header) {
        if (!pageSent) asked.push(url);
        for (let j = 0; j < entries.length; j++) {
          const e = entries[j]!;
          if (e.url !== url) continue;
          const names = Object.keys(e.headers) as RequestHeaderName[];
          if (names.some((name) => (header(name) || null) !== e.headers[name])) continue;
          entries.splice(j, 1);
          return e.response();
        }
        return null;
      },
    };
    w.__clubBoot = boot;

    let ipPromise: Promise<string | null> = Promise.resolve(null);
    if (config.ip) {
      const ipUrl = ipLookupTarget(config.ip);
      // undefined: no answer within the lookup's timeout
      const ipBody = new Promise<unknown>((resolve) => {
        setTimeout(() => resolve(undefined), config.ipTimeoutMs);
        try {
          w.fetch(ipUrl)
            .then((r) => (r.ok ? (r.json() as Promise<unknown>) : null))
            .then(resolve, () => resolve(null));
        } catch {
          resolve(null);
        }
      });
      ipPromise = ipBody.then(ipOf);
      entries.push({
        url: ipUrl,
        headers: {},
        // no answer within the lookup's timeout: the app waits on its own clock, then goes without
        response: () =>
          ipBody.then((body) =>
            body === undefined
              ? new Promise<Response>(() => undefined)
              : new Response(body === null ? 'null' : JSON.stringify(body), {
                  status: body === null ? 502 : 200,
                  headers: { 'Content-Type': 'application/json' },
                }),
          ),
      });
    }

    const urlOf = (call: string) => withClub(api + call, clubKey);
    /** Sends one call as the app will (in `language`) and offers its response once the headers are known. */
    const send = (call: string, language: Language): Promise<Sent> => {
      const url = urlOf(call);
      const sent = ipPromise.then((ip) => {
        const headers = requestHeaders(token, language, ip);
        const out: Record<string, string> = {};
        for (const name of Object.keys(headers) as RequestHeaderName[]) {
          const value = headers[name];
          if (value !== null) out[name] = value;
        }
        const response = w.fetch(url, { headers: out });
        // a failure is the app's to see when it takes the response; never an unhandled rejection here
        response.catch(() => undefined);
        return { headers, response };
      });
      // the entry's headers are known once the IP is: it is offered from then on
      sent.then(
        (s) => void entries.push({ url, headers: s.headers, response: () => s.response }),
        () => undefined,
      );
      return sent;
    };
    const calls = pageCalls(page);
    /** The page's calls, in the language the app will use, with the page's largest image preloaded. */
    const sendCalls = (language: Language) => {
      for (const call of calls) {
        // the app got there first (its bundle ran before the configuration answered): the call is its own
        if (asked.indexOf(urlOf(call)) >= 0) continue;
        send(call, language)
          .then((s) => s.response)
          .then((r) => (r.ok ? (r.clone().json() as Promise<unknown>) : null))
          .then((body) => {
            preloadImages(w, largestImagePreloads(call, body));
            // the web build: the page's hero painted from this answer (./earlyHero), in the club's look, which the
            // configuration's answer has applied by then (its reaction was registered first); no configuration, no
            // early hero (the app shows what it shows without one)
            const words = HERO ? config.hero?.[language] : undefined;
            if (words)
              configuration
                .then((club) => club && paintEarly(heroOf(call.replace(/\d+/, '{id}'), body, words)))
                .catch(() => undefined);
          })
          .catch(() => undefined);
      }
    };
    const configuration = send(providerPath('/configuration/club'), lang).then((s) =>
      s.response.then((r) => (r.ok ? (r.clone().json() as Promise<ClubRaw>) : null)),
    );
    // The club's theme as soon as its configuration answers: index.html's inline style gives a light club's page its
    // light background by `data-theme`, long before the app applies the club from the same answer. The web build,
    // which paints the page's hero early, applies the club's whole look (colours, fonts) for it, as the app will.
    configuration
      .then((body) => {
        const root = w.document.documentElement;
        if (!body || !root) return;
        if (HERO) applyClubStyle(mapClubStyle(body), root);
        else root.setAttribute('data-theme', clubThemeOf(body.clubTheme));
      })
      .catch(() => undefined);
    if (conf) {
      // the member's chosen language: its catalogue at once, and the page's calls with the configuration's when the
      // visitor may see the page
      preloadCatalog(lang);
      if (mayBrowse) {
        pageSent = true;
        sendCalls(lang);
      }
    }
    if (!pageSent) {
      // No language chosen yet (nothing stored): the club's language applies once its configuration is known (a
      // Spanish club in an English browser), so the page's calls and catalogue wait for it, one round trip: they
      // still answer long before the bundle has arrived and run, and nothing is fetched in a language nobody reads.
      // Not known whether the visitor may see the page: its calls wait for the configuration's public access too,
      // and go out only if it is public (or the visitor signed in), so that a private club's anonymous visitor's
      // page makes no call its provider refuses. No configuration (an unknown club, no connection): no calls.
      configuration
        .then(
          (body) => {
            pageSent = true;
            const language = !conf && body && isLanguage(body.language) ? body.language : lang;
            if (!conf) preloadCatalog(language);
            if (body !== null && (token !== null || body.isPublicAccess === true)) sendCalls(language);
          },
          () => {
            pageSent = true;
            if (!conf) preloadCatalog(lang);
          },
        )
        .catch(() => undefined);
    }
    boot.ready = ipPromise.then(() => undefined);
  } catch {
    /* the app makes its calls itself */
  }
}

/** Preloads, at high priority, the image a page's call names as its largest paint. */
function preloadImages(w: BootWindow, preloads: ReturnType<typeof largestImagePreloads>): void {
  for (const preload of preloads) {
    const link = w.document.createElement('link');
    link.rel = 'preload';
    link.as = 'image';
    link.href = preload.href;
    link.setAttribute('fetchpriority', 'high');
    if (preload.media) link.media = preload.media;
    if (preload.cors) link.crossOrigin = 'anonymous';
    w.document.head.appendChild(link);
  }
}
