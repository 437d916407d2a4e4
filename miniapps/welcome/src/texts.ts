// @generated i18n-convert: the welcome mini-app's texts, ./locales/<language>.json (docs/translations.md).

import { createTranslationRef, type TextsOf } from '@portal/sdk';
import de from './locales/de.json';

export const translations = createTranslationRef<typeof de>({
  id: 'welcome',
  messages: de,
  translations: (locale) => import(`./locales/${locale}.json`),
});

export type Texts = TextsOf<typeof de>;

export const { textsFor, load: loadTexts, loadAll: loadAllTexts } = translations;
