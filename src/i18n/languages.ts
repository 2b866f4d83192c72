/**
 * The app's languages and the browser's choice among them. Pure (no Lingui runtime): the app's i18n set-up and
 * index.html's boot script both read them.
 */
import { isLanguage, type Language } from '../domain';

export { LANGUAGES, isLanguage } from '../domain';

/** Browser language if supported, else en (spec §3 Configuration). */
export function browserLanguage(
  languages: readonly string[] = typeof navigator !== 'undefined' ? navigator.languages : [],
): Language {
  for (const tag of languages) {
    const base = String(tag).toLowerCase().split('-')[0];
    if (isLanguage(base)) return base;
  }
  return 'en';
}
