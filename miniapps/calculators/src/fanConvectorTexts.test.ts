import { translateNote } from '@portal/calc';
import { LOCALES } from '@portal/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadAllTexts, translator } from './texts';

describe('texts of the fan-convector screens (KC model, HPC) in five languages', () => {
  beforeAll(() => loadAllTexts());

  it('labels name their operating mode and unit', () => {
    expect(translator('de')('vorlaufTemp_kuehlen')).toBe('Vorlauftemperatur – Kühlen (°C)');
    expect(translator('en')('ruecklaufTemp_heizen')).toBe('Return temperature – Heating (°C)');
    expect(translator('it')('zielSchalldruckpegel')).toBe('Obiettivo: livello di pressione sonora massimo (dB(A))');
  });

  it.each(LOCALES)('%s: the engines’ notes are translated', (locale) => {
    for (const note of [
      'Kühlregister unter dem Taupunkt (14.7 °C): Kondensatablauf vorsehen.',
      'Kühlbetrieb außerhalb des angenommenen Anwendungsbereichs der EN 16430-3.',
      'Heizbetrieb außerhalb des angenommenen Anwendungsbereichs der EN 16430-2.',
      'Keine Leistungsstufe erfüllt alle Zielwerte.',
    ]) {
      const text = translateNote(note, locale);
      expect(text, note).toBeDefined();
      if (locale !== 'de') expect(text).not.toBe(note);
    }
  });

  it.each([
    ['de', 'Kühlregister unter dem Taupunkt (14,7 °C): Kondensatablauf vorsehen.'],
    ['en', 'Cooling coil below the dew point (14.7 °C): provide a condensate drain.'],
    ['fr', 'Batterie froide sous le point de rosée (14,7 °C) : prévoir une évacuation des condensats.'],
  ] as const)('%s: the dew point in the note is written as the language writes numbers', (locale, expected) => {
    expect(translateNote('Kühlregister unter dem Taupunkt (14.7 °C): Kondensatablauf vorsehen.', locale)).toBe(
      expected,
    );
  });
});
