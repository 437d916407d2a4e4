/** Known brands (spec §1). The group's own brand has the key `group` (READING.md). */
export const BRANDS = [
  'arbonia',
  'boesch',
  'gruenenwald',
  'heimag',
  'group',
  'koralle',
  'prolux',
  'pzpheating',
] as const;
export type Brand = (typeof BRANDS)[number];
export const DEFAULT_BRAND: Brand = 'group';

/** Interface languages (spec §1, §9). */
export const LOCALES = ['de', 'en', 'cs', 'fr', 'it'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'de';
export const DEFAULT_COUNTRY = 'de';

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

export function isBrand(value: unknown): value is Brand {
  return typeof value === 'string' && (BRANDS as readonly string[]).includes(value);
}

/** Authentication levels of the identity provider (acr values). */
export const ACR_PASSWORD = 'urn:portal:pwd';
export const ACR_MFA = 'urn:portal:mfa';
export type Acr = typeof ACR_PASSWORD | typeof ACR_MFA;

/** Access type 1 grants access; 0 is evaluated and grants nothing (spec §6). */
export const ACCESS_GRANTED = 1;
export const ACCESS_NONE = 0;

/**
 * The brand of a site, from its host name (spec §1): the first label that names a known brand
 * (`arbonia.localhost`, `portal.arbonia.ch`), else the default brand.
 */
export function brandFromHost(hostname: string): Brand {
  const labels = hostname.toLowerCase().replace(/:\d+$/, '').split('.');
  return (labels.find((l) => isBrand(l)) as Brand | undefined) ?? DEFAULT_BRAND;
}
