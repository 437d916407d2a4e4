import { DEFAULT_LOCALE, LOCALES, type Locale } from '@portal/contracts';
import i18next, { type i18n as I18n } from 'i18next';

/*
 * Translation refs (modelled on Backstage's createTranslationRef): one i18next namespace per
 * mini-app, its messages as JSON per language. German ships with the mini-app and is the
 * fallback; every other language is a dynamic import, loaded when a reader first needs it.
 * Plurals are i18next's (`key_one`, `key_other`, Czech also `key_few`, `key_many`), values are
 * `{{name}}`. docs/translations.md describes the convention.
 */

/** A message tree as it comes from a locale JSON file. */
export type Messages = { readonly [key: string]: string | readonly string[] | Messages };

/** The plural suffixes i18next adds to a key (Intl.PluralRules categories). */
export type PluralSuffix = 'zero' | 'one' | 'two' | 'few' | 'many' | 'other';
type Base<K extends string> = K extends `${infer B}_${PluralSuffix}` ? B : K;

/**
 * The typed texts object of a message tree: every German key is a property (plural variants
 * collapse into one), a plain text is a `string`, and the paths listed in `Calls` (functions and
 * open tables, e.g. `'users.removeRole': (role: string) => string`) take the type given there.
 * A key that is not in the German JSON does not compile.
 */
export type TextsOf<M, Calls = Record<never, never>, P extends string = ''> = {
  -readonly [K in keyof M & string as Base<K>]: `${P}${Base<K>}` extends keyof Calls
    ? Calls[`${P}${Base<K>}`]
    : M[K] extends string
      ? string
      : M[K] extends readonly string[]
        ? readonly string[]
        : TextsOf<M[K], Calls, `${P}${K}.`>;
};

/**
 * How a path of the texts object is called: its argument names in order, and after `|` the one
 * that picks the plural form (passed to i18next as `count`). `'page,pages,total|total'`.
 */
export type CallShapes = Readonly<Record<string, string>>;

export interface TranslationRefOptions<M extends Messages> {
  /** The i18next namespace: the mini-app's name. */
  id: string;
  /** The German messages, imported statically (they are the fallback). */
  messages: M;
  /** Loads another language's messages: a dynamic import of its JSON file, e.g. import(`./locales/${locale}.json`). */
  translations: (locale: Locale) => Promise<{ default: Messages } | Messages>;
  /** The functions among the messages and their argument names (see CallShapes). */
  calls?: CallShapes;
}

export interface TranslationRef<T> {
  readonly id: string;
  /** Loads one language's messages (once); resolves when they can be used. */
  load(locale: Locale): Promise<void>;
  /** Whether a language's messages are loaded (German always is). */
  isLoaded(locale: Locale): boolean;
  /** The texts in one language; keys the language lacks, or a language not loaded yet, read German. */
  textsFor(locale: Locale): T;
  /** Every language, loaded (tests and tools). */
  loadAll(): Promise<Record<Locale, T>>;
  /** The i18next instance behind the ref (for tests and tools). */
  readonly i18n: I18n;
}

const isMessages = (value: unknown): value is Messages =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** `{{name}}` → `{name}`: the form `fill` from @portal/contracts fills. */
const toFillTemplate = (text: string) => text.replace(/\{\{\s*(\w+)\s*\}\}/g, '{$1}');

/** Strips the plural suffix of every key, so a plural message is found under its base key. */
function baseKey(key: string): string {
  return key.replace(/_(zero|one|two|few|many|other)$/, '');
}

