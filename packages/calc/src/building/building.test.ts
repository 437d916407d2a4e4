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
    // the room with 120 W/m² on carpet sets the flow temperature at the design spread; the others get wider spreads
    expect(r.auslegungsraum).toBe('Wohnen zu viel');
    expect(r.heizkreise[1]?.massenstrom).toBeCloseTo(1200 / (1.163 * 5), 9);
    expect(r.heizkreise[0]?.spreizungKreis).toBeGreaterThan(5);
    expect(r.heizkreise[0]?.rohrlaenge).toBeCloseTo(20 / 0.15, 9);
    expect(r.kurve[0]?.points.find((p) => p.x === 9)?.y).toBeCloseTo(100, 0);
  });

  it('issue 22: 30 m² at 15 cm spacing is 200 m of pipe, split into two circuits of 100 m with their pressure drop', () => {
    const r = calcInvestFbhHydraulics({
      heizkreise: [{ name: 'Wohnen', flaeche: 30, heizlast: 2000 }],
      spreizung: 5,
      differenzdruck: 100,
    });
    const k = r.heizkreise[0]!;
    expect(k.rohrlaenge).toBeCloseTo(200, 9);
    expect(k.kreise).toBe(2);
    expect(k.kreislaenge).toBeCloseTo(100, 9);
    expect(k.massenstromJeKreis).toBeCloseTo(2000 / (1.163 * 5) / 2, 9);
    // Hand-computed (Darcy–Weisbach with Blasius' λ, VDI-Wärmeatlas Lab 1; water at 35 °C:
    // ρ 994 kg/m³, ν 0.724·10⁻⁶ m²/s): 171.97 kg/h in 12 mm gives v = 0.4249 m/s, Re = 7043,
    // λ = 0.3164/7043^0.25 = 0.03454, Δp = λ·(100/0.012)·994·v²/2 = 25 828 Pa = 258.3 mbar.
    expect(k.druckverlust).toBeCloseTo(258.3, 0);
    // 100 mbar at the manifold are less than the pipe takes: nothing left for the valve.
    expect(k.ventilDifferenzdruck).toBe(0);
    expect(k.ventilvoreinstellung).toBeNull();
    // with 400 mbar the valve gets the 141.7 mbar the pipe leaves and is preset for one circuit's flow
    const enough = calcInvestFbhHydraulics({
      heizkreise: [{ name: 'Wohnen', flaeche: 30, heizlast: 2000 }],
      spreizung: 5,
      differenzdruck: 400,
    }).heizkreise[0]!;
    expect(enough.ventilDifferenzdruck).toBeCloseTo(400 - enough.druckverlust, 9);
    expect(enough.ventilvoreinstellung).not.toBeNull();
  });

  it('a shorter maximum circuit length gives more circuits; laminar flow follows 64/Re', () => {
    const r = calcInvestFbhHydraulics({
      heizkreise: [{ name: 'Flur', flaeche: 30, heizlast: 300 }],
      maxKreislaenge: 60,
    });
    const k = r.heizkreise[0]!;
    expect(k.kreise).toBe(4);
    // 300 W at 5 K: 12.9 kg/h per circuit, Re ≈ 528: λ = 64/Re, Δp = 32·ν·ρ·L·v/d² (Hagen–Poiseuille)
    const v = k.massenstromJeKreis / 3600 / 994 / ((Math.PI * 0.012 ** 2) / 4);
    expect(k.druckverlust).toBeCloseTo((32 * 0.724e-6 * 994 * 50 * v) / 0.012 ** 2 / 100, 6);
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
