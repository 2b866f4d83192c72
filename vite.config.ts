/// <reference types="vitest/config" />
import { defineConfig, loadEnv, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import babel, { defineRolldownBabelPreset } from '@rolldown/plugin-babel';
import { lingui } from '@lingui/vite-plugin';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import { fileURLToPath } from 'node:url';

/**
 * Third-party stand-ins (fake Stripe and Jitsi served by the fake provider) must exist before the app loads, so
 * that the real integrations (`loadStripe`, the Jitsi SDK) reuse them instead of downloading the real scripts.
 * Only configuration decides this: with VITE_STANDINS_URL unset, production HTML is untouched.
 */
function standins(url: string | undefined): Plugin {
  return {
    name: 'club:standins',
    transformIndexHtml() {
      if (!url) return [];
      return ['stripe.js', 'jitsi.js'].map((file) => ({
        tag: 'script',
        attrs: { src: `${url.replace(/\/$/, '')}/${file}` },
        injectTo: 'head-prepend' as const,
      }));
    },
  };
}

const linguiMacros = defineRolldownBabelPreset({
  preset: { plugins: ['@lingui/babel-plugin-lingui-macro'] },
  rolldown: { filter: { code: /from ["']@lingui\/(?:core|react)\/macro["']/ } },
});

export default defineConfig(({ mode, command }) => {
  const env = loadEnv(mode, process.cwd(), 'VITE_');
  const tv = mode === 'tv';
  return {
    resolve: {
      // Web builds: the TV shell (root route) resolves to a no-op, so its machine, focus engine and dialog leave the entry chunk.
      alias:
        command === 'build' && !tv
          ? [
              {
                find: /^\.\.\/features\/tv-shell\/TvShell$/,
                replacement: fileURLToPath(new URL('./src/features/tv-shell/TvShell.web.tsx', import.meta.url)),
              },
            ]
          : [],
    },
    plugins: [
      tanstackRouter({
        target: 'react',
        autoCodeSplitting: true,
        routesDirectory: './src/routes',
        generatedRouteTree: './src/routeTree.gen.ts',
        quoteStyle: 'single',
      }),
      babel({ presets: [linguiMacros] }),
      react(),
      lingui(),
      standins(env.VITE_STANDINS_URL),
    ],
    define: {
      __DEVICE__: JSON.stringify(tv ? 'tv' : 'web'),
    },
    build: {
      outDir: tv ? 'dist-tv' : 'dist',
      // TV browsers are old (DESIGN.md §8): the TV build targets an older Chromium.
      target: tv ? ['chrome69'] : 'baseline-widely-available',
      sourcemap: false,
      rolldownOptions: {
        output: {
          codeSplitting: {
            groups: [
              // The libraries every screen runs, in one chunk: one request and one compression window instead of a
              // dozen small shared chunks on the first load (DESIGN.md §11). Library modules only other screens use
              // (TanStack Query's useQueries, for the trainers) stay out of it and load with those screens.
              {
                name: 'framework',
                test: /node_modules[\\/](react|react-dom|scheduler|use-sync-external-store|@tanstack|xstate|@xstate|zod|@lingui|openapi-fetch)[\\/](?!.*[\\/](useQueries|queriesObserver)\.js$)/,
                priority: 10,
              },
              // The API layer the home route uses (startup and home operations, their schemas and mappers); the rest of the
              // catalogue's operations (ops/catalogue) load with the first call that needs them.
              {
                name: 'api',
                test: /src[\\/]api[\\/](?!ops[\\/](?:more|catalogue)|mappers[\\/]more|schemas[\\/]trainers)/,
                priority: 5,
              },
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
