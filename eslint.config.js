// @ts-check
/**
 * Lint rules, including the import rules of the architecture (docs/architecture.md): a wrong import fails CI.
 * - machines/** imports only xstate, pure helpers (src/domain) and *types* (openapi/schema).
 * - src/components/** is presentational: no machines, services or API.
 * - src/domain/** (shared types and pure rules) imports nothing of the app, React, the router or XState;
 *   domain types come from there, never from src/api.
 * - src/features/<a> does not import src/features/<b>.
 * - src/services/** and src/performance/** do not import src/app, src/features or src/routes.
 * - only src/app/** calls machine.provide(...).
 * Cross-layer imports use the aliases of tsconfig.json (`~/` src/, `~machines/` machines/, `~openapi/` openapi/): each
 * pattern names both spellings.
 */
import { readdirSync, existsSync } from 'node:fs';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

const features = existsSync('src/features')
  ? readdirSync('src/features', { withFileTypes: true })
      .filter((d) => d.isDirectory())
      .map((d) => d.name)
  : [];

const machineForbidden = [
  {
    group: ['react', 'react-dom', 'react/*', 'react-dom/*'],
    message: 'Machines never import React (docs/architecture.md).',
  },
  { group: ['@tanstack/*'], message: 'Machines never import the router or the query client (docs/architecture.md).' },
  { group: ['@xstate/react'], message: 'Machines never import React bindings.' },
  {
    regex: '^@lingui/(core(?!/macro$)|react)(/.*)?$',
    allowTypeImports: true,
    message: 'Machines use message descriptors (`msg` from @lingui/core/macro), never the Lingui runtime.',
  },
  {
    group: ['openapi-fetch', 'hls.js', '@stripe/*', '@jitsi/*', 'sonner'],
    message: 'Machines never import the HTTP client or platform SDKs: declare an actor and provide it in src/app.',
  },
];

const onlyAppProvides = {
  selector: "CallExpression[callee.property.name='provide'][callee.object.name=/Machine$/]",
  message: 'Only src/app/** provides real actors to machines.',
};

const queryKeysFromFactories = {
  selector: "Property[key.name='queryKey'] > ArrayExpression",
  message: "Query keys come from the factories of src/api/queries.ts (queryKeys, or a query's own queryKey).",
};

