import { LOCALES } from '@portal/contracts';
import { KPI_NAMES, KPI_STATES, KPI_UNITS } from '@portal/contracts/kpi';
import { MES_DOWNTIME_REASONS, MES_SHIFTS, MES_STATES } from '@portal/contracts/mes';
import { describe, expect, it } from 'vitest';
import { loadAllTexts } from './texts';

const TEXTS = await loadAllTexts();

describe('KPI and MES flash screen texts', () => {
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

  it.each(LOCALES)(
    '%s has every MES flash text, none empty, and names every shift, state and downtime reason',
    (locale) => {
      const mes = TEXTS[locale].mes;
      expect(Object.keys(mes).sort()).toEqual(Object.keys(german.mes).sort());
      for (const [key, value] of Object.entries(mes)) {
        const shown = typeof value === 'function' ? value('1', '2', '3', '4') : value;
        if (typeof shown === 'string') expect(shown.trim(), key).not.toBe('');
      }
      for (const shift of MES_SHIFTS) expect(mes.shifts[shift]?.trim()).toBeTruthy();
      for (const state of MES_STATES) expect(mes.states[state]?.trim()).toBeTruthy();
      for (const reason of MES_DOWNTIME_REASONS) expect(mes.reasons[reason]?.trim()).toBeTruthy();
      expect(mes.outputOf('12', '34')).toMatch(/12.*34/);
    },
  );

  it('MES flash texts are translated, not copied from German', () => {
    for (const locale of LOCALES.filter((l) => l !== 'de')) {
      expect(TEXTS[locale].mes.intro).not.toBe(german.mes.intro);
      expect(TEXTS[locale].mes.reasons.breakdown).not.toBe(german.mes.reasons.breakdown);
    }
  });
});
