import { DEFAULT_LOCALE, LOCALES, type Locale } from '@portal/contracts';
import i18next from 'i18next';
import csCalculators from './locales/cs/calculators.json';
import csConfigurator from './locales/cs/configurator.json';
import csCrm from './locales/cs/crm.json';
import csMail from './locales/cs/mail.json';
import csReporting from './locales/cs/reporting.json';
import csSales from './locales/cs/sales.json';
import deCalculators from './locales/de/calculators.json';
import deConfigurator from './locales/de/configurator.json';
import deCrm from './locales/de/crm.json';
import deMail from './locales/de/mail.json';
import deReporting from './locales/de/reporting.json';
import deSales from './locales/de/sales.json';
import enCalculators from './locales/en/calculators.json';
import enConfigurator from './locales/en/configurator.json';
import enCrm from './locales/en/crm.json';
import enMail from './locales/en/mail.json';
import enReporting from './locales/en/reporting.json';
import enSales from './locales/en/sales.json';
import frCalculators from './locales/fr/calculators.json';
import frConfigurator from './locales/fr/configurator.json';
import frCrm from './locales/fr/crm.json';
import frMail from './locales/fr/mail.json';
import frReporting from './locales/fr/reporting.json';
import frSales from './locales/fr/sales.json';
import itCalculators from './locales/it/calculators.json';
import itConfigurator from './locales/it/configurator.json';
import itCrm from './locales/it/crm.json';
import itMail from './locales/it/mail.json';
import itReporting from './locales/it/reporting.json';
import itSales from './locales/it/sales.json';

/*
 * The server's texts a person reads, in the same catalogue format as the shell and the mini-apps
 * (docs/translations.md): i18next JSON per language and namespace in ./locales, German the
 * fallback, values `{{name}}`. The server holds every language (it answers readers of all five).
 */
const GERMAN = {
  crm: deCrm,
  configurator: deConfigurator,
  mail: deMail,
  calculators: deCalculators,
  sales: deSales,
  reporting: deReporting,
};
export type ServerNamespace = keyof typeof GERMAN;

/** The dotted keys of a message tree: its texts, or its lists of texts (`lists`). */
type Keys<T, Leaf, P extends string = ''> = {
  [K in keyof T & string]: T[K] extends Leaf
    ? `${P}${K}`
    : T[K] extends string | readonly string[]
      ? never
      : Keys<T[K], Leaf, `${P}${K}.`>;
}[keyof T & string];
export type ServerTextKey<N extends ServerNamespace> = Keys<(typeof GERMAN)[N], string>;
export type ServerListKey<N extends ServerNamespace> = Keys<(typeof GERMAN)[N], readonly string[]>;

const i18n = i18next.createInstance();
void i18n.init({
  lng: DEFAULT_LOCALE,
  fallbackLng: DEFAULT_LOCALE,
  supportedLngs: [...LOCALES],
  ns: Object.keys(GERMAN),
  resources: {
    de: GERMAN,
    en: {
      crm: enCrm,
      configurator: enConfigurator,
      mail: enMail,
      calculators: enCalculators,
      sales: enSales,
      reporting: enReporting,
    },
    cs: {
      crm: csCrm,
      configurator: csConfigurator,
      mail: csMail,
      calculators: csCalculators,
      sales: csSales,
      reporting: csReporting,
    },
    fr: {
      crm: frCrm,
      configurator: frConfigurator,
      mail: frMail,
      calculators: frCalculators,
      sales: frSales,
      reporting: frReporting,
    },
    it: {
      crm: itCrm,
      configurator: itConfigurator,
      mail: itMail,
      calculators: itCalculators,
      sales: itSales,
      reporting: itReporting,
    },
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

/** A list of texts (e.g. a mail's paragraphs) in a language, German where the language lacks it, values filled. */
export function serverList<N extends ServerNamespace>(
  namespace: N,
  locale: Locale,
  key: ServerListKey<N>,
  values?: Record<string, string | number>,
): string[] {
  const list: unknown = i18n.t(key as string, { ns: namespace, lng: locale, returnObjects: true, ...values });
  return Array.isArray(list) ? list.map(String) : [];
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
