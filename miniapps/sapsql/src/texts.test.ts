import { formatLocale, LOCALES, SAP_SQL_FAILURES, SAP_SQL_REFUSALS } from '@portal/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { counter, explain, loadAllTexts, type Texts, textsFor } from './texts';

describe('SAP SQL screen texts', () => {
  let TEXTS: Record<(typeof LOCALES)[number], Texts>;
  beforeAll(async () => {
    TEXTS = await loadAllTexts();
  });
  it.each(LOCALES)('%s has every text, none empty, and explains every refusal of the server', (locale) => {
    const german = TEXTS.de;
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

  it('picks the plural form by the number and shows it written as the site writes it', () => {
    const swiss = counter(formatLocale('de', 'ch'));
    const czech = counter(formatLocale('cs', undefined));
    expect(TEXTS.cs.rows(1, czech)).toBe('1 řádek');
    expect(TEXTS.cs.rows(3, czech)).toBe('3 řádky');
    expect(TEXTS.cs.rows(5, czech)).toBe('5 řádků');
    expect(TEXTS.fr.rows(0, counter(formatLocale('fr', 'fr')))).toBe('0 ligne');
    expect(TEXTS.it.rows(2, counter(formatLocale('it', 'it')))).toBe('2 righe');
    expect(TEXTS.de.truncated(12000, 4096, swiss)).toMatch(/höchstens 12['’]000 Zeilen oder 4['’]096 KB/);
  });

  it('reads German for a language it does not know', () => {
    expect(textsFor('it').run).toBe('Esegui');
    expect(textsFor('xx' as never).run).toBe('Ausführen');
  });

  it('is translated, not copied from German', () => {
    const german = TEXTS.de;
    for (const locale of LOCALES.filter((l) => l !== 'de')) {
      expect(TEXTS[locale].errors.sql_write_refused).not.toBe(german.errors.sql_write_refused);
      expect(TEXTS[locale].statement).not.toBe(german.statement);
    }
  });
});
