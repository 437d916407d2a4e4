import { LOCALES, SAP_SQL_REFUSALS } from '@portal/contracts';
import { describe, expect, it } from 'vitest';
import { explain, TEXTS } from './texts';

describe('SAP SQL screen texts', () => {
  const german = TEXTS.de;
  it.each(LOCALES)('%s has every text, none empty, and explains every refusal of the server', (locale) => {
    const texts = TEXTS[locale];
    expect(Object.keys(texts).sort()).toEqual(Object.keys(german).sort());
    for (const [key, value] of Object.entries(texts)) {
      const shown = typeof value === 'function' ? value(2000, 4096) : value;
      if (typeof shown === 'string') expect(shown.trim(), key).not.toBe('');
    }
    expect(Object.keys(texts.errors).sort()).toEqual(Object.keys(german.errors).sort());
    for (const [code, text] of Object.entries(texts.errors)) expect(text.trim(), code).not.toBe('');
    for (const code of [...SAP_SQL_REFUSALS, 'sql_failed', 'sql_timeout']) {
      expect(explain(texts, code), code).not.toBe(texts.errors.other);
    }
    expect(explain(texts, 'something_new')).toBe(texts.errors.other);
    expect(texts.truncated(2000, 4096)).toMatch(/2\D?000/);
  });

  it('writes counts as the language does: thousands grouped', () => {
    expect(TEXTS.de.rows(2000)).toBe('2.000 Zeilen');
    expect(TEXTS.de.duration(1250)).toBe('1.250 ms');
    expect(TEXTS.de.truncated(2000, 4096)).toContain('höchstens 2.000 Zeilen oder 4.096 KB');
    expect(TEXTS.en.rows(2000)).toBe('2,000 rows');
    expect(TEXTS.de.rows(1)).toBe('1 Zeile');
  });

  it('is translated, not copied from German', () => {
    for (const locale of LOCALES.filter((l) => l !== 'de')) {
      expect(TEXTS[locale].errors.sql_write_refused).not.toBe(german.errors.sql_write_refused);
      expect(TEXTS[locale].statement).not.toBe(german.statement);
    }
  });
});
