/**
 * index.html's head for a fast first screen, web and TV builds:
 * - `<link rel="preconnect">` to the provider's origin (when VITE_API_URL names it), for the boot's calls (CORS, so
 *   `crossorigin`) and for the images it serves;
 * - the boot prefetch (src/boot/inline.ts, bundled with the app modules it imports into a minified script for
 *   Chrome 69 and inlined), with the build's provider, IP lookup and club settings and the hashed names of the
 *   chunks it may preload: it starts the first screen's calls while the bundle downloads, and preloads the member's
 *   language catalogue (the app imports it before its first render) and, on a home, product, category or magazine
 *   address, that page's route chunks (with, on a category page, the API chunk that decodes its call, and the
 *   rest-of-app catalogue the other pages wait for), which the router would otherwise ask for only once the bundle
 *   has run. Its hash is added to the Content-Security-Policy by
 *   scripts/cspPlugin.ts, which hashes every inline script of the final index.html;
 * - the entry's stylesheet at the end of the body, the background inline in the head (`stylesheetsToBody`).
 */
import { fileURLToPath } from 'node:url';
import { rolldown } from 'rolldown';
import type { HtmlTagDescriptor, Plugin } from 'vite';

type ResolveDependencies = (file: string, deps: string[], context: { hostId: string; hostType: string }) => string[];
import { originOf } from './cspPlugin.ts';
import { OPERATIONS, type OperationName } from '../src/api/operations.ts';
import { IP_LOOKUP_TIMEOUT_MS } from '../src/api/request.ts';
import { SURFACE } from '../src/theme/clubStyle.ts';
import { clean } from '../src/boot/buildEnv.ts';
import type { BootConfig, BootPage } from '../src/boot/config.ts';
import type { HeroWords } from '../src/boot/earlyHero.ts';
import { LANGUAGES } from '../src/i18n/languages.ts';
import { readFileSync } from 'node:fs';

export interface BootEnv {
  VITE_API_URL?: string;
  VITE_PROVIDER_PORT?: string;
  VITE_IP_LOOKUP_URL?: string;
  VITE_CLUB?: string;
}

export type { BootPage };

/** Chunks the boot may preload, by name: the first-load catalogues, the rest-of-app ones, the pages' route chunks. */
export interface BootChunks {
  catalogs?: Record<string, string>;
  more?: Record<string, string>;
  pages?: Partial<Record<BootPage, string[]>>;
}

/**
 * What each page loads once the router has matched it, as keys of the preload map: its routes' split components and
 * the flow its loader loads (src/app/machines.ts).
 */
const PAGE_KEYS: Record<BootPage, string[]> = {
  home: ['route:/'],
  product: ['route:/product/$productId/_page', 'flow:product'],
  category: ['route:/category/$categoryId/', 'route:/category/$categoryId/$title'],
  magazine: ['route:/magazine/_list'],
};

/**
 * The operation a page's first screen waits for besides the club's configuration (the call the boot prefetches for
 * it): when it is a 'lazy' one, its domain's API chunk (`api-<domain>`, src/api/chunks.ts) decodes the answer, and
 * the app would ask for that chunk only once the bundle has run and made the call, one round trip after the rest.
 * A category page (2 route chunks) got its LCP earlier in Lighthouse's simulation (docs/performance.md). A product
 * page got it later in two A/B runs on 2026-11-26, when it preloaded 11 chunks ahead of the framework; with 7, on
 * 2026-11-27, its runs whose first frame came on time had their LCP 150 to 200 ms earlier (the call's decoder no
 * longer a round trip after the bundle), and the late-frame runs 80 ms later (7 runs each). The magazine's news list
 * waited for the same chunk the same way.
 */
const PAGE_OPERATIONS: Partial<Record<BootPage, OperationName>> = {
  category: 'getCategoryContent',
  product: 'getProduct',
  magazine: 'listNews',
};

