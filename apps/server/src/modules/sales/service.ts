import {
  API,
  type BuildingProject,
  type Customer,
  formatLocale,
  type Locale,
  type Material,
  ORDER_TRACKING_MAX,
  type OrderTrackingResult,
  type ProductState,
  type RessourceDefinition,
  SALES_COMPARE_TYPES,
  SALES_CURRENCIES,
  SALES_GROUPINGS,
  SALES_KEY_FIGURES,
  SALES_RANGE_TYPES,
  type SalesCompareType,
  type SalesCurrency,
  type SalesExportFormat,
  type SalesGrouping,
  type SalesKeyFigure,
  type SalesOrderDetail,
  type SalesPerformance,
  type SalesPerformanceFilter,
  type SalesPerformanceRow,
  type SalesRangeType,
  salesPerformanceFileName,
} from '@portal/contracts';
import type { FastifyRequest } from 'fastify';
import type {
  CustomerSearch,
  ErpGateway,
  MaterialSearch,
  OrderTrackingQuery,
  SalesFilters,
  Visibility,
} from '../../erp/gateway';
import { toCsv } from '../../exports/csv';
import { type SheetColumn, sheet, toXlsx } from '../../exports/xlsx';
import { identityOf } from '../../http/guard';
import { notFound } from '../../http/problem';
import { visibilityOf } from '../access/service';
import { exportTextsFor } from './exportTexts';

/** The sales performance request after validation (docs/sales.md). */
export interface PerformanceRequest {
  readonly keyFigure: SalesKeyFigure;
  readonly rangeType: SalesRangeType;
  readonly currency: SalesCurrency;
  readonly grouping: SalesGrouping;
  readonly compareType: SalesCompareType;
  readonly filters: SalesFilters;
}

interface Month {
  readonly year: number;
  /** 1–12 */
  readonly month: number;
}

const monthKey = (m: Month) => `${m.year}-${String(m.month).padStart(2, '0')}`;
const firstDay = (m: Month) => `${monthKey(m)}-01`;
const shift = (m: Month, months: number): Month => {
  const index = m.year * 12 + (m.month - 1) + months;
  return { year: Math.floor(index / 12), month: (index % 12) + 1 };
};

/** The months a range covers, relative to the reference month (the current one). */
export function periodOf(rangeType: SalesRangeType, reference: Month): { from: Month; to: Month } {
  switch (rangeType) {
    case 'CurrentMonth':
      return { from: reference, to: reference };
    case 'YearToDate':
      return { from: { year: reference.year, month: 1 }, to: reference };
    case 'Last12Months':
      return { from: shift(reference, -11), to: reference };
    case 'PreviousYear':
      return { from: { year: reference.year - 1, month: 1 }, to: { year: reference.year - 1, month: 12 } };
  }
}

/** Change in percent, one decimal; none when the comparison value is 0. */
export function changePercent(value: number, previous: number | null): number | null {
  if (previous === null || previous === 0) return null;
  return Math.round(((value - previous) / Math.abs(previous)) * 1000) / 10;
}

const round2 = (n: number) => Math.round(n * 100) / 100;

/** Sales data of spec §7 over the ERP gateway: searches, order tracking, projects and the performance report. */
export class SalesService {
  constructor(
    private readonly erp: ErpGateway,
    private readonly now: () => Date = () => new Date(),
  ) {}

  private visibility(request: FastifyRequest, resource: RessourceDefinition): Visibility {
    return visibilityOf(identityOf(request).access, resource.id);
  }

  productStates(): Promise<ProductState[]> {
    return this.erp.productStates();
  }

  buildingProjects(
    request: FastifyRequest,
    query: { number?: string | undefined; companyCode?: string | undefined; branchCode?: string | undefined },
  ): Promise<BuildingProject[]> {
    return this.erp.buildingProjects({ ...query, visibility: this.visibility(request, API.buildingProject) });
  }

  customers(request: FastifyRequest, query: Omit<CustomerSearch, 'visibility'>): Promise<Customer[]> {
    return this.erp.searchCustomers({ ...query, visibility: this.visibility(request, API.customer) });
  }

  materials(request: FastifyRequest, query: Omit<MaterialSearch, 'visibility'>): Promise<Material[]> {
    return this.erp.searchMaterials({ ...query, visibility: this.visibility(request, API.material) });
  }

  trackOrders(
    request: FastifyRequest,
    query: Omit<OrderTrackingQuery, 'visibility' | 'limit'>,
  ): Promise<OrderTrackingResult> {
    return this.erp.trackOrders({
      ...query,
      limit: ORDER_TRACKING_MAX,
      visibility: this.visibility(request, API.orderTracking),
    });
  }

  async order(request: FastifyRequest, orderNumber: string): Promise<SalesOrderDetail> {
    const found = await this.erp.order(orderNumber, this.visibility(request, API.orderTracking));
    if (!found) throw notFound('order');
    return found;
  }

  async filterValues(request: FastifyRequest): Promise<SalesPerformanceFilter> {
    const values = await this.erp.salesFilterValues(this.visibility(request, API.salesPerformance));
    return {
      keyFigures: [...SALES_KEY_FIGURES],
      rangeTypes: [...SALES_RANGE_TYPES],
      groupings: [...SALES_GROUPINGS],
      compareTypes: [...SALES_COMPARE_TYPES],
      currencies: [...SALES_CURRENCIES],
      ...values,
    };
  }

