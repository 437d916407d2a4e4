import { describe, expect, it } from 'vitest';
import { CalcInputError } from '../input';
import { calculateBuildingHeatLoad } from './buildingHeatLoad';
import { calcInvestSystempackage } from './investSystempackage';
import { calcInvestFbhHydraulics } from './investUnderfloor';
import { calcInvestKwl } from './investVentilation';

function fieldOf(fn: () => unknown): string | undefined {
  try {
    fn();
  } catch (e) {
    if (e instanceof CalcInputError) return e.field;
    throw e;
  }
  return undefined;
}

describe('building heat load (EN 12831-1)', () => {
  it('two-room building at 20/−12 °C totals 1026 W (luxfabian/heizlast_en_12831 heizlast.test.ts)', () => {
    const room = (name: string, area: number) => ({
      name,
      flaeche: area,
      volumen: area * 2.5,
      luftwechsel: 0.5,
      bauteile: [
        { bauteilart: 'aussenwand', flaeche: 12.5, u: 0.25 },
        { bauteilart: 'bodenplatte', flaeche: area, u: 0.25, angrenzung: 'erdreich' as const, faktor: 0.45 },
        { bauteilart: 'dach', flaeche: area, u: 0.2 },
        { bauteilart: 'innenwand', flaeche: 12.5, u: 0.5, angrenzung: 'beheizt' as const },
      ],
    });
    const r = calculateBuildingHeatLoad({
      normAussenTemp: -12,
      baujahr: 2010,
      waermebrueckenzuschlag: 0,
      raeume: [room('A', 20), room('B', 15)],
    });
    expect(r.raeume[0]?.heizlast).toBeCloseTo(572, 6);
    expect(r.raeume[1]?.heizlast).toBeCloseTo(454, 6);
    expect(r.heizlast).toBeCloseTo(1026, 6);
    expect(r.spezifischeHeizlast).toBeCloseTo(1026 / 35, 9);
  });

  it('takes the design temperature from the location (Berlin −14 °C) and U and n from the construction year', () => {
    const r = calculateBuildingHeatLoad({
      standort: 'Berlin',
      baujahr: 1960,
      raeume: [{ name: 'Wohnen', flaeche: 20, volumen: 50, bauteile: [{ bauteilart: 'aussenwand', flaeche: 10 }] }],
    });
    expect(r.normAussenTemp).toBe(-14);
    // sample U 1.4 (1958–1968) + ΔU_TB 0.10 (Table B.1), n = 1.0 before 1977
    expect(r.transmission).toBeCloseTo(10 * 1.5 * 34, 9);
    expect(r.lueftung).toBeCloseTo(0.34 * 1 * 50 * 34, 9);
  });

  it('uses the room temperature of the adjacent space when given', () => {
    const r = calculateBuildingHeatLoad({
      normAussenTemp: -12,
      baujahr: 2010,
      waermebrueckenzuschlag: 0,
      raeume: [
        {
          name: 'Bad',
          innenTemp: 24,
          volumen: 1,
          luftwechsel: 0,
          bauteile: [{ bauteilart: 'innenwand', flaeche: 10, u: 1, angrenzendeTemp: 20 }],
        },
      ],
    });
    expect(r.transmission).toBeCloseTo(10 * 1 * 4, 9);
  });

  it('heat recovery lowers the ventilation load', () => {
    const input = {
      normAussenTemp: -10,
      baujahr: 2020,
      raeume: [{ name: 'R', volumen: 100, luftwechsel: 0.5, bauteile: [] }],
    };
    const without = calculateBuildingHeatLoad(input);
    const withWrg = calculateBuildingHeatLoad({ ...input, waermerueckgewinnung: 0.8 });
    expect(withWrg.lueftung).toBeCloseTo(without.lueftung * 0.2, 9);
  });

  it('rejects inputs with the field named', () => {
    const room = { name: 'R', volumen: 10, bauteile: [{ bauteilart: 'glasdach', flaeche: 5 }] };
    expect(fieldOf(() => calculateBuildingHeatLoad({ normAussenTemp: -12, baujahr: 2000, raeume: [room] }))).toBe(
      'raeume.0.bauteile.0.u',
    );
    expect(fieldOf(() => calculateBuildingHeatLoad({ baujahr: 2000, raeume: [{ ...room, bauteile: [] }] }))).toBe(
      'standort',
    );
    expect(
      fieldOf(() =>
        calculateBuildingHeatLoad({ standort: 'Atlantis', baujahr: 2000, raeume: [{ ...room, bauteile: [] }] }),
      ),
    ).toBe('standort');
    expect(fieldOf(() => calculateBuildingHeatLoad({ normAussenTemp: -12, baujahr: 2000, raeume: [] }))).toBe('raeume');
  });
});

describe('investment calculations', () => {
  it('system package: the smallest package covering the heat load', () => {
    const r = calcInvestSystempackage({
      heizlast: 8200,
      anzahlHeizkoerper: 6,
      preisHeizkoerper: 400,
      montage: 2000,
      foerderquote: 0.3,
    });
    expect(r.paket).toBe('WP-Paket 9');
    expect(r.investition).toBe(14900 + 2400 + 2000);
    expect(r.investitionNachFoerderung).toBeCloseTo(19300 * 0.7, 9);
    expect(fieldOf(() => calcInvestSystempackage({ heizlast: 50000 }))).toBe('heizlast');
  });

  it('underfloor heating: 100 W/m² needs 29 °C floor surface (EN 1264 base curve), inside the occupied-zone limit', () => {
    const r = calcInvestFbhHydraulics({
      heizkreise: [
        { name: 'Wohnen', flaeche: 20, heizlast: 2000 },
        { name: 'Wohnen zu viel', flaeche: 10, heizlast: 1200 },
        { name: 'Bad', flaeche: 10, heizlast: 1200, zone: 'bad' },
      ],
      spreizung: 5,
    });
    expect(r.heizkreise[0]?.oberflaechenTemp).toBeCloseTo(29, 0);
    expect(r.heizkreise[0]?.grenzeEingehalten).toBe(true);
    expect(r.heizkreise[1]?.grenzeEingehalten).toBe(false);
    expect(r.heizkreise[2]?.grenzeEingehalten).toBe(true);
    expect(r.heizkreise[0]?.massenstrom).toBeCloseTo(2000 / (1.163 * 5), 9);
    expect(r.heizkreise[0]?.rohrlaenge).toBeCloseTo(20 / 0.15, 9);
    expect(r.kurve[0]?.points.find((p) => p.x === 9)?.y).toBeCloseTo(100, 0);
  });

  it('controlled ventilation: level flows, heat loss with and without recovery', () => {
    const r = calcInvestKwl({
      wohnflaeche: 120,
      raumhoehe: 2.5,
      nennLuftwechsel: 0.5,
      waermerueckgewinnung: 0.8,
      innenTemp: 20,
      normAussenTemp: -12,
    });
    expect(r.volumenstroeme.nenn).toBe(150);
    expect(r.volumenstroeme.reduziert).toBeCloseTo(105, 9);
    expect(r.lueftungswaermeverlustOhneWrg).toBeCloseTo(0.34 * 150 * 32, 9);
    expect(r.lueftungswaermeverlustMitWrg).toBeCloseTo(0.34 * 150 * 32 * 0.2, 9);
  });
});
