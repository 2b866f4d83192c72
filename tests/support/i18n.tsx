import type { ReactNode } from 'react';
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';

/** Views under test render in English with the source messages (the macro keeps them outside production). */
export function WithI18n({ children }: { children: ReactNode }) {
  if (i18n.locale !== 'en') i18n.loadAndActivate({ locale: 'en', messages: {} });
  return <I18nProvider i18n={i18n}>{children}</I18nProvider>;
}
