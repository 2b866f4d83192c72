/**
 * Lingui set-up: en is the source and fallback language, es the other one (spec §9). Catalogs are PO files compiled
 * by the Lingui Vite plugin and loaded on demand, so only the active language ships, and of it only the `core`
 * catalog on the first load.
 */
import { i18n, type Messages } from '@lingui/core';
import type { Language, MessageDescriptor } from '~/domain';
import { isLanguage } from './languages';

export { LANGUAGES, browserLanguage, isLanguage } from './languages';

const core: Record<Language, () => Promise<{ messages: Messages }>> = {
  en: () => import('./locales/en.po'),
  es: () => import('./locales/es.po'),
};
/** Everything but the home route and the shell (lingui.config.ts): loaded before any other route renders. */
const more: Record<Language, () => Promise<{ messages: Messages }>> = {
  en: () => import('./locales/more/en.po'),
  es: () => import('./locales/more/es.po'),
};

let moreWanted = false;
/** The language asked for last (it may still be loading). */
let target: Language | undefined;
const moreLoaded = new Map<Language, Promise<void>>();

function loadMore(lang: Language): Promise<void> {
  let loading = moreLoaded.get(lang);
  if (!loading) {
    loading = more[lang]().then(({ messages }) => i18n.load(lang, messages));
    loading.catch(() => moreLoaded.delete(lang));
    moreLoaded.set(lang, loading);
  }
  return loading;
}

/** Activates `lang`; resolves true when the language actually changed. A later call supersedes an earlier one. */
export async function activateLanguage(lang: Language): Promise<boolean> {
  target = lang;
  if (i18n.locale === lang) return false;
  const [{ messages }] = await Promise.all([core[lang](), moreWanted ? loadMore(lang) : null]);
  // the rest may have been asked for while the first-load catalog was loading
  if (moreWanted) await loadMore(lang);
  if (target !== lang) return false;
  const changed = i18n.locale !== undefined && i18n.locale !== '';
  i18n.load(lang, messages);
  i18n.activate(lang);
  document.documentElement.lang = lang;
  return changed;
}

/**
 * The messages of every screen besides home and the shell, for the active language, the one being activated, and
 * any later one. Awaited by the root route before any other route renders, and by app-wide modals that are not part
 * of the first load.
 */
export function ensureAllMessages(): Promise<void> {
  moreWanted = true;
  const langs = new Set([i18n.locale, target].filter(isLanguage));
  return Promise.all([...langs].map(loadMore)).then(() => undefined);
}

export { i18n };

/** A message in the active language (its source text until the catalogue is loaded). */
export const text = (descriptor: MessageDescriptor, values?: Record<string, unknown>) =>
  i18n._(descriptor.id, values ?? descriptor.values, { message: descriptor.message });
