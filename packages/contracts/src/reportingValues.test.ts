import { describe, expect, it } from 'vitest';
import type { ReportValueName } from './reporting';
import { namedCell } from './reportingValues';

const kpis: ReportValueName[] = [
  {
    value: 'DeliveryReliability',
    label: {
      de: 'Liefertreue',
      en: 'Delivery reliability',
      cs: 'Spolehlivost dodávek',
      fr: 'Fiabilité des livraisons',
      it: 'Affidabilità di consegna',
    },
  },
];

describe('a report cell of a column of codes, as the builder’s table and the exports show it', () => {
  it.each([
    ['the code itself, in German', 'DeliveryReliability', undefined, 'de', 'Liefertreue'],
    ['the code itself, in French', 'DeliveryReliability', undefined, 'fr', 'Fiabilité des livraisons'],
    ['the greatest code', 'DeliveryReliability', 'max', 'it', 'Affidabilità di consegna'],
    ['a count is a number, not a code', 3, 'count', 'de', 3],
    ['a code without a name stays as it is', 'Scrap', undefined, 'en', 'Scrap'],
    ['an empty cell stays empty', null, undefined, 'cs', null],
  ] as const)('%s', (_, value, aggregate, locale, shown) => {
    expect(namedCell(value, kpis, aggregate, locale)).toBe(shown);
  });

  it('leaves the cells of other columns alone', () => {
    expect(namedCell('DeliveryReliability', undefined, undefined, 'de')).toBe('DeliveryReliability');
  });
});