  async performance(request: FastifyRequest, query: PerformanceRequest): Promise<SalesPerformance> {
    const now = this.now();
    const reference = { year: now.getUTCFullYear(), month: now.getUTCMonth() + 1 };
    const period = periodOf(query.rangeType, reference);
    const compare = query.compareType === 'PreviousYear';
    const visibility = this.visibility(request, API.salesPerformance);
    const totalsOf = (from: Month, to: Month) =>
      this.erp.salesTotals({
        keyFigure: query.keyFigure,
        currency: query.currency,
        grouping: query.grouping,
        period: { from: firstDay(from), to: firstDay(to) },
        filters: query.filters,
        visibility,
      });
    const current = await totalsOf(period.from, period.to);
    const previous = compare ? await totalsOf(shift(period.from, -12), shift(period.to, -12)) : [];
    // A month is compared with the same month a year earlier; any other group with itself.
    const keyOfPrevious = (key: string) =>
      query.grouping === 'Month'
        ? monthKey(shift({ year: Number(key.slice(0, 4)), month: Number(key.slice(5, 7)) }, 12))
        : key;
    const before = new Map(previous.map((r) => [keyOfPrevious(r.key), r]));
    const rows: SalesPerformanceRow[] = current.map((r) => {
      const previousValue = compare ? (before.get(r.key)?.value ?? 0) : null;
      return { ...r, previousValue, changePercent: changePercent(r.value, previousValue) };
    });
    if (compare) {
      const shown = new Set(current.map((r) => r.key));
      for (const [key, r] of before) {
        if (!shown.has(key)) rows.push({ key, label: r.label, value: 0, previousValue: r.value, changePercent: -100 });
      }
      if (query.grouping === 'Month') rows.sort((a, b) => a.key.localeCompare(b.key));
    }
    const value = round2(rows.reduce((s, r) => s + r.value, 0));
    const previousValue = compare ? round2(rows.reduce((s, r) => s + (r.previousValue ?? 0), 0)) : null;
    return {
      keyFigure: query.keyFigure,
      rangeType: query.rangeType,
      grouping: query.grouping,
      compareType: query.compareType,
      currency: query.currency,
      period: { from: monthKey(period.from), to: monthKey(period.to) },
      comparePeriod: compare ? { from: monthKey(shift(period.from, -12)), to: monthKey(shift(period.to, -12)) } : null,
      rows,
      total: {
        key: 'total',
        label: 'Gesamt',
        value,
        previousValue,
        changePercent: changePercent(value, previousValue),
      },
    };
  }

  /**
   * The report as a file: the rows of `performance` with a preface naming what they show, every
   * word (sheet, preface, headings, unit, total, file name) in the reader's language.
   */
  async export(
    request: FastifyRequest,
    query: PerformanceRequest,
    format: SalesExportFormat,
    locale: Locale,
    country?: string,
  ): Promise<{ filename: string; body: Buffer | string; rows: number }> {
    const report = await this.performance(request, query);
    const x = exportTextsFor(locale);
    const amount = query.keyFigure !== 'Quantity';
    const unit = amount ? report.currency : x.pieces;
    const numFmt = amount ? '#,##0.00' : '#,##0';
    const keyFigure = x.keyFigures[query.keyFigure];
    const grouping = x.groupings[query.grouping];
    const compared = report.comparePeriod;
    const columns: SheetColumn<SalesPerformanceRow>[] = [
      { header: grouping, value: (r) => r.key, width: 14 },
      { header: x.t('performanceFile.label'), value: (r) => r.label, width: 40 },
      {
        header: `${keyFigure} ${report.period.from}–${report.period.to} (${unit})`,
        value: (r) => r.value,
        width: 22,
        numFmt,
      },
      ...(compared
        ? [
            {
              header: `${x.previousYear} ${compared.from}–${compared.to} (${unit})`,
              value: (r: SalesPerformanceRow) => r.previousValue,
              width: 22,
              numFmt,
            },
            { header: `${x.change} %`, value: (r: SalesPerformanceRow) => r.changePercent, width: 14, numFmt: '0.0' },
          ]
        : []),
    ];
    const rows = [...report.rows, { ...report.total, label: x.total }];
    const preface = [
      x.t('performanceFile.heading', { keyFigure, grouping }),
      compared
        ? x.t('performanceFile.periodCompared', {
            ...report.period,
            compareFrom: compared.from,
            compareTo: compared.to,
          })
        : x.t('performanceFile.period', report.period),
      x.t(query.filters.isValid ? 'performanceFile.currencyValidOnly' : 'performanceFile.currencyAllPostings', {
        currency: report.currency,
      }),
    ];
    const filename = salesPerformanceFileName(locale, query.keyFigure, report.period, format);
    const body =
      format === 'xlsx'
        ? await toXlsx([sheet({ name: x.title, preface, columns, rows })])
        : toCsv(columns, rows, formatLocale(locale, country));
    return { filename, body, rows: report.rows.length };
  }
}
