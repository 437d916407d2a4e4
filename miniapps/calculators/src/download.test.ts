import { filenameFrom as fileNameFrom } from '@portal/sdk';
import { describe, expect, it } from 'vitest';
import { EXPORTS, exportForm } from './download';

describe('the file name of a download (RFC 6266)', () => {
  it.each([
    [
      `attachment; filename="Heizkoerpertausch Haus Mueller 2026-11-22.pdf"; filename*=UTF-8''Heizk%C3%B6rpertausch%20Haus%20M%C3%BCller%202026-11-22.pdf`,
      'Heizkörpertausch Haus Müller 2026-11-22.pdf',
    ],
    ['attachment; filename="Rostbelastung 2026-11-22.xlsx"', 'Rostbelastung 2026-11-22.xlsx'],
    ['attachment; filename=plain.pdf', 'plain.pdf'],
    ['attachment; filename="with \\"quotes\\".pdf"', 'with "quotes".pdf'],
    [`attachment; filename*=utf-8''%E2%82%AC.pdf`, '€.pdf'],
  ])('%s', (header, name) => {
    expect(fileNameFrom(header, 'fallback.pdf')).toBe(name);
  });

  it('falls back when there is no usable name, and never names a folder', () => {
    expect(fileNameFrom(null, 'radiator.pdf')).toBe('radiator.pdf');
    expect(fileNameFrom('attachment', 'radiator.pdf')).toBe('radiator.pdf');
    expect(fileNameFrom(`attachment; filename*=UTF-8''%E0%A4%A.pdf; filename="ok.pdf"`, 'x')).toBe('ok.pdf');
    expect(fileNameFrom('attachment; filename="../../etc/passwd"', 'x')).toBe('.._.._etc_passwd');
    expect(fileNameFrom('attachment; filename=".."', 'x.pdf')).toBe('x.pdf');
  });
});

describe('the export form', () => {
  it('carries the input as JSON text in the calculator’s field, the language and the project', async () => {
    const form = exportForm('radiatorExchange', { spreizungNeu: 7 }, 'cs', '  Haus Müller ');
    expect([...form.keys()]).toEqual(['xflairTauschData', 'language', 'projekt']);
    expect(JSON.parse(String(form.get('xflairTauschData')))).toEqual({ spreizungNeu: 7 });
    expect(form.get('language')).toBe('cs');
    expect(form.get('projekt')).toBe('Haus Müller');
    expect(exportForm('radiator', {}, 'de', ' ').has('projekt')).toBe(false);
  });

  it('names the routes and fields of docs/calculators.md', () => {
    expect(EXPORTS).toEqual({
      radiator: { path: '/api/XFlair', field: 'xflairData' },
      radiatorExchange: { path: '/api/XFlairTausch', field: 'xflairTauschData' },
      buildingCalc: { path: '/api/BuildingCalc', field: 'buildingCalcData' },
      convectorLoadCalc: { path: '/api/ConvectorLoadCalc', field: 'convectorLoadCalcData' },
      krn41: { path: '/api/KRN41', field: 'krn41Data' },
      krn92: { path: '/api/PM/KRN92', field: 'krn92Data' },
      kcModel: { path: '/api/KCModel', field: 'kcModelData' },
      hpc: { path: '/api/HPC', field: 'hpcData' },
      heatPump: { path: '/api/BuildingCalc/HeatPump', field: 'heatPumpData' },
    });
  });
});
