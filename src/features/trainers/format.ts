/** Display formats for trainers and booking (spec §9: prices two decimals, euro after the amount; times HH:mm). */
import { format, parseISO } from 'date-fns';
import { enGB } from 'date-fns/locale/en-GB';
import { es } from 'date-fns/locale/es';
import type { Locale } from 'date-fns';

export const dateLocaleOf = (lang: string): Locale => (lang === 'es' ? es : enGB);

/** 25 -> "25.00 €" (en) / "25,00 €" (es); USD puts the dollar sign first. */
export function formatPrice(amount: number, lang: string, currency = 'EUR'): string {
  const n = new Intl.NumberFormat(lang === 'es' ? 'es-ES' : 'en-GB', {
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
    useGrouping: false,
  }).format(amount);
  return currency === 'USD' ? `$${n}` : `${n} €`;
}

/** Local start time of a UTC instant, HH:mm. */
export const timeOf = (iso: string): string => format(parseISO(iso), 'HH:mm');

/** A local day key (YYYY-MM-DD) as a long heading, e.g. "Wednesday 4 March". */
export const longDayOf = (day: string, lang: string): string =>
  format(parseISO(day), lang === 'es' ? "EEEE, d 'de' MMMM" : 'EEEE d MMMM', { locale: dateLocaleOf(lang) });
