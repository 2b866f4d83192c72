import { defineConfig } from '@lingui/cli';
import { formatter } from '@lingui/format-po';

/** What the home route and the shell render: their messages form the catalog of the first load. */
export const CORE = [
  'src/main.tsx',
  // the app's services and the flows of the first screen (the other flows' provisions load with their routes)
  'src/app/*.{ts,tsx}',
  'src/app/provide/{cookies,tvShell}.ts',
  'src/api',
  'src/i18n',
  'src/theme',
  // shared components, but the forms' (profile, payment method, password fields): no form on the first screen
  'src/components/!(ProfileFields|PaymentMethodPicker|fields).tsx',
  'src/components/thumbnail',
  'src/routes/__root.tsx',
  'src/routes/index.tsx',
  'src/routes/$.tsx',
  'src/features/shell',
  'src/features/cookieConsent',
  'src/features/home',
  'src/features/banner',
  'src/features/tvShell',
  'src/tv',
  'machines/session',
  'machines/cookieConsent',
  'machines/banner',
  'machines/tv',
  'machines/shared',
];

/** en is the source and fallback language; es is the other supported language (spec §9). */
export default defineConfig({
  sourceLocale: 'en',
  locales: ['en', 'es'],
  fallbackLocales: { default: 'en' },
  // deterministic catalogs: extraction runs in parallel workers
  orderBy: 'messageId',
  format: formatter({ lineNumbers: false }),
  // Two catalogs per language (docs/performance.md): `core` ships with the first load (the home route, the shell, shared
  // components and app-wide flows); `more` holds everything else and is loaded before any other route renders
  // (src/i18n/i18n.ts, the root route). A message used on both sides is in both.
  catalogs: [
    {
      path: '<rootDir>/src/i18n/locales/{locale}',
      include: CORE.map((p) => `<rootDir>/${p}`),
      exclude: ['**/node_modules/**', '**/*.gen.ts'],
    },
    {
      path: '<rootDir>/src/i18n/locales/more/{locale}',
      include: ['<rootDir>/src', '<rootDir>/machines'],
      exclude: [
        '**/node_modules/**',
        '**/*.gen.ts',
        ...CORE.map((p) => `<rootDir>/${/\.tsx?$|[*{}]/.test(p) ? p : `${p}/**`}`),
      ],
    },
  ],
});
