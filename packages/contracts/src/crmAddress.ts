/**
 * Postal codes and city names as each country writes them (issue 19 §6), checked alike by the
 * registration form and the CRM API. Countries without a rule here accept any code up to the
 * field's length.
 */

/** The postal code's form per country (ISO 3166-1 alpha-2), with an example to show people. */
export const POSTAL_CODE_FORMATS: Readonly<Record<string, { readonly pattern: RegExp; readonly example: string }>> = {
  DE: { pattern: /^\d{5}$/, example: '80331' },
  AT: { pattern: /^\d{4}$/, example: '1010' },
  CH: { pattern: /^\d{4}$/, example: '8001' },
  CZ: { pattern: /^\d{3} \d{2}$/, example: '110 00' },
  FR: { pattern: /^\d{5}$/, example: '75001' },
  IT: { pattern: /^\d{5}$/, example: '00184' },
  PL: { pattern: /^\d{2}-\d{3}$/, example: '00-950' },
  SK: { pattern: /^\d{3} \d{2}$/, example: '811 01' },
  NL: { pattern: /^\d{4} [A-Z]{2}$/, example: '1011 AB' },
  BE: { pattern: /^\d{4}$/, example: '1000' },
  LU: { pattern: /^\d{4}$/, example: '1009' },
};

/** Whether `code` is a postal code of `country` (trimmed; a country without a rule accepts any). */
export function isPostalCodeOf(country: string, code: string): boolean {
  const format = POSTAL_CODE_FORMATS[country.toUpperCase()];
  return format === undefined || format.pattern.test(code.trim());
}

/** The example postal code of a country, or undefined when the country has no rule. */
export function postalCodeExample(country: string): string | undefined {
  return POSTAL_CODE_FORMATS[country.toUpperCase()]?.example;
}

/**
 * A city's name: it starts with a letter of any script; then letters, digits (a district, as in
 * "Praha 1"), spaces, dots, hyphens, apostrophes, slashes and brackets ("St. Gallen",
 * "Frankfurt (Oder)", "L'Aquila"). No other signs: a postal code or an address typed into the
 * city field is refused.
 */
const CITY = /^\p{L}[\p{L}\p{M}\d .'’()/-]*$/u;

export function isCityName(city: string): boolean {
  return CITY.test(city.trim());
}
