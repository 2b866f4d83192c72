/** Display formats for trainers and booking (times HH:mm, long days); prices: formatPrice of src/domain. */
import { format, parseISO } from 'date-fns';
import { dateLocaleOf } from '~/i18n/dateLocale';

/** Local start time of a UTC instant, HH:mm. */
export const timeOf = (iso: string): string => format(parseISO(iso), 'HH:mm');

/** A local day key (YYYY-MM-DD) as a long heading, e.g. "Wednesday 4 March". */
export const longDayOf = (day: string, lang: string): string =>
  format(parseISO(day), lang === 'es' ? "EEEE, d 'de' MMMM" : 'EEEE d MMMM', { locale: dateLocaleOf(lang) });
