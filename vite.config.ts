/// <reference types="vitest/config" />
import { defineConfig, loadEnv } from 'vite';
import react from '@vitejs/plugin-react';
import babel, { defineRolldownBabelPreset } from '@rolldown/plugin-babel';
import { lingui } from '@lingui/vite-plugin';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import { fileURLToPath } from 'node:url';
import { cspPlugin } from './scripts/cspPlugin.ts';
import { compressPlugin } from './scripts/compressPlugin.ts';
import { evalSlicesPlugin } from './scripts/evalSlicesPlugin.ts';
import { bootPlugin } from './scripts/bootPlugin.ts';
import { stripDescriptionsPlugin } from './scripts/stripDescriptionsPlugin.ts';
import { apiChunkGroups } from './src/api/chunks.ts';

/**
 * The oldest engine the TV build supports (docs/tv.md): Chrome 69 (2018 webOS / Tizen / Android TV class). The build
 * lowers the JS syntax to it (`build.target`), Lightning CSS (Vite's CSS minifier) lowers the CSS
 * (`build.cssTarget`), and the built-ins it lacks are put back by a classic inline script first in index.html's head
 * (src/boot/builtins.ts, bundled and inlined by scripts/bootPlugin.ts), so before any app or library module runs (the
 * framework chunk reads `globalThis` at module top level). TV build only: the web build and its first load are not
 * touched.
 *
 * What Chrome 69 lacks, by the Chrome version that shipped it:
 *   syntax, lowered by the build target: optional chaining and `??` (80), public / private class fields (72 / 74),
 *     numeric separators (75), logical assignment (85), class static blocks (94), top-level await (89, not used);
 *   built-ins: the list, and what is left out and why, is in src/boot/builtins.ts;
 *   not polyfillable, feature-detect instead: `WeakRef` (84), `Intl.RelativeTimeFormat` (71), `Intl.ListFormat` (72),
 *     `Intl.Segmenter` (87), RegExp `d` / `v` flags (90 / 112).
 * Chrome 69 has: ES modules, dynamic `import()`, `import.meta` (61-64), async iteration, `Promise#finally` (63), object
 * rest/spread (60), RegExp lookbehind, named groups, `s` flag and `\p{...}` (62-64), `Array.prototype.flat`/`flatMap`
 * (69), `BigInt` (67), `AbortController` (66), `ResizeObserver` (64), `IntersectionObserver` (58), `URLSearchParams`,
 * `fetch`, `#rrggbbaa` colours (62).
 * The built-ins were core-js's through @vitejs/plugin-legacy until they were written for that engine alone: the same
 * list was a `polyfills-*.js` module of 9.9 KB gzip in the TV's first load, now about 1 KB gzip inline.
 */
const TV_TARGET = 'chrome69';
/** Lightning CSS target of the TV build's CSS (Vite turns `build.cssTarget` into Lightning CSS `targets`). */
const TV_CSS_TARGET = 'chrome69';

