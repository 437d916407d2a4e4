import { readFileSync } from 'node:fs';
import { KRN92_ERROR_CODES } from '@portal/contracts/calc';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { loadCatalogues, sampleCatalogues } from '../catalogues';
import { trenchConvectorsCsv } from '../catalogues/trenchConvectors';
import { CalcInputError } from '../input';
import { calculateKrn41, sizeKrn41 } from './krn41';
import { calculateKrn92 } from './krn92';
import { trenchTenderText } from './tenderText';
import { KRN92_ERROR_TEXTS } from './terms';
import { trenchLengths } from './trenchSize';

// Sample size KRN41 90 × 180: k = 0.6222 W/(m·K^1.45), n = 1.45, end wall 10 mm, register clearance 150 mm.
const krn41 = {
  bauhoehe: 90,
  bautiefe: 180,
  baulaenge: 2000,
  vorlaufTemp: 70,
  ruecklaufTemp: 55,
  raumTemp: 20,
};

describe('KRN41 (natural convection, calculations.md §4)', () => {
  it('output per metre is k·ΔT_ln^n: 70/55/20 gives ΔT_ln = 15/ln(50/35) = 42.055 K and 140.76 W/m (hand-computed)', () => {
    const r = calculateKrn41(krn41);
    expect(r.uebertempLog).toBeCloseTo(42.0551, 3);
    expect(r.heizleistungProMeter).toBeCloseTo(140.756, 2);
  });

  it('total output is per metre × register length (2000 − 2·10 − 2·150 = 1680 mm): 236.47 W, water 236.47/(1.163·15) = 13.56 kg/h', () => {
    const r = calculateKrn41(krn41);
    expect(r.registerL).toBe(1680);
    expect(r.heizleistung).toBeCloseTo(236.47, 1);
    expect(r.wassermassenstrom).toBeCloseTo(13.555, 2);
  });

  it('at the rating point 75/65/20 the register gives the catalogue output per metre (k·49.83^1.45 ≈ 180 W/m)', () => {
    const r = calculateKrn41({ ...krn41, vorlaufTemp: 75, ruecklaufTemp: 65 });
    expect(r.heizleistungProMeter).toBeCloseTo(180, 0);
  });

  it('discharge temperature from the energy balance: 20 + 0.6222·49.83^0.45·42.055/(0.34·18) = 44.82 °C', () => {
    expect(calculateKrn41(krn41).ausblastemperatur).toBeCloseTo(44.824, 2);
  });

  it('the size key traces the result to its catalogue row', () => {
    expect(calculateKrn41({ ...krn41, sizeKey: 'ignored' }).sizeKey).toBe('KRN41-90-180');
  });

  it('writes the tender text in the language asked for, with the design values', () => {
    expect(calculateKrn41(krn41).ausschreibungstext).toContain('Unterflurkonvektor für natürliche Konvektion');
    const en = calculateKrn41({ ...krn41, sprache: 'en', winkelEnde: true }).ausschreibungstext;
    expect(en).toContain('trench convector for natural convection');
    expect(en).toContain('corner piece at the end');
    expect(en).toContain('70.0/55.0/20.0 °C');
  });

  it('names one connection in the singular and several in the plural, in each language', () => {
    const facts = {
      modell: 'KRN41' as const,
      bauhoehe: 90,
      bautiefe: 180,
      baulaenge: 2000,
      gesamtBL: 2000,
      registerL: 1680,
      winkelAnfang: false,
      winkelEnde: false,
      vorlaufTemp: 70,
      ruecklaufTemp: 55,
      raumTemp: 20,
      leistung: 236,
      musterdaten: false,
    };
    const text = (anschluesse: number, locale: 'de' | 'en' | 'cs') =>
      trenchTenderText({ ...facts, anschluesse }, locale).join(' ');
    expect(text(1, 'de')).toContain('mit 1 Anschluss,');
    expect(text(3, 'de')).toContain('mit 3 Anschlüssen,');
    expect(text(1, 'en')).toContain('with 1 connection,');
    expect(text(1, 'cs')).toContain('s 1 přípojkou,');
  });

  it('issue 22: sample ratings do not claim EN 16430 and say they are sample data; real ones cite the standard', () => {
    const sample = calculateKrn41(krn41).ausschreibungstext;
    expect(sample).not.toContain('Wärmeleistung nach DIN EN 16430');
    expect(sample).toContain('Wärmeleistung aus Musterdaten (nicht nach DIN EN 16430 geprüft) bei 70,0/55,0/20,0 °C');
    expect(sample).toContain('Leistungsangaben aus Musterdaten, keine geprüften Herstellerwerte');
    const replaced = {
      ...sampleCatalogues(),
      trenchConvectors: loadCatalogues({ trenchConvectors: trenchConvectorsCsv }).trenchConvectors,
    };
    const real = calculateKrn41(krn41, replaced).ausschreibungstext;
    expect(real).toContain('Wärmeleistung nach DIN EN 16430 bei');
    expect(real).not.toContain('Musterdaten');
  });

  for (const [change, field] of [
    [{ bautiefe: 999 }, 'bautiefe'],
    [{ baulaenge: 6000 }, 'baulaenge'],
    [{ ruecklaufTemp: 75 }, 'ruecklaufTemp'],
    [{ raumTemp: 60 }, 'raumTemp'],
    [{ vorlaufTemp: 'warm' }, 'vorlaufTemp'],
  ] as const) {
    it(`rejects an invalid ${field}, naming it`, () => {
      try {
        calculateKrn41({ ...krn41, ...(change as object) } as typeof krn41);
        expect.unreachable();
      } catch (error) {
        expect(error).toBeInstanceOf(CalcInputError);
        expect((error as CalcInputError).field).toBe(field);
      }
    });
  }
});

