/** The date-fns locale of the member's language (days and months in calendars and long dates). */
import type { Locale } from 'date-fns';
import { enGB } from 'date-fns/locale/en-GB';
import { es } from 'date-fns/locale/es';

export const dateLocaleOf = (lang: string): Locale => (lang === 'es' ? es : enGB);
