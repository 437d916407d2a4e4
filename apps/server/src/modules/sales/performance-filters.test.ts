import { describe, expect, it } from 'vitest';
import type { SalesPerformanceFilterValues } from '../../erp/gateway';
import { HttpProblem } from '../../http/problem';
import { assertKnownFilterValues, FilterValuesCache, filtersChosen } from './performance-filters';

const VALUES: SalesPerformanceFilterValues = {
  companyCodes: [{ key: '1000', name: 'Deutschland' }],
  branches: [{ companyCode: '1000', key: 'NORD', name: 'Nord' }],
  countries: ['AT', 'DE'],
  marketAreas: ['HT', 'SAN'],
  partnerCompanies: [],
  customerHierarchies: ['KH-GH Großhandel'],
  territoriesHT: ['HT-DE-NORD-1'],
  territoriesSAN: ['SAN-DE-NORD-1'],
  regionsHT: ['HT-DE-NORD'],
  regionsSAN: ['SAN-DE'],
  months: { first: '2024-01', last: '2026-11' },
};

const refusal = (run: () => void) => {
  try {
    run();
  } catch (error) {
    return error instanceof HttpProblem
      ? { status: error.status, code: error.code, detail: String(error.errors?.[0]?.path) }
      : error;
  }
  return undefined;
};

describe('the values a report filter takes', () => {
  it.each([
    [{ countries: ['DE', 'AT'] }, undefined],
    [{ countries: ['DE'], territoriesHT: ['HT-DE-NORD-1'], customerHierarchies: ['KH-GH Großhandel'] }, undefined],
    [{ branchCodes: ['NORD'], regionsSAN: ['SAN-DE'] }, undefined],
    [{ countries: ['DE', 'CH'] }, 'querystring.Country'],
    [{ territoriesSAN: ['SAN-CH-ZH-1'] }, 'querystring.TerritorySAN'],
    [{ companyCodes: ['2000'] }, 'querystring.CompCode'],
    [{ partnerCompanies: ['1000'] }, 'querystring.PartnerCompany'],
  ])('%o: refused naming %s', (filters, parameter) => {
    const result = refusal(() => assertKnownFilterValues({ isValid: true, ...filters }, VALUES));
    expect(result).toEqual(parameter ? { status: 400, code: 'validation_failed', detail: parameter } : undefined);
  });

  it('checks only when a list holds a value', () => {
    expect(filtersChosen({ isValid: true })).toBe(false);
    expect(filtersChosen({ isValid: false, countries: [] })).toBe(false);
    expect(filtersChosen({ isValid: true, regionsHT: ['HT-DE-NORD'] })).toBe(true);
  });

  it('lists the values again only after a new release of the data, per visibility', async () => {
    const cache = new FilterValuesCache(2);
    let loads = 0;
    const load = async () => {
      loads++;
      return VALUES;
    };
    await cache.get([[]], '2026-11-27T06:30:00Z', load);
    await cache.get([[]], '2026-11-27T06:30:00Z', load);
    expect(loads).toBe(1);
    await cache.get([[{ field: 'companyCode', values: ['2000'] }]], '2026-11-27T06:30:00Z', load);
    expect(loads).toBe(2);
    await cache.get([[]], '2026-11-27T07:00:00Z', load);
    expect(loads).toBe(3);
  });
});
