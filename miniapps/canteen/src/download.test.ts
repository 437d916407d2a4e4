import { describe, expect, it } from 'vitest';
import { filenameFrom, queryString } from './download';

describe('download names', () => {
  it.each([
    [
      `attachment; filename="Bestellungen Personalrestaurant Hauptsitz 2025-03-03 bis 2025-03-07.xlsx"; filename*=UTF-8''Bestellungen%20Personalrestaurant%20Hauptsitz%202025-03-03%20bis%202025-03-07.xlsx`,
      'Bestellungen Personalrestaurant Hauptsitz 2025-03-03 bis 2025-03-07.xlsx',
    ],
    // The exact UTF-8 name wins over the ASCII fallback.
    [`attachment; filename="Kantine M_nchen.csv"; filename*=UTF-8''Kantine%20M%C3%BCnchen.csv`, 'Kantine München.csv'],
    ['attachment; filename="plain.csv"', 'plain.csv'],
    ['attachment; filename=bare.csv', 'bare.csv'],
    ['attachment; filename="with \\"quote\\".csv"', 'with "quote".csv'],
    // No folders from the network.
    [`attachment; filename*=UTF-8''..%2F..%2Fetc%2Fpasswd`, '.._.._etc_passwd'],
    // A broken encoding falls back to the plain name.
    [`attachment; filename="ok.xlsx"; filename*=UTF-8''%E0%A4%A`, 'ok.xlsx'],
    ['attachment', 'export.xlsx'],
  ])('%s → %s', (header, name) => {
    expect(filenameFrom(header, 'export.xlsx')).toBe(name);
  });

  it('falls back when there is no header', () => {
    expect(filenameFrom(null, 'export.csv')).toBe('export.csv');
  });

  it('writes a date range as the server reads it', () => {
    expect(queryString({ dateRange: ['2025-03-03', '2025-03-07'], format: 'csv' })).toBe(
      '?dateRange=2025-03-03&dateRange=2025-03-07&format=csv',
    );
    expect(queryString({})).toBe('');
  });
});
