import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { calculateRadiator } from '../radiator/calculateRadiator';
import { CatalogueError, catalogueDefinitions, loadCatalogue, loadCatalogues, sampleCatalogues } from '.';
import { parseCsv } from './csv';

describe('catalogues', () => {
  it('ships every catalogue as CSV labelled as sample data, and all load', () => {
    for (const [name, def] of Object.entries(catalogueDefinitions)) {
      expect(def.sample.split('\n')[0], name).toMatch(/^#/);
    }
    const c = sampleCatalogues();
    expect(c.radiators.length).toBeGreaterThan(500);
    // Kermi Therm X2 Profil-V type 11, 600 × 1000: 979 W, n = 1.2721 (AixLib ThermX2_ProfilV_979W.mo)
    expect(c.radiators).toContainEqual({
      heizkoerpertyp: '11',
      ausfuehrung: 'kompakt',
      bauhoehe: 600,
      baulaenge: 1000,
      normleistung: 979,
      exponent: 1.2721,
    });
    // Danfoss RA-N 013G0360 presetting N: kv 0.87 (data sheet 04/2011)
    expect(c.valveInserts).toContainEqual({
      ventil: 'RA-N',
      stufe: 'N',
      kv: 0.87,
      regeldifferenz: 2,
      maxDifferenzdruck: 600,
    });
  });

  it('issue 22: the sample-data list of docs/calculators.md names every catalogue shipped, with its file', () => {
    const doc = readFileSync(new URL('../../../../docs/calculators.md', import.meta.url), 'utf8');
    const section = doc.slice(doc.indexOf('## Sample data'));
    const listed = section
      .split('\n')
      .filter((l) => /^\| \w+ \| `\w+\.ts` \|/.test(l))
      .map((l) => l.split('|')[1]!.trim());
    expect(listed.sort()).toEqual(Object.keys(catalogueDefinitions).sort());
    for (const name of listed) expect(section).toContain(`| ${name} | \`${name}.ts\` |`);
  });

  it('reads semicolon CSV with decimal commas and quoted cells, as saved by a German Excel', () => {
    const csv =
      '# Herstellerdaten\nheizkoerpertyp;ausfuehrung;bauhoehe;baulaenge;normleistung;exponent\n"22";kompakt;600;1000;"1.750";1,3\n';
    expect(parseCsv(csv).records[0]?.line).toBe(3);
    const rows = loadCatalogue('radiators', catalogueDefinitions.radiators.schema, csv.replace('"1.750"', '1750'));
    expect(rows).toEqual([
      {
        heizkoerpertyp: '22',
        ausfuehrung: 'kompakt',
        bauhoehe: 600,
        baulaenge: 1000,
        normleistung: 1750,
        exponent: 1.3,
      },
    ]);
  });

  it('accepts row records from an XLSX reader, with numbers where text is expected', () => {
    const rows = loadCatalogue('radiators', catalogueDefinitions.radiators.schema, [
      { heizkoerpertyp: 22, ausfuehrung: 'kompakt', bauhoehe: 600, baulaenge: 1000, normleistung: 1750, exponent: 1.3 },
    ]);
    expect(rows[0]?.heizkoerpertyp).toBe('22');
  });

  it('a replaced catalogue drives the calculation without code changes', () => {
    const catalogues = loadCatalogues({
      radiators:
        'heizkoerpertyp,ausfuehrung,bauhoehe,baulaenge,normleistung,exponent\nP1,plan,500,800,1000,1.3\nP1,plan,500,1200,1500,1.3\n',
    });
    const r = calculateRadiator(
      { heizkoerpertyp: 'P1', ausfuehrung: 'plan', zielLeistung: 1200, vorlaufTemp: 75, ruecklaufTemp: 65 },
      catalogues,
    );
    expect(r.heizkoerper.baulaenge).toBe(1200);
    expect(r.heizleistung).toBeCloseTo(1500, 9);
  });

  it('names row, line and column of a bad cell', () => {
    const csv =
      'heizkoerpertyp,ausfuehrung,bauhoehe,baulaenge,normleistung,exponent\n22,kompakt,600,1000,1750,1.3\n22,kompakt,600,1200,abc,1.3\n';
    try {
      loadCatalogue('radiators', catalogueDefinitions.radiators.schema, csv);
      expect.unreachable();
    } catch (e) {
      expect(e).toBeInstanceOf(CatalogueError);
      const err = e as CatalogueError;
      expect(err.issues[0]).toMatchObject({ row: 2, line: 3, column: 'normleistung' });
      expect(err.message).toContain('row 2 (line 3), column "normleistung"');
      expect(err.message).toContain('"abc"');
    }
  });

  it('reports a missing column and an implausible exponent', () => {
    expect(() =>
      loadCatalogue('radiators', catalogueDefinitions.radiators.schema, 'heizkoerpertyp,ausfuehrung\n22,kompakt\n'),
    ).toThrow(/column "bauhoehe": column missing/);
    expect(() =>
      loadCatalogue(
        'radiators',
        catalogueDefinitions.radiators.schema,
        'heizkoerpertyp,ausfuehrung,bauhoehe,baulaenge,normleistung,exponent\n22,k,600,1000,1750,13\n',
      ),
    ).toThrow(/exponent must be ≤ 2/);
    expect(() => loadCatalogue('radiators', catalogueDefinitions.radiators.schema, '# nur Kommentar\n')).toThrow(
      CatalogueError,
    );
  });
});
