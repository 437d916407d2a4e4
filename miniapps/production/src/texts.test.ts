import { LOCALES } from '@portal/contracts';
import { KPI_NAMES, KPI_STATES, KPI_UNITS } from '@portal/contracts/kpi';
import { describe, expect, it } from 'vitest';
import { TEXTS } from './texts';

describe('KPI screen texts', () => {
  const german = TEXTS.de;
  it.each(LOCALES)('%s has every text, none empty, and names every KPI, unit and state', (locale) => {
    const texts = TEXTS[locale];
    expect(Object.keys(texts).sort()).toEqual(Object.keys(german).sort());
    for (const [key, value] of Object.entries(texts)) {
      const shown = typeof value === 'function' ? value(2026, 7) : value;
      if (typeof shown === 'string') expect(shown.trim(), key).not.toBe('');
    }
    for (const kpi of KPI_NAMES) expect(texts.kpis[kpi]?.trim()).toBeTruthy();
    for (const unit of KPI_UNITS) expect(texts.units[unit]?.trim()).toBeTruthy();
    for (const state of KPI_STATES) expect(texts.states[state]?.trim()).toBeTruthy();
    expect(texts.week(2026, 7)).toContain('7');
  });

  it('is translated, not copied from German', () => {
    for (const locale of LOCALES.filter((l) => l !== 'de')) {
      expect(TEXTS[locale].states.green).not.toBe(german.states.green);
      expect(TEXTS[locale].stale).not.toBe(german.stale);
    }
  });
});