export default tseslint.config(
  {
    ignores: [
      'node_modules',
      'dist',
      'dist-tv',
      'dist-bench',
      'dist-bench-tv',
      'src/routeTree.gen.ts',
      'openapi/schema.d.ts',
      'openapi/fake/media',
      'openapi/fake/standins',
      'test-results',
      'playwright-report',
      'src/i18n/locales',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'warn' },
  },
  {
    files: ['machines/**/*.ts'],
    rules: {
      'no-restricted-imports': 'off',
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            ...machineForbidden,
            {
              group: ['**/src/**', '!**/src/domain', '!**/src/domain/**', '~/**', '!~/domain', '!~/domain/**'],
              message: 'Machines never import src/** (only the shared types and pure rules of src/domain).',
            },
            {
              group: ['**/openapi/schema', '~openapi/schema'],
              allowTypeImports: true,
              message: 'Machines may import openapi/schema *types* only.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['src/components/**/*.{ts,tsx}'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/machines/**', '~machines/**', 'xstate', '@xstate/*'],
              message: 'Components are presentational: no machines (docs/architecture.md).',
            },
            {
              group: ['**/services/**', '**/api/**', 'openapi-fetch', '@tanstack/react-query'],
              message: 'Components are presentational: no services or API; domain types come from src/domain.',
            },
          ],
        },
      ],
    },
  },
  {
    // shared types and pure rules: every layer imports them, they import nothing of the app
    files: ['src/domain/**/*.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['../*', '**/src/**', '**/machines/**', '**/openapi/**', '~/**', '~machines/**', '~openapi/**'],
              message: 'src/domain imports nothing of the app (api, app, features, components, machines).',
            },
            {
              group: ['react', 'react-dom', 'react/*', 'react-dom/*', '@tanstack/*', 'xstate', '@xstate/*'],
              message: 'src/domain is pure: no React, router, query client or XState.',
            },
            {
              group: ['openapi-fetch', 'hls.js', '@stripe/*', '@jitsi/*', 'sonner', 'date-fns', 'date-fns/*'],
              message: 'src/domain is small and pure (route guards load it first): no clients, SDKs or date-fns.',
            },
            {
              regex: '^@lingui/',
              allowTypeImports: true,
              message:
                'src/domain may name Lingui *types* only (message descriptors); texts live where they are shown.',
            },
          ],
        },
      ],
    },
  },
  {
    // services and first-load code serve every layer: they never reach up into the wiring, the features or the routes
    files: ['src/services/**/*.{ts,tsx}', 'src/performance/**/*.{ts,tsx}'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/app/**', '**/features/**', '**/routes/**'],
              message: 'src/services and src/performance never import src/app, src/features or src/routes.',
            },
          ],
        },
      ],
    },
  },
  ...features.map((feature) => ({
    files: [`src/features/${feature}/**/*.{ts,tsx}`],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            ...features
              .filter((f) => f !== feature)
              .map((other) => ({
                group: [`**/features/${other}`, `**/features/${other}/**`, `../${other}`, `../${other}/**`],
                message: `src/features/${feature} must not import src/features/${other}: compose features in routes (docs/architecture.md).`,
              })),
            { group: ['**/api/domain', '**/api/domain/**'], message: 'Domain types come from src/domain.' },
            {
              group: ['**/app/*', '**/app/**', '!**/app/machines'],
              message:
                'Features take their flows from src/app/machines (useFlow, useActorRef) and app services from the router context, never other src/app modules.',
            },
          ],
        },
      ],
    },
  })),
  {
    files: ['**/*.{ts,tsx}'],
    ignores: ['src/app/**', 'tests/**', 'e2e/**'],
    rules: { 'no-restricted-syntax': ['error', onlyAppProvides] },
  },
  // (a later block's `no-restricted-syntax` replaces an earlier one's: each block lists all its selectors)
  {
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/app/**', 'src/api/queries.ts'],
    rules: { 'no-restricted-syntax': ['error', onlyAppProvides, queryKeysFromFactories] },
  },
  {
    files: ['src/app/**/*.{ts,tsx}'],
    rules: { 'no-restricted-syntax': ['error', queryKeysFromFactories] },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    ignores: [
      'src/services/toast.ts',
      'src/features/shell/SonnerToaster.tsx',
      'src/app/inspect.ts',
      'src/app/actors.ts',
    ],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: 'sonner',
              message:
                'Use toast from src/services/toast (or src/services/notify): sonner loads only with the first toast.',
            },
            // every actor of the app is created in one place, with the flow inspector's `inspect` option
            {
              name: 'xstate',
              importNames: ['createActor'],
              message: 'Use createActor from src/app/inspect: it makes the actor visible to the flow inspector.',
            },
            // a flow stopped and started again (StrictMode's double mount) must not hear its first run's answer
            {
              name: 'xstate',
              importNames: ['fromPromise'],
              message: 'Use fromPromise from src/app/actors: a stopped instance of it never answers.',
            },
            {
              name: '@xstate/react',
              importNames: ['useActorRef', 'useMachine'],
              message:
                'Use useActorRef / useMachine from src/app/inspect: they make the flow visible to the inspector.',
            },
          ],
        },
      ],
    },
  },
  {
    // Touching the browser's storage can throw (site data blocked): only the guarded storage module does it.
    files: ['src/**/*.{ts,tsx}', 'machines/**/*.ts'],
    ignores: ['src/services/storage.ts'],
    rules: {
      'no-restricted-globals': [
        'error',
        ...['localStorage', 'sessionStorage'].map((name) => ({
          name,
          message: 'Use appStorage() from src/services/storage: reading storage throws where the browser blocks it.',
        })),
      ],
      'no-restricted-properties': [
        'error',
        ...['window', 'globalThis', 'self'].flatMap((object) =>
          ['localStorage', 'sessionStorage'].map((property) => ({
            object,
            property,
            message: 'Use appStorage() from src/services/storage: reading storage throws where the browser blocks it.',
          })),
        ),
      ],
    },
  },
  {
    // every e2e spec runs with the CSP-violation guard of e2e/support/test.ts
    files: ['e2e/**/*.ts'],
    ignores: ['e2e/support/test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@playwright/test',
              importNames: ['test', 'expect'],
              message:
                "Import test and expect from e2e/support/test (it fails a test on any CSP violation); types may still come from '@playwright/test'.",
            },
          ],
        },
      ],
    },
  },
  {
    files: ['tests/**/*.{ts,tsx}', 'e2e/**/*.ts'],
    rules: { '@typescript-eslint/no-explicit-any': 'off', '@typescript-eslint/no-non-null-assertion': 'off' },
  },
);
