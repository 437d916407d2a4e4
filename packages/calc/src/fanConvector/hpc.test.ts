import { describe, expect, it } from 'vitest';
import { loadCatalogues, sampleCatalogues } from '../catalogues';
import { fanConvectorStagesCsv } from '../catalogues/fanConvectorStages';
import { calculateHpc } from './hpc';

/** Sample HPC 10: 1000 mm, 2 fans; per fan stage 1–4: 200/290/360/410 W cooling, 270/400/510/600 W heating. */
const base = { baulaenge: 1000, luftfeuchte_kuehlen: 46.9 } as const;

describe('HPC (heat-pump convector) calculation', () => {
  it('completes the size from the length: register, model number, fan count and the rating tables', () => {
    const r = calculateHpc(base);
    expect(r.hpcBaugroesse).toMatchObject({ registerlaenge: 800, modellnummer: 'HPC 10', luefteranzahl: 2 });
    expect(r.hpcBaugroesse.normkuehlleistungen.map((n) => n.leistung)).toEqual([400, 580, 720, 820]);
    expect(r.hpcBaugroesse.normheizleistungen.map((n) => n.leistung)).toEqual([540, 800, 1020, 1200]);
  });

  it('lists control voltage and air volume flow per stage (two fans: twice the per-fan flow)', () => {
    const r = calculateHpc(base);
    expect(r.steuerspannungen).toEqual([3, 5, 7.5, 10]);
    expect(r.luftvolumenstroeme).toEqual([90, 140, 190, 240]);
  });

  it('picks the smallest stage meeting the power target: 600 W cooling needs stage 3 (720 W rated)', () => {
    const r = calculateHpc({ ...base, zielKuehlleistung: 600 });
    expect(r.gewaehlteLeistungsstufe).toBe(3);
    expect(r.auslegung?.kuehlen.gesamtleistung).toBeCloseTo(720, 6);
  });

  it('a sound target the needed stage exceeds leaves no stage and says so', () => {
    const quiet = calculateHpc({ ...base, zielKuehlleistung: 600, zielSchalldruckpegel: 25 });
    expect(quiet.gewaehlteLeistungsstufe).toBeNull();
    expect(quiet.ausschreibungstext).toEqual([]);
    expect(quiet.hinweise).toContain('Keine Leistungsstufe erfüllt alle Zielwerte.');
    // stage 1 with 2 fans: 24 + 3.01 = 27.01 dB(A) sound power, 27.01 − 12.12 + 6 = 20.89 dB(A) in the room
    const soft = calculateHpc({ ...base, zielSchalldruckpegel: 21 });
    expect(soft.gewaehlteLeistungsstufe).toBe(1);
    expect(soft.auslegung?.schalldruckpegel).toBeCloseTo(20.89, 2);
  });

  it('without targets the design stage is the highest (full output)', () => {
    expect(calculateHpc(base).gewaehlteLeistungsstufe).toBe(4);
  });

  it('heating at the rating point gives the rated 1020 W at stage 3 and 1020 / (1.163 · 5) kg/h', () => {
    const s = calculateHpc({ ...base, zielHeizleistung: 1000 }).auslegung!;
    expect(s.leistungsstufe).toBe(3);
    expect(s.heizen.leistung).toBeCloseTo(1020, 6);
    expect(s.heizen.wassermassenstrom).toBeCloseTo(1020 / (1.163 * 5), 6);
  });

  it('writes the rating points in the language of the tender text, numbers and words', () => {
    const de = calculateHpc({ ...base, zielKuehlleistung: 600 }).ausschreibungstext.join(' ');
    expect(de).toContain(': EN 16430-3: 7/12/27 °C, 46,9 % r. F.; EN 16430-2: 45/40/20 °C.');
    const fr = calculateHpc({ ...base, zielKuehlleistung: 600, sprache: 'fr' }).ausschreibungstext.join(' ');
    expect(fr).toContain('EN 16430-3: 7/12/27 °C, 46,9 % HR');
    const en = calculateHpc({ ...base, zielKuehlleistung: 600, sprache: 'en' }).ausschreibungstext.join(' ');
    expect(en).toContain('EN 16430-3: 7/12/27 °C, 46.9 % rh');
  });

  it('gives the rating points as numbers beside the English text other readers of the result use', () => {
    const r = calculateHpc(base);
    expect(r.normpunkte).toEqual({
      kuehlen: { vorlauf: 7, ruecklauf: 12, raum: 27, feuchte: 46.9 },
      heizen: { vorlauf: 45, ruecklauf: 40, raum: 20 },
    });
    expect(r.normKuehlen).toBe('EN 16430-3: 7/12/27 °C, 46.9 % rh');
  });

  it('issue 22: at 10 kg/h, stage 4 heats with at most what the water gives, 10 · 1.163 · (45 − 20) = 290.75 W', () => {
    const r = calculateHpc({ ...base, wassermassenstrom_heizen: 10 });
    const h = r.stufen[3]!.heizen;
    expect(h.leistung).toBeLessThanOrEqual(290.75);
    expect(h.leistung).toBeCloseTo(10 * 1.163 * (45 - h.ruecklaufTemp), 6);
    expect(h.ruecklaufTemp).toBeGreaterThanOrEqual(20);
    expect(h.durchflussBegrenzt).toBe(true);
    expect(r.hinweise).toContain(
      'Heizleistung durch den Wassermassenstrom begrenzt: das Wasser gibt höchstens 291 W ab.',
    );
  });

  it('without a flow limit the water is not named as the limit', () => {
    expect(calculateHpc(base).auslegung?.heizen.durchflussBegrenzt).toBe(false);
    expect(calculateHpc(base).auslegung?.kuehlen.durchflussBegrenzt).toBe(false);
  });

  it('issue 22: tender texts from sample ratings do not say "nach DIN EN 16430" and say they are sample data', () => {
    const de = calculateHpc({ ...base, zielKuehlleistung: 600 }).ausschreibungstext;
    expect(de.join(' ')).not.toContain('Leistungsangaben nach DIN EN 16430');
    expect(de).toContain(
      'Bezugspunkte der Leistungsangaben (nicht nach DIN EN 16430 geprüft): EN 16430-3: 7/12/27 °C, 46,9 % r. F.; EN 16430-2: 45/40/20 °C.',
    );
    expect(de[de.length - 1]).toBe(
      'Leistungsangaben aus Musterdaten, keine geprüften Herstellerwerte: vor der Ausschreibung durch die Angaben des Herstellers ersetzen.',
    );
    const real = {
      ...sampleCatalogues(),
      fanConvectorStages: loadCatalogues({ fanConvectorStages: fanConvectorStagesCsv }).fanConvectorStages,
    };
    const tested = calculateHpc({ ...base, zielKuehlleistung: 600 }, real).ausschreibungstext.join(' ');
    expect(tested).toContain('Leistungsangaben nach DIN EN 16430 (EN 16430-3');
    expect(tested).not.toContain('Musterdaten');
  });

  it('issue 22: a dry coil has no latent output, not a rounding residue below zero ("latent -0 W")', () => {
    // The coldest water accepted, above the dew point of very dry room air: only the temperature changes.
    const r = calculateHpc({
      baulaenge: 1000,
      zielKuehlleistung: 600,
      vorlaufTemp_kuehlen: 1,
      luftfeuchte_kuehlen: 10,
    });
    for (const stufe of [...r.stufen, r.auslegung].filter((s) => s !== null)) {
      expect(stufe.kuehlen.latenteLeistung).toBeGreaterThanOrEqual(0);
      expect(stufe.kuehlen.gesamtleistung).toBeCloseTo(
        stufe.kuehlen.sensibleLeistung + stufe.kuehlen.latenteLeistung,
        9,
      );
    }
    expect(r.ausschreibungstext.join(' ')).not.toMatch(/latent -0/);
  });

  it('chilled water below 1 °C is refused naming the field: water below 0 °C is ice', () => {
    expect(() => calculateHpc({ baulaenge: 1000, zielKuehlleistung: 600, vorlaufTemp_kuehlen: -5 })).toThrow(
      /vorlaufTemp_kuehlen/,
    );
  });
});
