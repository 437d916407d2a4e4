import { DEFAULT_LOCALE, LOCALES, type Locale } from '@portal/contracts';
import i18next from 'i18next';
import csCalculators from './locales/cs/calculators.json';
import csCanteen from './locales/cs/canteen.json';
import csConfigurator from './locales/cs/configurator.json';
import csCrm from './locales/cs/crm.json';
import csMail from './locales/cs/mail.json';
import csOnboarding from './locales/cs/onboarding.json';
import csPasskey from './locales/cs/passkey.json';
import csQuestionnaire from './locales/cs/questionnaire.json';
import csReporting from './locales/cs/reporting.json';
import csSales from './locales/cs/sales.json';
import csSignIn from './locales/cs/signIn.json';
import deCalculators from './locales/de/calculators.json';
import deCanteen from './locales/de/canteen.json';
import deConfigurator from './locales/de/configurator.json';
import deCrm from './locales/de/crm.json';
import deMail from './locales/de/mail.json';
import deOnboarding from './locales/de/onboarding.json';
import dePasskey from './locales/de/passkey.json';
import deQuestionnaire from './locales/de/questionnaire.json';
import deReporting from './locales/de/reporting.json';
import deSales from './locales/de/sales.json';
import deSignIn from './locales/de/signIn.json';
import enCalculators from './locales/en/calculators.json';
import enCanteen from './locales/en/canteen.json';
import enConfigurator from './locales/en/configurator.json';
import enCrm from './locales/en/crm.json';
import enMail from './locales/en/mail.json';
import enOnboarding from './locales/en/onboarding.json';
import enPasskey from './locales/en/passkey.json';
import enQuestionnaire from './locales/en/questionnaire.json';
import enReporting from './locales/en/reporting.json';
import enSales from './locales/en/sales.json';
import enSignIn from './locales/en/signIn.json';
import frCalculators from './locales/fr/calculators.json';
import frCanteen from './locales/fr/canteen.json';
import frConfigurator from './locales/fr/configurator.json';
import frCrm from './locales/fr/crm.json';
import frMail from './locales/fr/mail.json';
import frOnboarding from './locales/fr/onboarding.json';
import frPasskey from './locales/fr/passkey.json';
import frQuestionnaire from './locales/fr/questionnaire.json';
import frReporting from './locales/fr/reporting.json';
import frSales from './locales/fr/sales.json';
import frSignIn from './locales/fr/signIn.json';
import itCalculators from './locales/it/calculators.json';
import itCanteen from './locales/it/canteen.json';
import itConfigurator from './locales/it/configurator.json';
import itCrm from './locales/it/crm.json';
import itMail from './locales/it/mail.json';
import itOnboarding from './locales/it/onboarding.json';
import itPasskey from './locales/it/passkey.json';
import itQuestionnaire from './locales/it/questionnaire.json';
import itReporting from './locales/it/reporting.json';
import itSales from './locales/it/sales.json';
import itSignIn from './locales/it/signIn.json';

/*
 * The server's texts a person reads, in the same catalogue format as the shell and the mini-apps
 * (docs/translations.md): i18next JSON per language and namespace in ./locales, German the
 * fallback, values `{{name}}`. The server holds every language (it answers readers of all five).
 */
const GERMAN = {
  calculators: deCalculators,
  canteen: deCanteen,
  configurator: deConfigurator,
  crm: deCrm,
  mail: deMail,
  onboarding: deOnboarding,
  passkey: dePasskey,
  questionnaire: deQuestionnaire,
  reporting: deReporting,
  sales: deSales,
  signIn: deSignIn,
};
/** Every language's catalogue, one file per namespace. */
const CATALOGUES = {
  de: GERMAN,
  en: {
    calculators: enCalculators,
    canteen: enCanteen,
    configurator: enConfigurator,
    crm: enCrm,
    mail: enMail,
    onboarding: enOnboarding,
    passkey: enPasskey,
    questionnaire: enQuestionnaire,
    reporting: enReporting,
    sales: enSales,
    signIn: enSignIn,
  },
  cs: {
    calculators: csCalculators,
    canteen: csCanteen,
    configurator: csConfigurator,
    crm: csCrm,
    mail: csMail,
    onboarding: csOnboarding,
    passkey: csPasskey,
    questionnaire: csQuestionnaire,
    reporting: csReporting,
    sales: csSales,
    signIn: csSignIn,
  },
  fr: {
    calculators: frCalculators,
    canteen: frCanteen,
    configurator: frConfigurator,
    crm: frCrm,
    mail: frMail,
    onboarding: frOnboarding,
    passkey: frPasskey,
    questionnaire: frQuestionnaire,
    reporting: frReporting,
    sales: frSales,
    signIn: frSignIn,
  },
  it: {
    calculators: itCalculators,
    canteen: itCanteen,
    configurator: itConfigurator,
    crm: itCrm,
    mail: itMail,
    onboarding: itOnboarding,
    passkey: itPasskey,
    questionnaire: itQuestionnaire,
    reporting: itReporting,
    sales: itSales,
    signIn: itSignIn,
  },
} satisfies Record<Locale, Record<keyof typeof GERMAN, object>>;
export type ServerNamespace = keyof typeof GERMAN;
/** The namespaces the server reads (a file in ./locales/de that is not here would never be shown). */
export const SERVER_NAMESPACES = Object.keys(GERMAN) as ServerNamespace[];

/** A key without i18next's plural suffix: `preface_one` and `preface_other` are read as `preface`. */
type Base<K extends string> = K extends `${infer B}_${'zero' | 'one' | 'two' | 'few' | 'many' | 'other'}` ? B : K;
/** The dotted keys of a message tree: its texts (`Leaf` string), or its lists of texts. */
type Keys<T, Leaf, P extends string = ''> = {
  [K in keyof T & string]: T[K] extends Leaf
    ? `${P}${Base<K>}`
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
  resources: CATALOGUES,
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

/** Namespaces of plain texts only (no lists, no nesting): the sign-in pages'. */
type FlatNamespace = 'signIn' | 'onboarding' | 'passkey';
/** The texts of such a namespace as one object, e.g. `ServerTexts<'signIn'>['signInTitle']`. */
export type ServerTexts<N extends FlatNamespace> = { readonly [K in keyof (typeof GERMAN)[N]]: string };

/**
 * A namespace of plain texts as one object per language, German for a key a language lacks,
 * values written `{name}` for `fill` of @portal/contracts (the sign-in pages fill their texts as
 * every other part of the portal does).
 */
export function serverTextTables<N extends FlatNamespace>(namespace: N): Record<Locale, ServerTexts<N>> {
  const table = (locale: Locale) =>
    Object.fromEntries(
      Object.keys(GERMAN[namespace]).map((key) => {
        const text = i18n.getResource(locale, namespace, key) ?? i18n.getResource(DEFAULT_LOCALE, namespace, key);
        return [key, String(text).replace(/\{\{\s*(\w+)\s*\}\}/g, '{$1}')];
      }),
    ) as ServerTexts<N>;
  return Object.fromEntries(LOCALES.map((locale) => [locale, table(locale)])) as Record<Locale, ServerTexts<N>>;
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