const linguiMacros = defineRolldownBabelPreset({
  preset: { plugins: ['@lingui/babel-plugin-lingui-macro'] },
  rolldown: { filter: { code: /from ["']@lingui\/(?:core|react)\/macro["']/ } },
});

export default defineConfig(({ mode, command }) => {
  const env = loadEnv(mode, process.cwd(), 'VITE_');
  const tv = mode === 'tv';
  // the TV engines (Chrome 69) know no `blocking="render"`: their returning visitor's theme is a classic script
  // ... and lack built-ins that the app and its libraries call: the TV build puts them back first (src/boot/builtins.ts)
  const boot = bootPlugin(env, { themeInModule: !tv, builtins: tv });
  return {
    resolve: {
      // Web builds: the TV shell (root route) resolves to a no-op, so its machine, focus engine and dialog leave the entry chunk.
      alias: [
        ...(command === 'build' && !tv
          ? [
              {
                find: /^(?:\.\.|~)\/features\/tvShell\/TvShell$/,
                replacement: fileURLToPath(new URL('./src/features/tvShell/TvShell.web.tsx', import.meta.url)),
              },
            ]
          : []),
        // the import aliases of tsconfig.json (cross-layer imports): `~/` is src/, `~machines/` machines/, `~openapi/` openapi/
        { find: /^~\//, replacement: fileURLToPath(new URL('./src/', import.meta.url)) },
        { find: /^~machines\//, replacement: fileURLToPath(new URL('./machines/', import.meta.url)) },
        { find: /^~openapi\//, replacement: fileURLToPath(new URL('./openapi/', import.meta.url)) },
      ],
    },
    plugins: [
      tanstackRouter({
        target: 'react',
        autoCodeSplitting: true,
        routesDirectory: './src/routes',
        generatedRouteTree: './src/routeTree.gen.ts',
        quoteStyle: 'single',
      }),
      // the machines' plain-words descriptions are for the diagrams and the inspector (flows.json), not the bundles
      stripDescriptionsPlugin(),
      babel({ presets: [linguiMacros] }),
      react(),
      lingui(),
      // the Content-Security-Policy meta tag and the security headers files (vite build), the headers in vite preview
      // index.html: preconnect to the provider and the inline boot prefetch (hashed into the policy below)
      boot.plugin,
      ...cspPlugin(env),
      // web: the API layer and the app evaluate each in a task of their own, after the framework's
      ...(tv ? [] : [evalSlicesPlugin(['api', 'index'])]),
      // brotli and gzip files next to every text asset, for a static server to send as they are (npm run serve)
      compressPlugin(),
    ],
    define: {
      __DEVICE__: JSON.stringify(tv ? 'tv' : 'web'),
    },
    build: {
      outDir: tv ? 'dist-tv' : 'dist',
      // TV browsers are old (docs/tv.md): the TV build targets Chrome 69.
      target: tv ? TV_TARGET : 'baseline-widely-available',
      // Lightning CSS (Vite's CSS minifier) lowers the TV CSS for Chrome 69 when it minifies: `inset` to
      // top/right/bottom/left, `:is()` / `:not(a, b)` to `:-webkit-any()`, nesting, range media queries, lab/oklch
      // and `color-mix()` of literal colours to hex, `rgb(r g b / a)` to `#rrggbbaa`, shorthands with literal values
      // (`padding-inline: 4px`) to longhands, `-webkit-` prefixes (mask). It cannot lower, so the TV stylesheet
      // needs fallbacks for: aspect-ratio (88), flex gap (84), :focus-visible (86), clamp() / min() / max() (79),
      // color-mix() over var() (111), :has() (105), dvh (108), translate / scale / rotate (104), overflow: clip
      // (90), padding-inline / margin-inline with var() (87); it never sees the CSS Sonner injects from JS. Without
      // an explicit cssTarget the TV CSS would follow `build.target` (the same chrome69); it is spelled out here.
      cssTarget: tv ? TV_CSS_TARGET : undefined,
      sourcemap: false,
      // the entry chunk's dynamic imports preload nothing but their stylesheets: the preload map names their chunks
      // (scripts/bootPlugin.ts, src/performance/preloadMap.ts)
      modulePreload: { resolveDependencies: boot.resolveDependencies },
      rolldownOptions: {
        output: {
          codeSplitting: {
            groups: [
              // The libraries every screen runs, in one chunk: one request and one compression window instead of a
              // dozen small shared chunks on the first load (docs/performance.md). Library modules only other screens use
              // (TanStack Query's useQueries, for the trainers) stay out of it and load with those screens.
              {
                name: 'framework',
                test: /node_modules[\\/](react|react-dom|scheduler|use-sync-external-store|@tanstack|xstate|@xstate|zod|@lingui|openapi-fetch)[\\/](?!.*[\\/](useQueries|queriesObserver)\.js$)/,
                priority: 10,
              },
              // The API layer: 'api' holds what the first screen runs (the startup's and the home's operations, their
              // schemas and mappers), 'api-<domain>' each domain's operations that load with their first call; both
              // derived from the one operation list (src/api/operations.ts, src/api/chunks.ts).
              // The few small modules of the first screen that lazy screens share too (the environment, the id
              // parser, the session's selectors, the pages' loaders' brief wait for their data) ride in 'api' rather
              // than chunks of their own (firstDraw's was a 0.7 KB request of every first load).
              // The first screen's components (the thumbnails, the advertisement, the skeletons), with tiny modules
              // that the home and most other screens import (the Button, which the cookie notice of a first visit
              // imports too, the media queries, useArrived) ride in 'api' too: in a chunk of their own they were one
              // more request beside the framework's on every first load, and in Lighthouse's simulation each request
              // in flight takes an equal share of the bandwidth (LCP 20 to 140 ms earlier on five of the eight
              // bench pages without it, the others unchanged; docs/performance.md).
              ...apiChunkGroups(
                5,
                /(src[\\/]performance[\\/]firstDraw|src[\\/]app[\\/]env|src[\\/]domain[\\/]ids|machines[\\/]session[\\/]session\.selectors)\.ts$|src[\\/](components[\\/](thumbnail[\\/]|Advertisement|ScriptAdFrame|SkeletonGrid|EmptyState|Button\.tsx|useArrived\.ts)|services[\\/]media\.ts)/,
              ),
            ],
          },
        },
      },
    },
    server: { port: 5173, host: true },
    preview: { port: 4173, host: true },
    test: {
      include: ['tests/**/*.test.{ts,tsx}'],
      environment: 'node',
      setupFiles: ['tests/support/setup.ts'],
      testTimeout: 20000,
    },
  };
});
