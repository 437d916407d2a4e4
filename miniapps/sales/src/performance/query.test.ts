import { describe, expect, it } from 'vitest';
import {
  chooseFilter,
  defaultPeriod,
  drillInto,
  drillIntoHeadOffice,
  drillOut,
  drillOutOfHeadOffice,
  performanceQuery,
  periodOptions,
  type Selection,
  withFilters,
  withGrouping,
} from './query';

const base: Selection = {
  keyFigure: 'NetSales',
  rangeType: 'YearToDate',
  period: '',
  grouping: 'Month',
  currency: 'EUR',
  compare: 'Budget',
  filters: {},
};

describe('the sales performance query of the screen', () => {
  it('sends Period only with a free range, and only the filters chosen', () => {
    expect(performanceQuery({ ...base, period: '2026' })).toEqual({
      KeyFigure: 'NetSales',
      RangeType: 'YearToDate',
      Period: undefined,
      Grouping: 'Month',
      Currency: 'EUR',
      CompareType: 'Budget',
      CompCode: undefined,
      Branchcode: undefined,
      Country: undefined,
      MarketArea: undefined,
      PartnerCompany: undefined,
      TerritoryHT: undefined,
      TerritorySAN: undefined,
      RegionHT: undefined,
      RegionSAN: undefined,
      CustomerHierarchy: undefined,
      Series: undefined,
    });
    const q = performanceQuery({
      ...base,
      rangeType: 'FiscalYear',
      period: '2025',
      filters: { CompCode: ['2000'], Country: [], MarketArea: ['HT'] },
    });
    expect(q).toMatchObject({ RangeType: 'FiscalYear', Period: '2025', CompCode: ['2000'], MarketArea: ['HT'] });
    expect(q.Country).toBeUndefined();
  });

  it('sends several values of a filter as a list, by the spec’s parameter names', () => {
    const q = performanceQuery({
      ...base,
      filters: { Country: ['DE', 'AT'], TerritoryHT: ['HT-AT-WIE-1'], RegionSAN: ['SAN-DE', 'SAN-AT'] },
    });
    expect(q).toMatchObject({ Country: ['DE', 'AT'], TerritoryHT: ['HT-AT-WIE-1'], RegionSAN: ['SAN-DE', 'SAN-AT'] });
    expect(q.RegionHT).toBeUndefined();
  });

  it('keeps the branches that belong to one of the chosen company codes', () => {
    const branches = [
      { companyCode: '1000', key: 'NORD' },
      { companyCode: '1000', key: 'SUED' },
      { companyCode: '1200', key: 'SUED' },
      { companyCode: '2000', key: 'ZH' },
    ];
    const chosen = { Branchcode: ['NORD', 'SUED', 'ZH'], Country: ['DE'] };
    expect(chooseFilter(chosen, 'CompCode', ['1200', '2000'], branches)).toEqual({
      CompCode: ['1200', '2000'],
      Branchcode: ['SUED', 'ZH'],
      Country: ['DE'],
    });
    // All company codes again: every branch may stay.
    expect(chooseFilter(chosen, 'CompCode', [], branches).Branchcode).toEqual(['NORD', 'SUED', 'ZH']);
    expect(chooseFilter(chosen, 'Country', ['DE', 'AT'], branches)).toEqual({ ...chosen, Country: ['DE', 'AT'] });
  });

  it('drills into a hierarchy node as its customers, and back out to the nodes', () => {
    const nodes = { ...base, grouping: 'CustomerHierarchy' as const };
    const inside = drillInto(nodes, 'KH-GH Großhandel');
    expect(performanceQuery(inside)).toMatchObject({ Grouping: 'Customer', CustomerHierarchy: ['KH-GH Großhandel'] });
    const out = drillOut(inside);
    expect(out.grouping).toBe('CustomerHierarchy');
    expect(performanceQuery(out).CustomerHierarchy).toBeUndefined();
  });

  it('drills from a head office to it and its branches, under the node, and back up level by level', () => {
    const customers = drillInto({ ...base, grouping: 'CustomerHierarchy' }, 'KH-GH Großhandel');
    const family = drillIntoHeadOffice(customers, { number: '100042', name: 'Sanitär Keller GmbH' });
    expect(performanceQuery(family)).toMatchObject({
      Grouping: 'Customer',
      CustomerHierarchy: ['KH-GH Großhandel'],
      HeadOffice: '100042',
    });
    // One level up: the node's customers again; the root: the nodes, without a head office.
    expect(performanceQuery(drillOutOfHeadOffice(family))).toMatchObject({
      HeadOffice: undefined,
      Grouping: 'Customer',
    });
    expect(performanceQuery(drillOutOfHeadOffice(family)).CustomerHierarchy).toEqual(['KH-GH Großhandel']);
    expect(drillOut(family).headOffice).toBeUndefined();
    // A head office's level holds customers only: another grouping leaves it, the node stays.
    const byMonth = withGrouping(family, 'Month');
    expect(performanceQuery(byMonth).HeadOffice).toBeUndefined();
    expect(byMonth.node).toBe('KH-GH Großhandel');
    expect(withGrouping(family, 'Customer').headOffice?.number).toBe('100042');
    // Hierarchies chosen that leave out the node: back to the nodes, the head office gone too.
    expect(withFilters(family, { CustomerHierarchy: ['KH-INST'] }).headOffice).toBeUndefined();
  });

  it('filters by customer hierarchies; a drill-down narrows to its node, and back out to the chosen ones', () => {
    const chosen = {
      ...base,
      grouping: 'CustomerHierarchy' as const,
      filters: { CustomerHierarchy: ['KH-GH', 'KH-FH'] },
    };
    expect(performanceQuery(chosen).CustomerHierarchy).toEqual(['KH-GH', 'KH-FH']);
    const inside = drillInto(chosen, 'KH-GH');
    expect(performanceQuery(inside).CustomerHierarchy).toEqual(['KH-GH']);
    expect(performanceQuery(drillOut(inside)).CustomerHierarchy).toEqual(['KH-GH', 'KH-FH']);
    // Another hierarchy chosen while inside one the filter no longer holds: back to the nodes.
    const other = withFilters(inside, { CustomerHierarchy: ['KH-FH'] });
    expect(other.node).toBeUndefined();
    expect(performanceQuery(other)).toMatchObject({ Grouping: 'CustomerHierarchy', CustomerHierarchy: ['KH-FH'] });
    // A filter that still holds the node (or names none) keeps the drill-down.
    expect(withFilters(inside, { CustomerHierarchy: ['KH-GH'], Country: ['DE'] }).node).toBe('KH-GH');
    expect(withFilters(inside, { Country: ['DE'] }).node).toBe('KH-GH');
  });

  it('asks for each group’s months with a grouping a filter names, so a few groups chart over the months in one request', () => {
    for (const grouping of ['Country', 'CompanyCode', 'Branch', 'MarketArea', 'CustomerHierarchy'] as const) {
      expect(performanceQuery({ ...base, grouping }).Series, grouping).toBe('Month');
    }
    for (const grouping of ['Month', 'Customer', 'Material'] as const) {
      expect(performanceQuery({ ...base, grouping }).Series, grouping).toBeUndefined();
    }
    // Inside a hierarchy node the report is by customer: no series.
    expect(performanceQuery(drillInto({ ...base, grouping: 'CustomerHierarchy' }, 'KH-GH')).Series).toBeUndefined();
  });

  it('offers the periods between the first and the last month with facts, newest first', () => {
    expect(periodOptions('Month', '2025-11', '2026-02')).toEqual(['2026-02', '2026-01', '2025-12', '2025-11']);
    expect(periodOptions('Quarter', '2025-02', '2025-11')).toEqual(['2025-Q4', '2025-Q3', '2025-Q2', '2025-Q1']);
    expect(periodOptions('Year', '2023-12', '2026-01')).toEqual(['2026', '2025', '2024', '2023']);
    // The fiscal year begins in April: January 2026 is in fiscal year 2025, April 2026 begins 2026.
    expect(periodOptions('FiscalYear', '2025-01', '2026-04')).toEqual(['2026', '2025', '2024']);
    expect(periodOptions('Month', null, null)).toEqual([]);
    expect(defaultPeriod('Quarter', '2024-01', '2026-11')).toBe('2026-Q4');
    expect(defaultPeriod('Last12Months', '2024-01', '2026-11')).toBe('');
  });
});