describe('trench lengths with corner pieces', () => {
  const row = { bautiefe: 200, stirnwand: 10, registerabstand: 150 } as Parameters<typeof trenchLengths>[0];
  it.each([
    [false, false, 3000, 2980, 2680],
    [true, false, 3200, 3180, 2690],
    [true, true, 3400, 3380, 2700],
  ])('corners start %s end %s: gesamtBL %i, innenBL %i, registerL %i', (a, e, gesamt, innen, register) => {
    expect(trenchLengths(row, 3000, a, e)).toEqual({ gesamtBL: gesamt, innenBL: innen, registerL: register });
  });
});

// Sample size KRN92 120 × 200: k = 3.9277, n = 1.25, primary air 10–40 m³/(h·m), 3000 mm per connection.
const krn92 = {
  Bauhoehe: 120,
  Bautiefe: 200,
  Baulaenge: 3000,
  WinkelAnfang: true,
  VorlaufTemp: 55,
  RuecklaufTemp: 45,
  RaumTemp: 22,
  PrimaerluftTemp: 18,
  PrimaerluftVolumenstrom: 60,
};

describe('KRN92 (with primary air, calculations.md §4)', () => {
  it('splits the register output into the supply-air share 0.34·V̇/L·(θi − θPA) and free convection (hand-computed)', () => {
    const r = calculateKrn92(krn92);
    // ΔT_ln = 10/ln(33/23) = 27.700 K; 3.9277·27.7^1.25 = 249.59 W/m
    expect(r.wasserUebertemp).toBeCloseTo(27.6998, 3);
    expect(r.qGesamtleistungReg1m).toBeCloseTo(249.594, 2);
    // register 3000 − 10 − 300 = 2690 mm: 60/2.69 = 22.305 m³/(h·m); 0.34·22.305·4 = 30.335 W/m
    expect(r.registerL).toBe(2690);
    expect(r.volumenstromProMeterReg).toBeCloseTo(22.3048, 3);
    expect(r.qZuluftanteilReg1m).toBeCloseTo(30.3346, 3);
    expect(r.qfreieKonvektion1m).toBeCloseTo(219.259, 2);
    // the whole unit: 0.34·60·4 = 81.6 W for the primary air
    expect(r.leistungTempDiffLuftRaum).toBeCloseTo(81.6, 6);
    expect(r.qGesamtleistung).toBeCloseTo(671.408, 2);
    expect(r.gesamtleistungRaum).toBeCloseTo(671.408 - 81.6, 2);
    expect(r.wassermassenstrom).toBeCloseTo(57.7307, 3);
    expect(r.mindestanzahlStutzen).toBe(1);
    expect(r.gesamtBL).toBe(3200);
    expect(r.innenBL).toBe(3180);
    expect(r.errorCode).toBe(KRN92_ERROR_CODES.ok);
  });

  it('needs one connection per 3000 mm of register: 4000 mm length, two corners → 3700 mm → 2', () => {
    const r = calculateKrn92({ ...krn92, Baulaenge: 4000, WinkelEnde: true, PrimaerluftVolumenstrom: 80 });
    expect(r.registerL).toBe(3700);
    expect(r.mindestanzahlStutzen).toBe(2);
  });

  it.each([
    ['an unknown size', { Bautiefe: 999 }, 1],
    ['a length outside the range', { Baulaenge: 500 }, 2],
    ['a return below the room', { RuecklaufTemp: 20 }, 3],
    ['too much primary air per metre', { PrimaerluftVolumenstrom: 200 }, 4],
    [
      'primary air the register cannot warm to room temperature',
      { PrimaerluftTemp: -30, PrimaerluftVolumenstrom: 100 },
      5,
    ],
  ])('answers %s with its errorCode', (_case, change, code) => {
    const r = calculateKrn92({ ...krn92, ...change });
    expect(r.errorCode).toBe(code);
    if (code <= 3) expect(r.qGesamtleistung).toBeNull();
    else expect(r.qGesamtleistung).toBeGreaterThan(0);
  });

  it('issue 22: a length that leaves no register answers errorCode 2 with registerL null, not −20 mm', () => {
    const r = calculateKrn92({ ...krn92, Baulaenge: 290 });
    expect(r.errorCode).toBe(2);
    expect(r.errorCodes).toEqual([2]);
    expect(r.registerL).toBeNull();
    expect(r.gesamtBL).toBe(490);
  });

  it('issue 22: codes 4 and 5 are both reported, and the room share that would be negative is null', () => {
    const r = calculateKrn92({ ...krn92, PrimaerluftTemp: -30, PrimaerluftVolumenstrom: 200 });
    expect(r.errorCodes).toEqual([4, 5]);
    expect(r.errorCode).toBe(4);
    expect(r.qfreieKonvektion1m).toBeNull();
    expect(r.gesamtleistungRaum).toBeNull();
    expect(r.qGesamtleistung).toBeGreaterThan(0);
  });

  it('primary air warmer than the room is a temperature error (3), not a negative supply-air share', () => {
    const r = calculateKrn92({ ...krn92, PrimaerluftTemp: 30 });
    expect(r.errorCodes).toEqual([3]);
    expect(r.qZuluftanteilReg1m).toBeNull();
  });

  it('issue 22: every errorCode is documented in docs/calculators.md with the German text the user reads', () => {
    const doc = readFileSync(new URL('../../../../docs/calculators.md', import.meta.url), 'utf8');
    const table = doc.slice(doc.indexOf('KRN92 answers such conditions'), doc.indexOf('`errorCode` is the first code'));
    const rows = table.split('\n').filter((l) => /^\| \d+ /.test(l));
    const codes = Object.values(KRN92_ERROR_CODES);
    expect(rows.map((r) => Number(r.split('|')[1]))).toEqual(codes);
    for (const code of codes.filter((c) => c > 0))
      expect(rows[code], `errorCode ${code}`).toContain(KRN92_ERROR_TEXTS[code]![0].replace(/\.$/, ''));
  });

  it('any input: no negative output, every code listed, errorCode the first of them', () => {
    fc.assert(
      fc.property(
        fc.record({
          Baulaenge: fc.integer({ min: 1, max: 10000 }),
          WinkelAnfang: fc.boolean(),
          WinkelEnde: fc.boolean(),
          VorlaufTemp: fc.double({ min: -60, max: 130, noNaN: true }),
          RuecklaufTemp: fc.double({ min: -60, max: 130, noNaN: true }),
          RaumTemp: fc.double({ min: -60, max: 130, noNaN: true }),
          PrimaerluftTemp: fc.double({ min: -60, max: 130, noNaN: true }),
          PrimaerluftVolumenstrom: fc.double({ min: 0, max: 100000, noNaN: true }),
        }),
        (change) => {
          const r = calculateKrn92({ ...krn92, ...change });
          expect(r.errorCode).toBe(r.errorCodes[0] ?? 0);
          expect([...r.errorCodes].sort()).toEqual(r.errorCodes);
          for (const [key, value] of Object.entries(r)) {
            if (typeof value !== 'number' || key === 'errorCode') continue;
            expect(Number.isFinite(value), key).toBe(true);
            expect(value, key).toBeGreaterThanOrEqual(0);
          }
        },
      ),
      { numRuns: 300 },
    );
  });

  it('a catalogue length too short for any register is refused like a length out of range', () => {
    const csv = `modell,bauhoehe,bautiefe,baulaengeMin,baulaengeMax,k,n,maxRegisterlaenge,stirnwand,registerabstand,luftvolumenstrom,primaerluftMin,primaerluftMax
KRN92,120,200,100,4000,2,1,3000,10,150,0,0,100
KRN41,90,180,100,4000,2,1,3000,10,150,10,0,0`;
    const c = loadCatalogues({ trenchConvectors: csv });
    expect(calculateKrn92({ ...krn92, Baulaenge: 300 }, c).errorCode).toBe(2);
    expect(() => calculateKrn41({ ...krn41, baulaenge: 300 }, c)).toThrow(/baulaenge/);
  });

  it('reads a replacement catalogue (CSV) like the other catalogues', () => {
    const csv =
      `modell,bauhoehe,bautiefe,baulaengeMin,baulaengeMax,k,n,maxRegisterlaenge,stirnwand,registerabstand,luftvolumenstrom,primaerluftMin,primaerluftMax
KRN92;120;200;1000;4000;2;1;3000;0;0;0;0;100`.replaceAll(';', ',');
    const r = calculateKrn92(krn92, loadCatalogues({ trenchConvectors: csv }));
    expect(r.qGesamtleistungReg1m).toBeCloseTo(2 * 27.6998, 3);
    expect(r.registerL).toBe(3000);
  });
});

describe('KRN41 size fields (POST /api/KRN41/calc)', () => {
  it('completes the read-only fields from the size alone, without temperatures', () => {
    expect(sizeKrn41({ bauhoehe: 120, bautiefe: 260, baulaenge: 2500, winkelAnfang: true })).toEqual({
      sizeKey: 'KRN41-120-260',
      minLaenge: 800,
      maxLaenge: 5000,
      gesamtBL: 2760,
      innenBL: 2740,
      registerL: 2190,
    });
  });
});
