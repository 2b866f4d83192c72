/**
 * Runs `then` once the app speaks `lang` (at once when it does; at most 3 s later anyway): a toast about a save that
 * changed the member's language is said in the language just saved, once its catalogue is loaded.
 */
import type { Language } from '~/domain';
import { i18n } from './i18n';

export function inLanguage(lang: Language, then: () => void) {
  if (i18n.locale === lang) return then();
  let done = false;
  const finish = () => {
    if (done) return;
    done = true;
    off();
    window.clearTimeout(timer);
    then();
  };
  const off = i18n.on('change', () => {
    if (i18n.locale === lang) finish();
  });
  const timer = window.setTimeout(finish, 3000);
}
