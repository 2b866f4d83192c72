/**
 * Lingui set-up: en is the source and fallback language, es the other one (spec §9). Catalogs are PO files compiled
 * by the Lingui Vite plugin and loaded on demand, so only the active language ships.
 */
import { i18n, type Messages } from '@lingui/core';
import type { Language } from '../api/domain';

export const LANGUAGES: readonly Language[] = ['en', 'es'];

export function isLanguage(value: unknown): value is Language {
  return value === 'en' || value === 'es';
}

/** Browser language if supported, else en (spec §3 Configuration). */
export function browserLanguage(
  languages: readonly string[] = typeof navigator !== 'undefined' ? navigator.languages : [],
): Language {
  for (const tag of languages) {
    const base = tag.toLowerCase().split('-')[0];
    if (isLanguage(base)) return base;
  }
  return 'en';
}

const loaders: Record<Language, () => Promise<{ messages: Messages }>> = {
  en: () => import('./locales/en.po'),
  es: () => import('./locales/es.po'),
};

/** Activates `lang`; resolves true when the language actually changed. */
export async function activateLanguage(lang: Language): Promise<boolean> {
  if (i18n.locale === lang) return false;
  const { messages } = await loaders[lang]();
  const changed = i18n.locale !== undefined && i18n.locale !== '';
  i18n.loadAndActivate({ locale: lang, messages });
  document.documentElement.lang = lang;
  return changed;
}

export { i18n };
