import { LOCALES, type Locale } from '@portal/contracts';
import { describe, expect, it } from 'vitest';
import cs from '../../i18n/locales/cs/reporting.json';
import de from '../../i18n/locales/de/reporting.json';
import en from '../../i18n/locales/en/reporting.json';
import fr from '../../i18n/locales/fr/reporting.json';
import it_ from '../../i18n/locales/it/reporting.json';
import { CATALOGUE, datasetMeta } from './catalogue';

/*
 * The report builder's dataset and column names come from the server catalogue `reporting`. The
 * catalogue falls back to German for a key a language lacks, so the API alone would not show a
 * French reader the German name of a forgotten column: this reads each language's own file.
 */
interface DatasetTexts {
  label?: string;
  description?: string;
  columns?: Record<string, string>;
}
const FILES: Record<Locale, { datasets?: Record<string, DatasetTexts> }> = { de, en, cs, fr, it: it_ };

describe('the report builder’s names in the translators’ catalogue', () => {
  it.each(LOCALES)('names every dataset and column in %s in that language’s own file', (locale) => {
    const own = FILES[locale].datasets ?? {};
    const missing: string[] = [];
    for (const dataset of CATALOGUE) {
      const texts = own[dataset.id];
      if (!texts?.label?.trim()) missing.push(`${dataset.id}.label`);
      if (!texts?.description?.trim()) missing.push(`${dataset.id}.description`);
      for (const column of dataset.columns)
        if (!texts?.columns?.[column.key]?.trim()) missing.push(`${dataset.id}.columns.${column.key}`);
    }
    expect(missing).toEqual([]);
  });

  it('names no dataset or column the builder does not offer (a renamed column leaves no orphan)', () => {
    const offered = new Set(CATALOGUE.flatMap((d) => [d.id, ...d.columns.map((c) => `${d.id}.${c.key}`)]));
    const named = Object.entries(de.datasets).flatMap(([id, texts]) => [
      id,
      ...Object.keys(texts.columns).map((key) => `${id}.${key}`),
    ]);
    expect(named.filter((name) => !offered.has(name))).toEqual([]);
  });

  it('answers each language’s own words in the metadata', () => {
    const articles = datasetMeta(CATALOGUE.find((d) => d.id === 'canteenArticles')!);
    expect(articles.label).toEqual({
      de: 'Kantine: Artikel',
      en: 'Canteen: articles',
      cs: 'Jídelna: položky',
      fr: 'Cantine : articles',
      it: 'Mensa: articoli',
    });
    const customers = datasetMeta(CATALOGUE.find((d) => d.id === 'customers')!);
    expect(customers.columns.find((c) => c.key === 'postalCode')?.label).toEqual({
      de: 'Postleitzahl',
      en: 'Postcode',
      cs: 'PSČ',
      fr: 'Code postal',
      it: 'CAP',
    });
  });
});