interface ChunkLike {
  type: 'chunk' | 'asset';
  fileName: string;
  /** The chunk's name (a code-splitting group's, e.g. 'api-catalogue'). */
  name?: string;
  facadeModuleId?: string | null;
  isEntry?: boolean;
  imports?: string[];
}

/** The bundle's chunks, the chunks a set of them loads (themselves and their static imports), and the entry's. */
function chunkGraph(bundle: Record<string, ChunkLike>) {
  const chunks = Object.values(bundle).filter((c) => c.type === 'chunk');
  const byName = new Map(chunks.map((c) => [c.fileName, c]));
  const closure = (start: ChunkLike[]) => {
    const seen = new Set<string>();
    const visit = (c: ChunkLike) => {
      if (seen.has(c.fileName)) return;
      seen.add(c.fileName);
      for (const name of c.imports ?? []) {
        const next = byName.get(name);
        if (next) visit(next);
      }
    };
    start.forEach(visit);
    return seen;
  };
  return { chunks, closure, entry: closure(chunks.filter((c) => c.isEntry)) };
}

/**
 * The chunks of the build the boot preloads: each language's two catalogues, and for each page kind its routes' and
 * flow's chunks, from the preload map (their static imports, less what the entry already loads).
 */
export function bootChunks(bundle: Record<string, ChunkLike>): BootChunks {
  const { chunks, closure, entry } = chunkGraph(bundle);
  const catalogs: Record<string, string> = {};
  const more: Record<string, string> = {};
  const pages: Partial<Record<BootPage, string[]>> = {};
  for (const c of chunks) {
    const po = /[\\/]locales[\\/](more[\\/])?(\w+)\.po$/.exec(c.facadeModuleId ?? '');
    if (po) (po[1] ? more : catalogs)[po[2]!] = `/${c.fileName}`;
  }
  const map = preloadMap(bundle);
  /** A page's lazy operation's API chunk with what it imports, less the entry's. */
  const apiChunk = (page: BootPage) => {
    const operation = PAGE_OPERATIONS[page];
    if (!operation || OPERATIONS[operation].tier !== 'lazy') return [];
    const named = chunks.filter((c) => c.name === `api-${OPERATIONS[operation].domain}`);
    return [...closure(named)].filter((name) => !entry.has(name)).map((name) => `/${name}`);
  };
  for (const page of Object.keys(PAGE_KEYS) as BootPage[]) {
    const files = [...new Set([...PAGE_KEYS[page].flatMap((key) => map[key] ?? []), ...apiChunk(page)])];
    if (files.length) pages[page] = files.sort();
  }
  return { catalogs, more, pages };
}

/**
 * The route id TanStack Router gives a file under src/routes (its file-based convention): `index` ends in '/',
 * `route` is its folder's id, any other file its path (`category/$categoryId/$title` -> '/category/$categoryId/$title').
 */
export function routeIdOf(file: string): string {
  const parts = file.replace(/\.tsx?$/, '').split('/');
  const last = parts.pop();
  if (last === 'index') return `/${parts.map((p) => `${p}/`).join('')}`;
  return `/${[...parts, ...(last === 'route' ? [] : [last])].join('/')}`;
}

/**
 * The preload map: for each route with a split component (`route:<route id>`) and each flow's provision
 * (`flow:<name>`, src/app/machines.ts), the chunks it needs beyond the first load, the chunk itself included; what the
 * entry loads is left out. The app reads it (src/performance/preloadMap.ts) to ask for a navigation's chunks all at once,
 * in place of the preload lists Vite would write into the entry chunk.
 */
export function preloadMap(bundle: Record<string, ChunkLike>): Record<string, string[]> {
  const { chunks, closure, entry } = chunkGraph(bundle);
  const map: Record<string, string[]> = {};
  for (const c of chunks) {
    const id = (c.facadeModuleId ?? '').replace(/\\/g, '/');
    const route = /\/src\/routes\/(.+\.tsx)\?tsr-split=component$/.exec(id);
    const flow = /\/src\/app\/provide\/(\w+)\.ts$/.exec(id);
    const key = route ? `route:${routeIdOf(route[1]!)}` : flow ? `flow:${flow[1]}` : null;
    if (!key) continue;
    const files = [...closure([c])].filter((name) => !entry.has(name));
    if (files.length) map[key] = files.sort().map((name) => `/${name}`);
  }
  return map;
}

