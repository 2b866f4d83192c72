/**
 * The one money formatter (spec §9: "Prices shown in EUR, two decimals, euro symbol after the amount (dollar sign
 * before for USD)"), in the member's language (spec §9 languages es and en, English the fallback):
 *
 * | amount, currency | en         | es         |
 * | ---------------- | ---------- | ---------- |
 * | 9.99 EUR         | 9.99 €     | 9,99 €     |
 * | 9.99 USD         | $9.99      | $9,99      |
 * | 9.99 GBP (other) | 9.99 GBP   | 9,99 GBP   |
 * | -3 EUR           | -3.00 €    | -3,00 €    |
 *
 * - two decimals, the language's decimal mark, no thousands grouping (the same on every browser, TV ones included);
 *   rounded half away from zero on the amount as written (1.005 -> 1.01);
 * - EUR (and no currency: the default plan currency is EUR) with the euro symbol after the amount, USD with the
 *   dollar sign before it in both languages, any other currency with its ISO code after the amount (a symbol such as
 *   "$" or "kr" would be ambiguous);
 * - a no-break space (U+00A0) between the amount and a symbol or code after it, as Intl writes it, so the two never
 *   break across lines;
 * - anything that is not a finite number shows as zero; an amount that rounds to zero has no sign.
 */
import type { Language } from './club';

const NBSP = '\u00a0';

const numberFormats: Partial<Record<Language, Intl.NumberFormat>> = {};

function numberFormat(language: Language): Intl.NumberFormat {
  return (numberFormats[language] ??= new Intl.NumberFormat(language === 'es' ? 'es-ES' : 'en-GB', {
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
    useGrouping: false,
  }));
}

/** The language prices are written in: es (or es-*) is Spanish, anything else English (spec §9 fallback). */
function languageOf(language: Language | string | null | undefined): Language {
  return language === 'es' || language?.toLowerCase().startsWith('es-') ? 'es' : 'en';
}

/** `amount` in `currency` as the member reads it in `language` (see the table above). */
export function formatPrice(
  amount: number,
  currency: string | null | undefined,
  language: Language | string | null | undefined,
): string {
  const value = Number.isFinite(amount) ? amount : 0;
  const digits = numberFormat(languageOf(language)).format(Math.abs(value));
  const sign = value < 0 && /[1-9]/.test(digits) ? '-' : '';
  const code = (currency?.trim() || 'EUR').toUpperCase();
  if (code === 'EUR') return `${sign}${digits}${NBSP}€`;
  if (code === 'USD') return `${sign}$${digits}`;
  return `${sign}${digits}${NBSP}${code}`;
}
