import { DEFAULT_LOCALE, LOCALES } from '@portal/contracts';
import i18n, { type BackendModule } from 'i18next';
import { initReactI18next } from 'react-i18next';
import deMenu from './locales/de/menu.json';
import deShell from './locales/de/shell.json';

/**
 * German is bundled with the shell; every other language is a file of its own, loaded when a route
 * first asks for it (spec §1). A key missing in a language falls back to German.
 */
const lazyLocales = import.meta.glob<Record<string, unknown>>(['./locales/*/*.json', '!./locales/de/*.json'], {
  import: 'default',
});

const lazyBackend: BackendModule = {
  type: 'backend',
  init: () => undefined,
  read: (language, namespace, callback) => {
    const load = lazyLocales[`./locales/${language}/${namespace}.json`];
    if (!load) return callback(null, {});
    load().then(
      (resources) => callback(null, resources),
      (error: unknown) => callback(error as Error, null),
    );
  },
};

export const NAMESPACES = ['shell', 'menu'] as const;

void i18n
  .use(lazyBackend)
  .use(initReactI18next)
  .init({
    lng: DEFAULT_LOCALE,
    fallbackLng: DEFAULT_LOCALE,
    supportedLngs: [...LOCALES],
    ns: [...NAMESPACES],
    defaultNS: 'shell',
    partialBundledLanguages: true,
    resources: { de: { shell: deShell, menu: deMenu } },
    interpolation: { escapeValue: false },
    returnNull: false,
    react: { useSuspense: false },
  });

export default i18n;
