import { calculateKrn41, calculateKrn92, KRN92_ERROR_TEXTS, TRENCH_TERMS } from '@portal/calc';
import { krn41Input, krn92Input } from '@portal/contracts/calc';
import { beforeAll, describe, expect, it } from 'vitest';
import { evaluate } from './evaluate';
import { describeProblem } from './messages';
import { loadAllTexts, translator } from './texts';
import { depthForHeight, trenchSizeChoices } from './trenchParts';

const LOCALES = ['de', 'en', 'cs', 'fr', 'it'] as const;
const sizes = [
  { sizeKey: 'KRN41-90-180', bauhoehe: 90, bautiefe: 180, minLaenge: 800, maxLaenge: 5000 },
  { sizeKey: 'KRN41-90-260', bauhoehe: 90, bautiefe: 260, minLaenge: 800, maxLaenge: 5000 },
  { sizeKey: 'KRN41-120-340', bauhoehe: 120, bautiefe: 340, minLaenge: 800, maxLaenge: 5000 },
];

describe('trench convector screens', () => {
  beforeAll(() => loadAllTexts());

  it('offers only the depths the catalogue builds at the chosen height', () => {
    const c = trenchSizeChoices(sizes, '90', 'de');
    expect(c.heights.map((o) => o.value)).toEqual(['90', '120']);
    expect(c.depths.map((o) => o.value)).toEqual(['180', '260']);
  });

  it('a new height keeps the depth where it exists, else takes the first one', () => {
    expect(depthForHeight(sizes, '90', '260')).toBe('260');
    expect(depthForHeight(sizes, '120', '260')).toBe('340');
  });

  it('every text of the screens is written out in every language, units after the names', () => {
    const keys = [...Object.keys(TRENCH_TERMS), 'primaerluftGroup', 'groesseMm', 'liveKrn41'];
    for (const locale of LOCALES) {
      const t = translator(locale);
      for (const key of keys) expect(t(key as never).trim(), `${locale} ${key}`).not.toBe('');
      for (const [key, unit] of Object.entries({
        registerL: 'mm',
        heizleistungProMeter: 'W/m',
        primaerluftVolumenstrom: 'm³/h',
      }))
        expect(t(key as never)).toContain(`(${unit})`);
      expect(t('liveKrn41', { leistung: 1, vl: 2, aus: 3 })).not.toMatch(/[{}]/);
      for (const text of Object.values(KRN92_ERROR_TEXTS)) expect(text[LOCALES.indexOf(locale)]).not.toBe('');
    }
    // German and the other languages differ where a word differs
    expect(translator('fr')('primaerluftGroup')).toBe('Air primaire');
    expect(translator('de')('innenBL')).toBe('Innenbaulänge (mm)');
  });

  it('a return temperature above the flow is named with both fields, translated', () => {
    const e = evaluate(krn41Input, (i: never) => calculateKrn41(i), {
      bauhoehe: 90,
      bautiefe: 180,
      baulaenge: 2000,
      vorlaufTemp: 50,
      ruecklaufTemp: 60,
      raumTemp: 20,
    });
    expect(e.problems).toEqual([{ field: 'ruecklaufTemp', code: 'belowField', other: 'vorlaufTemp' }]);
    const t = translator('en');
    const text = describeProblem(e.problems[0]!, t, 'en', (f) => t(f as never));
    expect(text).toContain(t('ruecklaufTemp'));
    expect(text).toContain(t('vorlaufTemp'));
  });

  it('KRN92 runs in the browser as on the server, an errorCode is a result, not a problem', () => {
    const input = {
      Bauhoehe: 120,
      Bautiefe: 200,
      Baulaenge: 500,
      VorlaufTemp: 55,
      RuecklaufTemp: 45,
      RaumTemp: 20,
      PrimaerluftTemp: 18,
      PrimaerluftVolumenstrom: 60,
    };
    const e = evaluate(krn92Input, (i: never) => calculateKrn92(i), input);
    expect(e.problems).toEqual([]);
    expect(e.result?.errorCode).toBe(2);
  });
});
