import { describe, expect, it } from 'vitest';
import { kmBetween } from './greatCircle.testing';
import { findPostalCode, type Place, placeOfTown, postalCodeDigits } from './places';

/** The town's own position in the GeoNames gazetteer (the table's towns), the oracle for a code's place. */
function town(name: string, country: string): Place {
  const place = placeOfTown(name, country);
  if (!place) throw new Error(`${name} (${country}) is not in the table`);
  return place;
}

describe('postal codes outside Germany (docs/crm.md "Places")', () => {
  // A code of a town's centre lies within 15 km of the town's own position. The codes are the towns'
  // central post offices' as the posts publish them (Warsaw's 00-950 is the main post office's own
  // code: the table lacks it, and it lies in its district 00-9).
  it.each([
    ['1010', 'AT', 'Wien'],
    ['8001', 'CH', 'Zürich'],
    ['1003', 'CH', 'Lausanne'],
    ['602 00', 'CZ', 'Brno'],
    ['60200', 'CZ', 'Brno'],
    ['110 00', 'CZ', 'Praha'],
    ['75001', 'FR', 'Paris'],
    ['69001', 'FR', 'Lyon'],
    ['20121', 'IT', 'Milano'],
    ['00184', 'IT', 'Roma'],
    ['00-950', 'PL', 'Warszawa'],
    ['00950', 'PL', 'Warszawa'],
    ['31-001', 'PL', 'Kraków'],
    ['80331', 'DE', 'München'],
  ])('finds %s in %s near %s', (code, country, name) => {
    const place = findPostalCode(code, country);
    expect(typeof place, `${code} ${country}`).toBe('object');
    expect((place as Place).country).toBe(country);
    expect(kmBetween(place as Place, town(name, country))).toBeLessThan(15);
  });

  it('looks a code up in the country given first: 1010 is Vienna in Austria and Lausanne in Switzerland', () => {
    const vienna = findPostalCode('1010', 'AT') as Place;
    const lausanne = findPostalCode('1010', 'CH') as Place;
    expect(kmBetween(vienna, town('Wien', 'AT'))).toBeLessThan(15);
    expect(kmBetween(lausanne, town('Lausanne', 'CH'))).toBeLessThan(15);
    // 75001 is Paris in France; in Italy it lies in the district 750 of Matera, not in Paris.
    const inItaly = findPostalCode('75001', 'IT') as Place;
    expect(inItaly.country).toBe('IT');
    expect(kmBetween(inItaly, town('Matera', 'IT'))).toBeLessThan(60);
  });

  it('without a country takes the first country that writes codes so and has the code', () => {
    // Four digits: Austria before Switzerland; Poland's and Czechia's own forms are theirs alone.
    expect((findPostalCode('1010') as Place).country).toBe('AT');
    expect((findPostalCode('00-002') as Place).country).toBe('PL');
    expect((findPostalCode('602 00') as Place).country).toBe('CZ');
    // Five digits: Germany, then France, then Italy. 20121 is in Corsica (France) before it is Milan's;
    // the finder sends the site's country, which settles it.
    expect((findPostalCode('20121') as Place).country).toBe('FR');
    expect(kmBetween(findPostalCode('20121') as Place, town('Ajaccio', 'FR'))).toBeLessThan(60);
    expect((findPostalCode('80331') as Place).country).toBe('DE');
    // Without a country no district stands in for a code the table lacks: 00000 is nowhere.
    expect(findPostalCode('00000')).toBe('unknown');
  });

  it('refuses codes not written as the country writes them, and says a written one is unknown', () => {
    for (const [code, country] of [
      ['1010', 'DE'],
      ['80331', 'AT'],
      ['12345', 'CH'],
      ['602-00', 'CZ'],
      ['6020', 'CZ'],
      ['00 950', 'PL'],
      ['0-0950', 'PL'],
      ['7500', 'FR'],
      ['2012', 'IT'],
      ['AB123', 'FR'],
    ] as const) {
      expect(findPostalCode(code, country), `${code} ${country}`).toBe('form');
    }
    expect(findPostalCode('ABCDE')).toBe('form');
    // Written right, but no code or district of the country: 99 is no French département.
    expect(findPostalCode('99999', 'FR')).toBe('unknown');
    // A country whose codes the table does not know.
    expect(findPostalCode('1011 AB', 'NL')).toBe('unknown');
  });

  it("reads a code as its digits, in the country's own form or without the space or hyphen", () => {
    expect(postalCodeDigits(' 602 00 ', 'CZ')).toBe('60200');
    expect(postalCodeDigits('602  00', 'CZ')).toBe('60200');
    expect(postalCodeDigits('60200', 'CZ')).toBe('60200');
    expect(postalCodeDigits('00-950', 'PL')).toBe('00950');
    expect(postalCodeDigits('00950', 'PL')).toBe('00950');
    expect(postalCodeDigits('01067', 'DE')).toBe('01067');
    expect(postalCodeDigits('0950', 'PL')).toBeUndefined();
    expect(postalCodeDigits('1010', 'SK')).toBeUndefined();
  });
});
