import { defineConfig } from '@lingui/cli';
import { formatter } from '@lingui/format-po';

/** en is the source and fallback language; es is the other supported language (spec §9). */
export default defineConfig({
  sourceLocale: 'en',
  locales: ['en', 'es'],
  fallbackLocales: { default: 'en' },
  // deterministic catalogs: extraction runs in parallel workers
  orderBy: 'messageId',
  format: formatter({ lineNumbers: false }),
  catalogs: [
    {
      path: '<rootDir>/src/i18n/locales/{locale}',
      include: ['<rootDir>/src', '<rootDir>/machines'],
      exclude: ['**/node_modules/**', '**/*.gen.ts'],
    },
  ],
});
