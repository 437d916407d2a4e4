import { LOCALES, type Locale } from '@portal/contracts';
import { serverText } from '../../i18n';

/**
 * The configuration response's texts (reasons, conflicts, price notes) in the five portal
 * languages, from the server catalogue (apps/server/src/i18n/locales/<lang>/configurator.json).
 */
export interface ConfigTexts {
  onlyWith(characteristic: string, values: string): string;
  allowedRange(min: string, max: string, unit: string): string;
  notAllowed(characteristic: string, value: string, reason: string): string;
  missing(characteristic: string): string;
  customerPrice(number: string, name: string, percent: string): string;
  listPrice: string;
}

function configTexts(locale: Locale): ConfigTexts {
  const text = (key: Parameters<typeof serverText<'configurator'>>[2], values?: Record<string, string>) =>
    serverText('configurator', locale, key, values);
  return {
    onlyWith: (characteristic, values) => text('onlyWith', { characteristic, values }),
    allowedRange: (min, max, unit) => text('allowedRange', { min, max, unit }).trim(),
    notAllowed: (characteristic, value, reason) => text('notAllowed', { characteristic, value, reason }),
    missing: (characteristic) => text('missing', { characteristic }),
    customerPrice: (number, name, percent) => text('customerPrice', { number, name, percent }),
    listPrice: text('listPrice'),
  };
}

export const CONFIG_TEXTS = Object.fromEntries(LOCALES.map((locale) => [locale, configTexts(locale)])) as Record<
  Locale,
  ConfigTexts
>;
