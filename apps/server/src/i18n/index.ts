import { DEFAULT_LOCALE, LOCALES, type Locale } from '@portal/contracts';
import i18next from 'i18next';
import csConfigurator from './locales/cs/configurator.json';
import csCrm from './locales/cs/crm.json';
import deConfigurator from './locales/de/configurator.json';
import deCrm from './locales/de/crm.json';
import enConfigurator from './locales/en/configurator.json';
import enCrm from './locales/en/crm.json';
import frConfigurator from './locales/fr/configurator.json';
import frCrm from './locales/fr/crm.json';
import itConfigurator from './locales/it/configurator.json';
import itCrm from './locales/it/crm.json';

/*
 * The server's texts a person reads, in the same catalogue format as the shell and the mini-apps
 * (docs/translations.md): i18next JSON per language and namespace in ./locales, German the
 * fallback, values `{{name}}`. The server holds every language (it answers readers of all five).
 */
const GERMAN = { crm: deCrm, configurator: deConfigurator };
export type ServerNamespace = keyof typeof GERMAN;

/** The dotted keys of a message tree. */
type Keys<T, P extends string = ''> = {
  [K in keyof T & string]: T[K] extends string ? `${P}${K}` : Keys<T[K], `${P}${K}.`>;
}[keyof T & string];
export type ServerTextKey<N extends ServerNamespace> = Keys<(typeof GERMAN)[N]>;

const i18n = i18next.createInstance();
void i18n.init({
  lng: DEFAULT_LOCALE,
  fallbackLng: DEFAULT_LOCALE,
  supportedLngs: [...LOCALES],
  ns: Object.keys(GERMAN),
  resources: {
    de: GERMAN,
    en: { crm: enCrm, configurator: enConfigurator },
    cs: { crm: csCrm, configurator: csConfigurator },
    fr: { crm: frCrm, configurator: frConfigurator },
    it: { crm: itCrm, configurator: itConfigurator },
  },
  interpolation: { escapeValue: false },
  returnNull: false,
  initAsync: false,
});

/** One text in a language (German for a key the language lacks), its `{{values}}` filled. */
export function serverText<N extends ServerNamespace>(
  namespace: N,
  locale: Locale,
  key: ServerTextKey<N>,
  values?: Record<string, string | number>,
): string {
  return i18n.t(key as string, { ns: namespace, lng: locale, ...values });
}

/** One text in every language, e.g. for a table keyed by language. */
export function inEveryLanguage<N extends ServerNamespace>(
  namespace: N,
  key: ServerTextKey<N>,
): Record<Locale, string> {
  return Object.fromEntries(LOCALES.map((locale) => [locale, serverText(namespace, locale, key)])) as Record<
    Locale,
    string
  >;
}