/** The message ids of the early hero's words (src/boot/earlyHero.ts), from the app's catalogues. */
const HERO_WORDS: Record<keyof HeroWords, string> = {
  more: 'home.banner.more',
  newTab: 'home.banner.new_tab',
  magazine: 'magazine.title',
  latest: 'magazine.latest',
  novelty: 'magazine.novelty',
};

/** Each language's early hero words, read from its catalogues (first-load and rest-of-app PO files). */
export function heroWords(): Record<string, HeroWords> {
  const out: Record<string, HeroWords> = {};
  for (const lang of LANGUAGES) {
    const po = ['', 'more/']
      .map((dir) => readFileSync(new URL(`../src/i18n/locales/${dir}${lang}.po`, import.meta.url), 'utf8'))
      .join('\n');
    const words = {} as HeroWords;
    for (const [key, id] of Object.entries(HERO_WORDS) as [keyof HeroWords, string][]) {
      const found = new RegExp(`^msgid "${id.replace(/\./g, '\\.')}"\\nmsgstr "((?:[^"\\\\]|\\\\.)*)"`, 'm').exec(po);
      if (!found) throw new Error(`early hero: no message ${id} in the ${lang} catalogues`);
      words[key] = JSON.parse(`"${found[1]}"`) as string;
    }
    out[lang] = words;
  }
  return out;
}

/** What the boot script is told (the same values src/app/env.ts reads); `hero`: the early hero's words (web). */
export function bootConfig(
  env: BootEnv,
  chunks: BootChunks = {},
  preloadMapUrl: string | null = null,
  hero: Record<string, HeroWords> | null = null,
): BootConfig {
  return {
    api: clean(env.VITE_API_URL),
    providerPort: clean(env.VITE_PROVIDER_PORT),
    ip: clean(env.VITE_IP_LOOKUP_URL),
    club: clean(env.VITE_CLUB),
    ipTimeoutMs: IP_LOOKUP_TIMEOUT_MS,
    /** The first-load message catalogue chunk of each language, preloaded by the boot for the member's language. */
    catalogs: chunks.catalogs ?? {},
    /** The rest-of-app catalogue chunk of each language, preloaded on every page but home (it waits for it). */
    more: chunks.more ?? {},
    /** Each page kind's route chunks (not in the entry), preloaded when the address is such a page. */
    pages: chunks.pages ?? {},
    /** The preload map's URL: fetched by the boot off the home, by the app after the first screen on it. */
    preloadMap: preloadMapUrl,
    hero,
  };
}

/** The engine the boot scripts are lowered to: the TV build's oldest (they are the same in the web build). */
const BOOT_TARGET = 'chrome69';

/**
 * A boot entry (src/boot/<entry>.ts) bundled with the app's modules it imports into one minified IIFE for an inline
 * script, each `define` name replaced by its value's JSON.
 */
async function bundleBoot(
  entry: 'inline' | 'themeInline' | 'builtins',
  define: Record<string, unknown>,
): Promise<string> {
  const bundle = await rolldown({
    input: fileURLToPath(new URL(`../src/boot/${entry}.ts`, import.meta.url)),
    platform: 'browser',
    // the import aliases of tsconfig.json, as vite.config.ts resolves them for the app
    resolve: {
      alias: {
        '~': fileURLToPath(new URL('../src', import.meta.url)),
        '~machines': fileURLToPath(new URL('../machines', import.meta.url)),
        '~openapi': fileURLToPath(new URL('../openapi', import.meta.url)),
      },
    },
    transform: {
      target: BOOT_TARGET,
      define: Object.fromEntries(Object.entries(define).map(([name, value]) => [name, JSON.stringify(value)])),
    },
  });
  try {
    const { output } = await bundle.generate({ format: 'iife', minify: true, comments: false });
    return output[0].code.trim();
  } finally {
    await bundle.close();
  }
}

