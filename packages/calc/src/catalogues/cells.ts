import { z } from 'zod';

/**
 * Cell types for catalogue row schemas. CSV cells are strings and XLSX cells may be numbers or
 * strings, so each cell type accepts both; a decimal comma ("1,27") is read as a decimal point.
 */

export const numberCell = z.preprocess((v) => {
  if (typeof v !== 'string') return v;
  const t = v.trim();
  return t === '' ? undefined : Number(t.replace(',', '.'));
}, z.number({ error: 'expected a number' }).finite());

export const textCell = z.preprocess(
  (v) => (typeof v === 'number' ? String(v) : v),
  z.string({ error: 'expected text' }).trim().min(1, 'expected text'),
);

export const booleanCell = z.preprocess(
  (v) => {
    if (typeof v !== 'string') return v;
    const t = v.trim().toLowerCase();
    if (['true', 'ja', 'yes', '1', 'x'].includes(t)) return true;
    if (['false', 'nein', 'no', '0', ''].includes(t)) return false;
    return v;
  },
  z.boolean({ error: 'expected true or false' }),
);

export const optionalNumberCell = z.preprocess((v) => {
  if (typeof v !== 'string') return v ?? undefined;
  const t = v.trim();
  return t === '' ? undefined : Number(t.replace(',', '.'));
}, z.number({ error: 'expected a number' }).finite().optional());
