/**
 * index.html's head for a fast first screen (issue 13), web and TV builds:
 * - `<link rel="preconnect">` to the provider's origin (when VITE_API_URL names it), for the boot's calls (CORS, so
 *   `crossorigin`) and for the images it serves;
 * - the boot prefetch (src/boot/bootScript.js), inlined and minified, with the build's provider, IP lookup and club
 *   settings and the hashed names of the message catalogue chunks: it starts the first screen's calls while the
 *   bundle downloads, and preloads the member's language chunk (the app imports it before its first render). Its hash is added to the
 *   Content-Security-Policy by scripts/cspPlugin.ts, which hashes every inline script of the final index.html.
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

/** What the boot script is told (the same values src/app/env.ts reads). */
export function bootConfig(env: BootEnv, catalogs: Record<string, string> = {}) {
  const clean = (v: string | undefined) => (v?.trim() ? v.trim() : null);
  return {
    api: clean(env.VITE_API_URL),
    providerPort: clean(env.VITE_PROVIDER_PORT) ?? '4010',
    ip: clean(env.VITE_IP_LOOKUP_URL),
    club: clean(env.VITE_CLUB),
    ipTimeoutMs: 1500,
    /** The first-load message catalogue chunk of each language, preloaded by the boot for the member's language. */
    catalogs,
  };
}

/** The inline script's text: the boot function wrapped so it leaves no globals but `window.__clubBoot`. */
export async function bootScript(env: BootEnv, catalogs: Record<string, string> = {}): Promise<string> {
  const source = readFileSync(fileURLToPath(new URL('../src/boot/bootScript.js', import.meta.url)), 'utf8').replace(
    /^export /gm,
    '',
  );
  const wrapped = `(function(){${source}\nclubBoot(window,${JSON.stringify(bootConfig(env, catalogs))});})();`;
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
        // the language chunks (src/i18n/locales/<lang>.po), which the app imports before its first render
        const catalogs: Record<string, string> = {};
        for (const item of Object.values(ctx.bundle ?? {})) {
          const lang =
            item.type === 'chunk' ? /[\\/]locales[\\/](\w+)\.po$/.exec(item.facadeModuleId ?? '')?.[1] : undefined;
          if (lang) catalogs[lang] = `/${item.fileName}`;
        }
        const api = originOf(env.VITE_API_URL);
        if (api) {
          tags.push({
            tag: 'link',
            attrs: { rel: 'preconnect', href: api, crossorigin: true },
            injectTo: 'head-prepend',
          });
          tags.push({ tag: 'link', attrs: { rel: 'preconnect', href: api }, injectTo: 'head-prepend' });
        }
        tags.push({ tag: 'script', children: await bootScript(env, catalogs), injectTo: 'head-prepend' });
        return tags;
      },
    },
  };
}