/**
 * The boot's inline script: an async module (`<script type="module" async>`), which the browser evaluates in a task
 * of its own as soon as the parser has met it, where a classic inline script is compiled and run inside the task that
 * parses the page. Lighthouse's simulation makes every request the parser sends (the framework's, the entry's and
 * the stylesheet's) wait for the whole task that sent it: with the boot's compile and run in it, that was 40 ms at
 * 1x, replayed at 4x before the framework's download could start. It runs once (src/boot/inline.ts). With `theme`, it
 * first sets the returning visitor's theme: the web build's module blocks rendering until it has run
 * (`blocking="render"`), so that a light club's page is light from its first frame without a classic script in the
 * parse's task.
 */
export async function bootScript(
  env: BootEnv,
  chunks: BootChunks = {},
  preloadMapUrl: string | null = null,
  { theme = false, hero = false }: { theme?: boolean; hero?: boolean } = {},
): Promise<string> {
  return bundleBoot('inline', {
    __BOOT_CONFIG__: bootConfig(env, chunks, preloadMapUrl, hero ? heroWords() : null),
    __BOOT_THEME__: theme,
    __BOOT_HERO__: hero,
  });
}

/**
 * The returning visitor's theme, a classic inline script of its own (src/boot/themeInline.ts), for the TV build: it
 * runs while the page is parsed, so that a light club's page is light from its first frame on engines that do not
 * know `blocking="render"` (Chrome 69); it is small, so that the parse's task stays short. The web build's boot module
 * sets the theme itself (`bootScript`'s `theme`).
 */
export async function themeScript(env: BootEnv): Promise<string> {
  return bundleBoot('themeInline', { __BOOT_CLUB__: bootConfig(env).club });
}

/**
 * The built-ins an old engine lacks (src/boot/builtins.ts), a classic inline script first in the head, for the TV
 * build: every other script of the page, the boot's included, runs after it.
 */
export async function builtinsScript(): Promise<string> {
  return bundleBoot('builtins', {});
}

/** The page's background before the stylesheet arrives: the default (dark) theme's page colour. */
export const FIRST_FRAME_BACKGROUND = SURFACE.dark;

/**
 * index.html's inline style: the page's background before the stylesheet arrives, the light theme's once the boot
 * has read the club's theme from its configuration (`data-theme`, src/boot/clubBoot.ts).
 */
export const FIRST_FRAME_STYLE = `body{margin:0;background:${FIRST_FRAME_BACKGROUND}}:root[data-theme=light] body{background:${SURFACE.light}}`;

/**
 * The entry's stylesheets move from the head to the end of the body, and the head gets the page's background inline
 *. A stylesheet in the head blocks every frame until it has arrived; at the end of the body it blocks none:
 * the browser paints the background at once, and the app's modules still wait for it before they run (a
 * parser-inserted stylesheet blocks scripts wherever it is), so nothing renders unstyled. Headless Chromium, which
 * Lighthouse drives, stopped offering the page frames for a second or two in most loads whose first frame waited for the
 * stylesheet (viz throttles a frame sink that leaves ten BeginFrames unanswered), and reported the first paint that
 * late. Stylesheets are found as Vite writes them: `<link rel="stylesheet" crossorigin href="/assets/...css">`.
 */
export function stylesheetsToBody(html: string): string {
  const links: string[] = [];
  const head = html.indexOf('</head>');
  if (head < 0) return html;
  const before = html
    .slice(0, head)
    .replace(/[ \t]*<link rel="stylesheet"[^>]*href="\/assets\/[^"]+\.css"[^>]*>\n?/g, (link) => {
      links.push(link.trim());
      return '';
    });
  if (links.length === 0) return html;
  const after = html.slice(head).replace('</body>', `  ${links.join('\n    ')}\n  </body>`);
  const style = `  <style>${FIRST_FRAME_STYLE}</style>\n  `;
  return `${before}${style}${after}`;
}

