import { describe, expect, it } from 'vitest';
import { projectReport, projectTitle } from './projectReport';
import type { Report } from './report';

const report = (title: string, sheet: string): Report => ({
  title,
  filename: title,
  project: undefined,
  date: new Date('2026-11-27T10:00:00Z'),
  inputs: [{ label: 'Vorlauftemperatur', value: 55, unit: '°C' }],
  inputTables: [],
  results: [{ label: 'Heizleistung', value: 1204, unit: 'W' }],
  resultTables: [{ title: 'Kandidaten', sheet, columns: [{ header: 'Typ' }], rows: [['22']] }],
  charts: [],
  tenderText: [`${title}: Heizkörper liefern und montieren.`],
  hints: ['Leistung aus der nächsten Kataloglänge je Meter umgerechnet.'],
  basis: ['EN 442-2'],
  sampleDataNote: 'Beispieldaten',
});

describe('a project as one document', () => {
  const merged = projectReport(
    [
      { bezeichnung: 'Wohnzimmer', report: report('Heizkörperberechnung', 'Kandidaten und Leistungen je Typ') },
      { bezeichnung: 'Bad OG', report: report('Heizkörperberechnung', 'Kandidaten und Leistungen je Typ') },
    ],
    { locale: 'en', name: 'Haus Nord', date: new Date('2026-11-27T10:00:00Z'), filename: 'Project Haus Nord' },
  );

  it('names every quantity and table by its position, and numbers the worksheets so none repeats', () => {
    expect(merged.title).toBe(projectTitle('en'));
    expect(merged.results.map((q) => q.label)).toEqual(['Wohnzimmer – Heizleistung', 'Bad OG – Heizleistung']);
    const sheets = merged.resultTables.map((t) => t.sheet);
    expect(new Set(sheets).size).toBe(2);
    for (const sheet of sheets) expect(sheet.length).toBeLessThanOrEqual(31);
  });

  it('writes the tender texts one after the other under the position, the basis once', () => {
    expect(merged.tenderText).toEqual([
      '1. Wohnzimmer (Heizkörperberechnung)',
      'Heizkörperberechnung: Heizkörper liefern und montieren.',
      '2. Bad OG (Heizkörperberechnung)',
      'Heizkörperberechnung: Heizkörper liefern und montieren.',
    ]);
    expect(merged.basis).toEqual(['EN 442-2']);
    expect(merged.hints).toHaveLength(2);
  });
});
