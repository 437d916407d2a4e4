import type { LocalizedText } from '@portal/contracts';

/** A text in the five languages, in the order de, en, cs, fr, it. */
export const text = (de: string, en: string, cs: string, fr: string, it: string): LocalizedText => ({
  de,
  en,
  cs,
  fr,
  it,
});
