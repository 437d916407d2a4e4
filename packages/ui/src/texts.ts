import cs from './locales/cs.json';
import de from './locales/de.json';
import en from './locales/en.json';
import fr from './locales/fr.json';
import it from './locales/it.json';

/**
 * The kit's own texts, for what its parts say when the caller gives no words of its own: paging,
 * sorting, the empty, loading and failed states of a table, a form's actions and a field's error.
 * The messages are JSON per language (`locales/*.json`, `{{name}}` fills a value), as translators
 * work with them; German is the fallback for a language the kit does not know and for a missing key.
 */
export interface KitTexts {
  readonly loading: string;
  readonly empty: string;
  readonly failed: string;
  readonly retry: string;
  readonly pagination: string;
  readonly previous: string;
  readonly next: string;
  readonly pageStatus: (page: number, pages: number, total: number) => string;
  readonly pageSize: string;
  readonly sortBy: (column: string) => string;
  readonly cancel: string;
  readonly save: string;
  readonly delete: string;
  readonly deleteTitle: string;
  readonly confirmDelete: (what: string) => string;
  readonly formFailed: string;
  readonly required: string;
  readonly tooShort: (n: number) => string;
  readonly tooLong: (n: number) => string;
  readonly tooSmall: (n: number) => string;
  readonly tooBig: (n: number) => string;
  readonly invalidEmail: string;
  readonly invalid: string;
}

type Messages = typeof de;

/** The messages of each language the kit speaks. */
export const KIT_MESSAGES: Readonly<Record<'de' | 'en' | 'cs' | 'fr' | 'it', Partial<Messages>>> = {
  de,
  en,
  cs,
  fr,
  it,
};

/** A message with its `{{name}}` places filled. */
export function fillMessage(message: string, values: Readonly<Record<string, string | number>>): string {
  return message.replace(/\{\{(\w+)\}\}/g, (place, name: string) => String(values[name] ?? place));
}

function textsOf(own: Partial<Messages>): KitTexts {
  const m: Messages = { ...de, ...own };
  return {
    ...m,
    pageStatus: (page, pages, total) => fillMessage(m.pageStatus, { page, pages, total }),
    sortBy: (column) => fillMessage(m.sortBy, { column }),
    confirmDelete: (what) => fillMessage(m.confirmDelete, { what }),
    tooShort: (n) => fillMessage(m.tooShort, { n }),
    tooLong: (n) => fillMessage(m.tooLong, { n }),
    tooSmall: (n) => fillMessage(m.tooSmall, { n }),
    tooBig: (n) => fillMessage(m.tooBig, { n }),
  };
}

const BY_LOCALE = new Map(Object.entries(KIT_MESSAGES).map(([locale, messages]) => [locale, textsOf(messages)]));

/** The kit's texts in `locale` (German for any other), with the caller's own words over them. */
export function kitTexts(locale: string | undefined, own?: Partial<KitTexts>): KitTexts {
  const base = BY_LOCALE.get(locale ?? 'de') ?? (BY_LOCALE.get('de') as KitTexts);
  return own ? { ...base, ...own } : base;
}
