import { describe, expect, it } from 'vitest';
import { safeFileName } from './download';

describe('a file name a screen builds', () => {
  it('keeps words, dashes and accents and replaces what a file system refuses', () => {
    expect(safeFileName('Výkonnost prodeje – Čistý obrat 2026-01–2026-11')).toBe(
      'Výkonnost prodeje – Čistý obrat 2026-01–2026-11',
    );
    expect(safeFileName('a/b\\c: d*?"<>|\u0007e')).toBe('a_b_c_ d_______e');
    expect(safeFileName(' .. ')).toBe('Export');
  });
});