/**
 * The boot's plugin, and the `build.modulePreload.resolveDependencies` that goes with it: the entry chunk's dynamic
 * imports get no preload list of scripts (their stylesheets stay), since the preload map, emitted here as
 * `assets/preload-map-<hash>.json`, names them for the app; the lists in other chunks, which load later, stay.
 */
export function bootPlugin(
  env: BootEnv,
  { themeInModule = true, builtins = false }: { themeInModule?: boolean; builtins?: boolean } = {},
): { plugin: Plugin; resolveDependencies: ResolveDependencies } {
  const entries = new Set<string>();
  let mapUrl: string | null = null;
  const plugin: Plugin = {
    // both the build and the dev server: the dev server's index.html gets the same boot (with no chunks to preload)
    name: 'club:boot',
    // before Vite's import analysis (a build plugin that runs after this one) writes the preload lists
    generateBundle(_options, bundle) {
      entries.clear();
      for (const c of Object.values(bundle)) if (c.type === 'chunk' && c.isEntry) entries.add(c.fileName);
      const ref = this.emitFile({
        type: 'asset',
        name: 'preload-map.json',
        source: JSON.stringify(preloadMap(bundle as Record<string, ChunkLike>)),
      });
      mapUrl = `/${this.getFileName(ref)}`;
    },
    transformIndexHtml: {
      order: 'post',
      async handler(html, ctx) {
        const tags: HtmlTagDescriptor[] = [];
        if (builtins) tags.push({ tag: 'script', children: await builtinsScript(), injectTo: 'head-prepend' });
        // the language chunks (src/i18n/locales/<lang>.po, which the app imports before its first render, and the
        // rest-of-app ones) and the route chunks of the pages the boot knows
        const chunks = bootChunks((ctx.bundle ?? {}) as Record<string, ChunkLike>);
        const api = originOf(env.VITE_API_URL);
        if (api) {
          tags.push({
            tag: 'link',
            attrs: { rel: 'preconnect', href: api, crossorigin: true },
            injectTo: 'head-prepend',
          });
          tags.push({ tag: 'link', attrs: { rel: 'preconnect', href: api }, injectTo: 'head-prepend' });
        }
        // the framework chunk, the largest file of the first load, asked for before anything the boot script asks
        // for (it starts on the connection that brought the HTML, already warm); its other tags come after
        const framework = Object.values((ctx.bundle ?? {}) as Record<string, ChunkLike>).find(
          (c) => c.type === 'chunk' && c.name === 'framework',
        );
        if (framework)
          tags.push({
            tag: 'link',
            attrs: { rel: 'modulepreload', crossorigin: true, href: `/${framework.fileName}` },
            injectTo: 'head-prepend',
          });
        // the returning visitor's theme: in the boot module, which blocks the first frame until it has run (the parse's
        // task then runs no script: in Lighthouse's traces the classic script took 2.5 to 26 ms of it, the first
        // `localStorage` read), or for engines without `blocking="render"` a classic script run in the parse
        if (!themeInModule) tags.push({ tag: 'script', children: await themeScript(env), injectTo: 'head-prepend' });
        tags.push({
          tag: 'script',
          attrs: { type: 'module', async: true, ...(themeInModule ? { blocking: 'render' } : {}) },
          // the web build paints the page's hero early (src/boot/earlyHero.ts); the TV's first screen is its own
          children: await bootScript(env, chunks, mapUrl, { theme: themeInModule, hero: themeInModule }),
          injectTo: 'head-prepend',
        });
        return { html: stylesheetsToBody(html), tags };
      },
    },
  };
  const resolveDependencies: ResolveDependencies = (_file, deps, { hostId }) => (entries.has(hostId) ? [] : deps);
  return { plugin, resolveDependencies };
}
