import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CalcInputError } from '../input';
import { calculateGrilleLoad } from './grilleLoad';

const base = { bautiefe: 300, typAbdeckung: 'rollrost12', material: 'aluminium', abstandzwischendenstaeben: 6 };

describe('grille load (beam theory per bar)', () => {
  it('free cross-section is gap/pitch: 6 mm gap at 12 mm pitch = 50 % (derived, calculations.md §7)', () => {
    expect(calculateGrilleLoad(base).freierquerschnitt).toBe(0.5);
  });

  it('load value: bars under 200 mm × n × min(4σW/L, 48EIδ/L³) (simply supported, central load)', () => {
    const r = calculateGrilleLoad(base);
    // rollrost12 = 6 × 12 mm aluminium: W = 144 mm³, I = 864 mm⁴, σ 110 N/mm², E 70 000 N/mm²
    const strength = (4 * 110 * 144) / 300;
    const stiffness = (48 * 70000 * 864 * (300 / 200)) / 300 ** 3;
    expect(r.tragendeStaebe).toBe(17);
    expect(r.belastungswert).toBeCloseTo(17 * Math.min(strength, stiffness), 9);
    expect(r.massgebend).toBe(stiffness < strength ? 'durchbiegung' : 'festigkeit');
  });

  it('steel carries three times the stiffness-governed load of aluminium (E 210 vs 70 GPa)', () => {
    const al = calculateGrilleLoad({ ...base, bautiefe: 600 });
    const steel = calculateGrilleLoad({ ...base, bautiefe: 600, material: 'stahl' });
    const alStiff = al.kurve[1]?.points.find((p) => p.x === 600)?.y ?? 0;
    const stStiff = steel.kurve[1]?.points.find((p) => p.x === 600)?.y ?? 0;
    expect(stStiff / alStiff).toBeCloseTo(3, 9);
  });

  it('the load curve falls with the span and includes the design span', () => {
    const r = calculateGrilleLoad(base);
    const governing = r.kurve[2]?.points ?? [];
    expect(governing.length).toBe(29);
    for (let i = 1; i < governing.length; i++) expect(governing[i]!.y).toBeLessThan(governing[i - 1]!.y);
    expect(governing.find((p) => p.x === 300)?.y).toBeCloseTo(r.belastungswert / 1000, 9);
  });

  it('a wider gap gives more free cross-section and less load value', () => {
    const narrow = calculateGrilleLoad(base);
    const wide = calculateGrilleLoad({ ...base, abstandzwischendenstaeben: 12 });
    expect(wide.freierquerschnitt).toBeGreaterThan(narrow.freierquerschnitt);
    expect(wide.belastungswert).toBeLessThan(narrow.belastungswert);
  });

  it('flags walkability against 1.5 kN on 200 × 200 mm (RAL-GZ 638)', () => {
    expect(
      calculateGrilleLoad({ ...base, typAbdeckung: 'linearrost20', material: 'stahl', bautiefe: 200 }).begehbar,
    ).toBe(true);
    expect(calculateGrilleLoad({ ...base, bautiefe: 800 }).begehbar).toBe(false);
  });

  for (const [change, field] of [
    [{ typAbdeckung: 'gitter' }, 'typAbdeckung'],
    [{ material: 'gold' }, 'material'],
    [{ bautiefe: -1 }, 'bautiefe'],
    [{ abstandzwischendenstaeben: 0 }, 'abstandzwischendenstaeben'],
  ] as const) {
    it(`rejects an invalid ${field}`, () => {
      expect(() => calculateGrilleLoad({ ...base, ...change })).toThrow(CalcInputError);
      try {
        calculateGrilleLoad({ ...base, ...change });
      } catch (e) {
        expect((e as CalcInputError).field).toBe(field);
      }
    });
  }

  it('issue 22: kurveBis 1e9 with kurveSchritt 0.001 is refused at once, naming the field and its range', () => {
    const started = performance.now();
    expect(() => calculateGrilleLoad({ ...base, kurveBis: 1e9, kurveSchritt: 0.001 })).toThrow(CalcInputError);
    expect(performance.now() - started).toBeLessThan(100);
    try {
      calculateGrilleLoad({ ...base, kurveBis: 1e9, kurveSchritt: 0.001 });
    } catch (error) {
      expect((error as CalcInputError).issues[0]).toMatchObject({ field: 'kurveBis' });
    }
  });

  it('issue 22: a deflection limit below L/10 000 is refused naming it (2.5e-323 was written "L/Infinity")', () => {
    expect(() => calculateGrilleLoad({ ...base, durchbiegungsgrenze: 2.5e-323 })).toThrow(
      /durchbiegungsgrenze: .*0\.0001/,
    );
    const strictest = calculateGrilleLoad({ ...base, durchbiegungsgrenze: 1 / 10000 });
    expect(strictest.kurve.map((k) => k.description).join(' ')).toContain('L/10000');
  });

  it('a step too fine for 500 points names the smallest step that is allowed', () => {
    try {
      calculateGrilleLoad({ ...base, kurveVon: 100, kurveBis: 5000, kurveSchritt: 1 });
      expect.unreachable();
    } catch (error) {
      expect((error as CalcInputError).issues[0]).toEqual({
        field: 'kurveSchritt',
        message: 'must be at least 9.82 for at most 500 points',
      });
    }
  });

  it('any accepted curve has at most 500 finite, non-negative points', () => {
    fc.assert(
      fc.property(
        fc.double({ min: 1, max: 4000, noNaN: true }),
        fc.double({ min: 1, max: 1000, noNaN: true }),
        fc.double({ min: 1, max: 5000, noNaN: true }),
        fc.double({ min: 50, max: 2000, noNaN: true }),
        (kurveVon, length, kurveSchritt, bautiefe) => {
          const kurveBis = Math.min(5000, kurveVon + length);
          let r: ReturnType<typeof calculateGrilleLoad>;
          try {
            r = calculateGrilleLoad({ ...base, bautiefe, kurveVon, kurveBis, kurveSchritt });
          } catch (error) {
            expect((error as CalcInputError).field).toBe('kurveSchritt');
            return;
          }
          for (const k of r.kurve) {
            expect(k.points.length).toBeLessThanOrEqual(500);
            for (const p of k.points) {
              expect(Number.isFinite(p.y)).toBe(true);
              expect(p.y).toBeGreaterThanOrEqual(0);
            }
          }
          expect(r.belastungswert).toBeGreaterThan(0);
        },
      ),
      { numRuns: 100 },
    );
  });
});
