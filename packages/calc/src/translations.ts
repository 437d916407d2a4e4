/** One text in every interface language, in the order de, en, cs, fr, it. */
export type Translations = readonly [de: string, en: string, cs: string, fr: string, it: string];

/** The calculators' catalogues of one namespace, one JSON file per language (src/locales/<language>/). */
export interface Catalogues<C> {
  readonly de: C;
  readonly en: unknown;
  readonly cs: unknown;
  readonly fr: unknown;
  readonly it: unknown;
}

type TextKeys<C> = { [K in keyof C]: C[K] extends string ? K : never }[keyof C];

/**
 * Each text of a namespace in the five languages, as the engines, the screens and the documents
 * read them. German names the keys (a wrong key does not compile); a text another language lacks
 * reads German, as everywhere in the portal. The completeness test (packages/sdk
 * catalogues.test.ts) keeps German and English complete and the others free of unknown keys.
 */
export function translationsOf<C extends object>(catalogues: Catalogues<C>): Record<TextKeys<C>, Translations> {
  const text = (catalogue: unknown, key: string): string | undefined => {
    const value = (catalogue as Record<string, unknown> | undefined)?.[key];
    return typeof value === 'string' && value !== '' ? value : undefined;
  };
  const out: Record<string, Translations> = {};
  for (const [key, german] of Object.entries(catalogues.de)) {
    if (typeof german !== 'string') continue;
    out[key] = [
      german,
      text(catalogues.en, key) ?? german,
      text(catalogues.cs, key) ?? german,
      text(catalogues.fr, key) ?? german,
      text(catalogues.it, key) ?? german,
    ];
  }
  return out as Record<TextKeys<C>, Translations>;
}

/** One object of a namespace's catalogues (a group of texts under one key), in every language. */
export function groupOf<C extends object, G extends keyof C>(catalogues: Catalogues<C>, group: G): Catalogues<C[G]> {
  const part = (catalogue: unknown) => (catalogue as Record<PropertyKey, unknown> | undefined)?.[group];
  return {
    de: catalogues.de[group],
    en: part(catalogues.en),
    cs: part(catalogues.cs),
    fr: part(catalogues.fr),
    it: part(catalogues.it),
  };
}
