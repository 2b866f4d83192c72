/**
 * index.html's head for a fast first screen (issue 13), web and TV builds:
 * - `<link rel="preconnect">` to the provider's origin (when VITE_API_URL names it), for the boot's calls (CORS, so
 *   `crossorigin`) and for the images it serves;
 * - the boot prefetch (src/boot/bootScript.js), inlined and minified, with the build's provider, IP lookup and club
 *   settings and the hashed names of the chunks it may preload: it starts the first screen's calls while the bundle
 *   downloads, and preloads the member's language catalogue (the app imports it before its first render) and, on a
 *   home, product, category or magazine address, that page's route chunks (and the rest-of-app catalogue the other
 *   pages wait for), which the router would otherwise ask for only once the bundle has run. Its hash is added to
 *   the Content-Security-Policy by scripts/cspPlugin.ts, which hashes every inline script of the final index.html.
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { minify } from 'terser';
import type { HtmlTagDescriptor, Plugin } from 'vite';
import { originOf } from './cspPlugin';

export interface BootEnv {
  VITE_API_URL?: string;
  VITE_PROVIDER_PORT?: string;
  VITE_IP_LOOKUP_URL?: string;
  VITE_CLUB?: string;
}

/** The page kinds whose route chunks the boot preloads (src/boot/bootScript.js matches the address to one). */
export type BootPage = 'home' | 'product' | 'category' | 'magazine';

/** Chunks the boot may preload, by name: the first-load catalogues, the rest-of-app ones, the pages' route chunks. */
export interface BootChunks {
  catalogs?: Record<string, string>;
  more?: Record<string, string>;
  pages?: Partial<Record<BootPage, string[]>>;
}

/**
 * The modules each page loads once the router has matched it: its route's split component (TanStack Router's
 * `?tsr-split=component` facades) and the provision of the flow its loader loads (src/app/machines.ts).
 */
const PAGE_ROUTES: Record<BootPage, RegExp> = {
  home: /[\\/]src[\\/]routes[\\/]index\.tsx\?tsr-split=component/,
  product:
    /[\\/]src[\\/](routes[\\/]product[\\/]\$productId[\\/]_page\.tsx\?tsr-split=component|app[\\/]provide[\\/]product\.ts$)/,
  category: /[\\/]src[\\/]routes[\\/]category[\\/]\$categoryId[\\/](index|\$title)\.tsx\?tsr-split=component/,
  magazine: /[\\/]src[\\/]routes[\\/]magazine[\\/]index\.tsx\?tsr-split=component/,
};

interface ChunkLike {
  type: 'chunk' | 'asset';
  fileName: string;
  facadeModuleId?: string | null;
  isEntry?: boolean;
  imports?: string[];
}

/**
 * The chunks of the build the boot preloads: each language's two catalogues, and for each page kind its route
 * chunks with their static imports, less what the entry already loads (Vite preloads those itself).
 */
export function bootChunks(bundle: Record<string, ChunkLike>): BootChunks {
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
  const entry = closure(chunks.filter((c) => c.isEntry));
  const catalogs: Record<string, string> = {};
  const more: Record<string, string> = {};
  const pages: Partial<Record<BootPage, string[]>> = {};
  for (const c of chunks) {
    const po = /[\\/]locales[\\/](more[\\/])?(\w+)\.po$/.exec(c.facadeModuleId ?? '');
    if (po) (po[1] ? more : catalogs)[po[2]!] = `/${c.fileName}`;
  }
  for (const page of Object.keys(PAGE_ROUTES) as BootPage[]) {
    const own = chunks.filter((c) => PAGE_ROUTES[page].test(c.facadeModuleId ?? ''));
    const files = [...closure(own)].filter((name) => !entry.has(name));
    if (files.length) pages[page] = files.sort().map((name) => `/${name}`);
  }
  return { catalogs, more, pages };
}

/** What the boot script is told (the same values src/app/env.ts reads). */
export function bootConfig(env: BootEnv, chunks: BootChunks = {}) {
  const clean = (v: string | undefined) => (v?.trim() ? v.trim() : null);
  return {
    api: clean(env.VITE_API_URL),
    providerPort: clean(env.VITE_PROVIDER_PORT) ?? '4010',
    ip: clean(env.VITE_IP_LOOKUP_URL),
    club: clean(env.VITE_CLUB),
    ipTimeoutMs: 1500,
    /** The first-load message catalogue chunk of each language, preloaded by the boot for the member's language. */
    catalogs: chunks.catalogs ?? {},
    /** The rest-of-app catalogue chunk of each language, preloaded on every page but home (it waits for it). */
    more: chunks.more ?? {},
    /** Each page kind's route chunks (not in the entry), preloaded when the address is such a page. */
    pages: chunks.pages ?? {},
  };
}

/** The inline script's text: the boot function wrapped so it leaves no globals but `window.__clubBoot`. */
export async function bootScript(env: BootEnv, chunks: BootChunks = {}): Promise<string> {
  const source = readFileSync(fileURLToPath(new URL('../src/boot/bootScript.js', import.meta.url)), 'utf8').replace(
    /^export /gm,
    '',
  );
  const wrapped = `(function(){${source}\nclubBoot(window,${JSON.stringify(bootConfig(env, chunks))});})();`;
  const out = await minify(wrapped, { ecma: 2015, compress: true, mangle: true, format: { comments: false } });
  return out.code ?? wrapped;
}

export function bootPlugin(env: BootEnv): Plugin {
  return {
    name: 'club:boot',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      async handler(_html, ctx) {
        const tags: HtmlTagDescriptor[] = [];
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
        tags.push({ tag: 'script', children: await bootScript(env, chunks), injectTo: 'head-prepend' });
        return tags;
      },
    },
  };
}
