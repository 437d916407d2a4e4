import { formatLocale, LOCALES, SAP_SQL_FAILURES, SAP_SQL_REFUSALS } from '@portal/contracts';
import { describe, expect, it } from 'vitest';
import { counter, explain, TEXTS } from './texts';

describe('SAP SQL screen texts', () => {
  const german = TEXTS.de;
  it.each(LOCALES)('%s has every text, none empty, and explains every refusal of the server', (locale) => {
    const texts = TEXTS[locale];
    const count = counter(formatLocale(locale, undefined));
    expect(Object.keys(texts).sort()).toEqual(Object.keys(german).sort());
    for (const [key, value] of Object.entries(texts)) {
      const shown =
        typeof value === 'function' ? (key === 'truncated' ? value(2000, 4096, count) : value(2000, count)) : value;
      if (typeof shown === 'string') expect(shown.trim(), key).not.toBe('');
    }
    expect(Object.keys(texts.errors).sort()).toEqual(Object.keys(german.errors).sort());
    for (const [code, text] of Object.entries(texts.errors)) expect(text.trim(), code).not.toBe('');
    for (const code of [...SAP_SQL_REFUSALS, ...SAP_SQL_FAILURES]) {
      expect(explain(texts, code), code).not.toBe(texts.errors.other);
    }
    expect(explain(texts, 'something_new')).toBe(texts.errors.other);
    expect(texts.truncated(2000, 4096, count)).toMatch(/2\D?000/);
  });

  it('writes counts as the site does: thousands grouped', () => {
    const germany = counter(formatLocale('de', 'de'));
    expect(TEXTS.de.rows(2000, germany)).toBe('2.000 Zeilen');
    expect(TEXTS.de.duration(1250, germany)).toBe('1.250 ms');
    expect(TEXTS.de.truncated(2000, 4096, germany)).toContain('höchstens 2.000 Zeilen oder 4.096 KB');
    // The Swiss group mark is ' or ’ depending on the ICU version.
    expect(TEXTS.de.rows(2000, counter(formatLocale('de', 'ch')))).toMatch(/^2['’]000 Zeilen$/);
    expect(TEXTS.en.rows(2000, counter(formatLocale('en', 'gb')))).toBe('2,000 rows');
    expect(TEXTS.en.rows(2000, counter(formatLocale('en', 'de')))).toBe('2.000 rows');
    expect(TEXTS.de.rows(1, germany)).toBe('1 Zeile');
  });

  it('is translated, not copied from German', () => {
    for (const locale of LOCALES.filter((l) => l !== 'de')) {
      expect(TEXTS[locale].errors.sql_write_refused).not.toBe(german.errors.sql_write_refused);
      expect(TEXTS[locale].statement).not.toBe(german.statement);
    }
  });
});
