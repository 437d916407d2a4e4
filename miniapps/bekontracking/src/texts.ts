// @generated i18n-convert: the bekontracking mini-app's texts, ./locales/<language>.json (docs/translations.md).

import type { BekonTrackingStep } from '@portal/contracts';
import { createTranslationRef, type TextsOf } from '@portal/sdk';
import de from './locales/de.json';

export const translations = createTranslationRef<typeof de>({
  id: 'bekontracking',
  messages: de,
  translations: (locale) => import(`./locales/${locale}.json`),
});

export type Texts = TextsOf<typeof de>;

export const { textsFor, load: loadTexts, loadAll: loadAllTexts } = translations;

/** The label of a timeline step. */
export function stepLabel(t: Texts, step: BekonTrackingStep): string {
  const labels: Record<BekonTrackingStep, string> = {
    ordered: t.stepOrdered,
    confirmed: t.stepConfirmed,
    produced: t.stepProduced,
    shipped: t.stepShipped,
    delivered: t.stepDelivered,
  };
  return labels[step];
}

export { fill } from '@portal/contracts';
