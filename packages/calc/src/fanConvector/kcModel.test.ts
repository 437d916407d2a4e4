import { describe, expect, it } from 'vitest';
import { kcModelsCsv } from '../catalogues/kcModels';
import { CalcInputError, loadCatalogues, sampleCatalogues } from '../index';
import { calculateKcModel, kcModelSize } from './kcModel';

/** Sample KC 130, 2-Leiter, 1000 mm: coil 800 mm; stage 3 rates 500 W/m cooling, 740 W/m heating, 140 m³/h·m, 38 dB(A)/m. */
const base = { bauhoehe: 130, leitersystem: '2-Leiter', baulaenge: 1000, leistungsstufe: 3 } as const;
const atRating = { ...base, luftfeuchte_kuehlen: 46.9 };

function fieldOf(run: () => unknown): string | undefined {
  try {
    run();
  } catch (error) {
    if (error instanceof CalcInputError) return error.field;
    throw error;
  }
  return undefined;
}

describe('KC model (fan convector) calculation', () => {
  it('reproduces the rated outputs at the rating points: 0.8 m · 500 W/m cooling, 0.8 m · 740 W/m heating', () => {
    const r = calculateKcModel(atRating);
    expect(r.auslegung.kuehlen.gesamtleistung).toBeCloseTo(400, 6);
    expect(r.auslegung.heizen.leistung).toBeCloseTo(592, 6);
    expect(r.baugroesse.normkuehlleistungen[2]).toEqual({ leistungsstufe: 3, leistung: 400 });
  });

  it('water mass flow is Φ / (1.163 · σ): 592 W at 5 K gives 101.81 kg/h', () => {
    expect(calculateKcModel(atRating).auslegung.heizen.wassermassenstrom).toBeCloseTo(592 / (1.163 * 5), 6);
  });

  it('at the rated water flow, heating output is linear in (flow − room): 70 °C gives 592 · 50/25 = 1184 W', () => {
    const ratedFlow = 592 / (1.163 * 5);
    const r = calculateKcModel({ ...atRating, vorlaufTemp_heizen: 70, wassermassenstrom_heizen: ratedFlow });
    expect(r.auslegung.heizen.leistung).toBeCloseTo(1184, 6);
    expect(r.auslegung.heizen.ruecklaufTemp).toBeCloseTo(60, 6);
  });

  it('issue 22: KC 130/1000 with 5 kg/h of 7 °C water in a 27 °C room cools at most the 116 W the water carries, at every stage', () => {
    const r = calculateKcModel({ ...base, leistungsstufe: 5, wassermassenstrom_kuehlen: 5 });
    const carried = 5 * 1.163 * (27 - 7);
    expect(carried).toBeCloseTo(116.3, 1);
    for (const s of r.stufen) {
      expect(s.kuehlen.gesamtleistung).toBeLessThanOrEqual(carried);
      expect(s.kuehlen.gesamtleistung).toBeCloseTo(5 * 1.163 * (s.kuehlen.ruecklaufTemp - 7), 6);
      expect(s.kuehlen.ruecklaufTemp).toBeLessThanOrEqual(27);
      expect(s.kuehlen.wasserLeistungsgrenze).toBeCloseTo(carried, 9);
      expect(s.kuehlen.durchflussBegrenzt).toBe(true);
    }
    expect(r.hinweise).toContain(
      'Kühlleistung durch den Wassermassenstrom begrenzt: das Wasser nimmt höchstens 116 W auf.',
    );
  });

  it('sensible and latent output add up to the total; condensate is the latent heat over the vapour enthalpy', () => {
    const k = calculateKcModel(atRating).auslegung.kuehlen;
    expect(k.sensibleLeistung + k.latenteLeistung).toBeCloseTo(k.gesamtleistung, 9);
    expect(k.latenteLeistung).toBeGreaterThan(0);
    // ṁcond [kg/h] = Φl [W] · 3.6 / (2501 + 1.86 · t_out) kJ/kg
    expect(k.kondensat).toBeCloseTo((k.latenteLeistung * 3.6) / (2501 + 1.86 * k.ausblasTemp), 9);
  });

  it('a coil above the dew point (16/19 °C water, dew point 14.7 °C) cools dry: no latent output, no condensate hint', () => {
    const r = calculateKcModel({ ...base, vorlaufTemp_kuehlen: 16, ruecklaufTemp_kuehlen: 19 });
    expect(r.auslegung.kuehlen.latenteLeistung).toBeCloseTo(0, 9);
    expect(r.auslegung.kuehlen.kondensat).toBe(0);
    expect(r.kondensatHinweis).toBe(false);
    expect(r.berechnungsmethodeKuehlen).toBe(1);
    expect(calculateKcModel(atRating).kondensatHinweis).toBe(true);
    expect(calculateKcModel(atRating).berechnungsmethodeKuehlen).toBe(2);
  });

  it('a given water mass flow sets the return temperature so that water and air carry the same heat', () => {
    const r = calculateKcModel({ ...base, wassermassenstrom_kuehlen: 50, wassermassenstrom_heizen: 80 });
    const k = r.auslegung.kuehlen;
    expect(k.wassermassenstrom).toBe(50);
    expect(50 * 1.163 * (k.ruecklaufTemp - 7)).toBeCloseTo(k.gesamtleistung, 3);
    const h = r.auslegung.heizen;
    expect(80 * 1.163 * (45 - h.ruecklaufTemp)).toBeCloseTo(h.leistung, 3);
  });

  it('sound: 38 dB(A)/m + 10·lg 0.8 = 37.03 dB(A); in 50 m³ at 0.5 s: 37.03 − 10·lg 16.3 + 6 = 30.91 dB(A)', () => {
    const s = calculateKcModel(base).auslegung;
    expect(s.schallleistungspegel).toBeCloseTo(37.03, 2);
    expect(s.schalldruckpegel).toBeCloseTo(30.91, 2);
    expect(s.luftvolumenstrom).toBeCloseTo(112, 9);
    expect(s.steuerspannung).toBe(6);
  });

  it('pressure loss is (V̇/kv)²: 101.81 l/h through kv 0.37 gives 75.7 mbar', () => {
    expect(calculateKcModel(atRating).auslegung.heizen.druckverlust).toBeCloseTo((0.10181 / 0.37) ** 2 * 1000, 1);
  });

  it('lists every fan stage with rising air flow and output', () => {
    const r = calculateKcModel(base);
    expect(r.stufen.map((s) => s.leistungsstufe)).toEqual([1, 2, 3, 4, 5]);
    const cooling = r.stufen.map((s) => s.kuehlen.gesamtleistung);
    expect([...cooling].sort((a, b) => a - b)).toEqual(cooling);
  });

  it('corner pieces add their length to the total length, not to the coil', () => {
    const r = kcModelSize({ ...base, winkelAnfang: '90', winkelEnde: '135' });
    expect(r.baugroesse.konvektorgesamtlaenge).toBe(1240);
    expect(r.baugroesse.innenbaulaenge).toBe(800);
    expect(r.baulaengen).toEqual([800, 1000, 1250, 1500, 2000, 2500]);
    expect(r.leistungsstufen).toEqual([1, 2, 3, 4, 5]);
    expect(r.baugroesse.sizeKey).toBe('kc:KC130-2L:130:1000');
  });

  it('checks the operating point against the assumed EN 16430 range and names the rating points', () => {
    const r = calculateKcModel(base);
    expect(r.din16430Kuehlen).toBe(true);
    expect(r.normKuehlen).toBe('EN 16430-3: 7/12/27 °C, 46.9 % rh');
    expect(r.normHeizen).toBe('EN 16430-2: 45/40/20 °C');
    const out = calculateKcModel({ ...base, vorlaufTemp_heizen: 95, ruecklaufTemp_heizen: 80 });
    expect(out.din16430Heizen).toBe(false);
    expect(out.hinweise).toContain('Heizbetrieb außerhalb des angenommenen Anwendungsbereichs der EN 16430-2.');
  });

  it('writes the tender text in the requested language', () => {
    expect(calculateKcModel(base).ausschreibungstext[0]).toMatch(/^Gebläsekonvektor .*Baulänge 1\.000 mm/);
    const en = calculateKcModel({ ...base, sprache: 'en' }).ausschreibungstext;
    expect(en[1]).toMatch(/^Cooling output at fan stage 3/);
    expect(en).toContain('Condensate tray with drain connection; condensate pipe by others.');
  });

  it('names the field of a size the catalogue lacks', () => {
    expect(fieldOf(() => calculateKcModel({ ...base, baulaenge: 900 }))).toBe('baulaenge');
    expect(fieldOf(() => calculateKcModel({ ...base, bauhoehe: 150 }))).toBe('bauhoehe');
    expect(fieldOf(() => calculateKcModel({ ...base, leitersystem: '3-Leiter' }))).toBe('leitersystem');
    expect(fieldOf(() => calculateKcModel({ ...base, leistungsstufe: 6 }))).toBe('leistungsstufe');
    expect(fieldOf(() => calculateKcModel({ ...base, vorlaufTemp_kuehlen: 30 }))).toBe('vorlaufTemp_kuehlen');
  });

  it('runs on a replacement catalogue loaded from CSV', () => {
    const csv = kcModelsCsv.replace('KC 130.2.1000,5,', 'KC 130.2.1000,3,');
    const catalogues = { ...sampleCatalogues(), kcModels: loadCatalogues({ kcModels: csv }).kcModels };
    expect(calculateKcModel(base, catalogues).maximaleLeistungsstufe).toBe(3);
  });
});