export function createTranslationRef<M extends Messages, Calls = Record<never, never>>(
  options: TranslationRefOptions<M>,
): TranslationRef<TextsOf<M, Calls>> {
  const { id, messages, translations } = options;
  const calls = options.calls ?? {};
  const i18n = i18next.createInstance();
  void i18n.init({
    lng: DEFAULT_LOCALE,
    fallbackLng: DEFAULT_LOCALE,
    supportedLngs: [...LOCALES],
    ns: [id],
    defaultNS: id,
    resources: { [DEFAULT_LOCALE]: { [id]: messages } },
    partialBundledLanguages: true,
    interpolation: { escapeValue: false },
    returnNull: false,
    initAsync: false,
  });
  const loading = new Map<Locale, Promise<void>>();
  const cache = new Map<Locale, TextsOf<M, Calls>>();

  const isLoaded = (locale: Locale) => locale === DEFAULT_LOCALE || i18n.hasResourceBundle(locale, id);

  function load(locale: Locale): Promise<void> {
    if (isLoaded(locale)) return Promise.resolve();
    if (!(LOCALES as readonly string[]).includes(locale)) return Promise.resolve();
    let pending = loading.get(locale);
    if (!pending) {
      pending = translations(locale).then((module) => {
        const resources = 'default' in module && isMessages(module.default) ? module.default : (module as Messages);
        i18n.addResourceBundle(locale, id, resources, true, true);
        cache.delete(locale);
      });
      loading.set(locale, pending);
      pending.catch(() => loading.delete(locale));
    }
    return pending;
  }

  function build(locale: Locale): TextsOf<M, Calls> {
    const t = i18n.getFixedT(locale, id);
    const raw = (path: string): unknown =>
      i18n.getResource(locale, id, path) ?? i18n.getResource(DEFAULT_LOCALE, id, path);
    const node = (tree: Messages, prefix: string): Record<string, unknown> => {
      const out: Record<string, unknown> = {};
      for (const key of Object.keys(tree)) {
        const base = baseKey(key);
        const path = `${prefix}${base}`;
        if (base in out) continue;
        const shape = calls[path];
        if (shape !== undefined) {
          const [names, countName] = shape.split('|') as [string, string | undefined];
          const argNames = names ? names.split(',') : [];
          const call = (...args: unknown[]) => {
            const values: Record<string, unknown> = {};
            argNames.forEach((name, i) => {
              values[name] = args[i];
            });
            if (countName) values.count = values[countName];
            return t(path, values);
          };
          // Takes as many arguments as the message has names (arity checks in the text tests).
          out[base] = Object.defineProperty(call, 'length', { value: argNames.length });
          continue;
        }
        const value = tree[key];
        if (typeof value === 'string') out[base] = toFillTemplate(String(raw(path) ?? value));
        else if (Array.isArray(value)) {
          const own = raw(path);
          out[base] = (Array.isArray(own) && own.length === value.length ? own : value).map((text: string) =>
            toFillTemplate(text),
          );
        } else if (isMessages(value)) out[base] = node(value, `${path}.`);
      }
      return out;
    };
    return node(messages, '') as TextsOf<M, Calls>;
  }

  function textsFor(locale: Locale): TextsOf<M, Calls> {
    const language = (LOCALES as readonly string[]).includes(locale) ? locale : DEFAULT_LOCALE;
    const known = cache.get(language);
    if (known) return known;
    const texts = build(language);
    if (isLoaded(language)) cache.set(language, texts);
    return texts;
  }

  async function loadAll(): Promise<Record<Locale, TextsOf<M, Calls>>> {
    await Promise.all(LOCALES.map(load));
    return Object.fromEntries(LOCALES.map((locale) => [locale, textsFor(locale)])) as Record<Locale, TextsOf<M, Calls>>;
  }

  return { id, load, loadAll, isLoaded, textsFor, i18n };
}

/** Every path (dotted, plural suffix kept) of a message tree, for completeness tests. */
export function messageKeys(tree: unknown, prefix = ''): string[] {
  if (typeof tree !== 'object' || tree === null) return [prefix];
  if (Array.isArray(tree)) return [prefix];
  return Object.entries(tree).flatMap(([key, value]) => messageKeys(value, prefix ? `${prefix}.${key}` : key));
}
