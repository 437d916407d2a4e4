import {
  API,
  type BuildingProject,
  type Customer,
  formatLocale,
  freePeriodHolding,
  freePeriodMonths,
  isFreeRange,
  isSeriesGrouping,
  type Locale,
  type Material,
  ORDER_TRACKING_MAX,
  type OrderDocument,
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
  BuildingProjectQuery,
  CustomerSearch,
  ErpGateway,
  MaterialSearch,
  OrderTrackingQuery,
  SalesCursor,
  SalesFilters,
  SalesTotalsQuery,
  Visibility,
} from '../../erp/gateway';
import { toCsv } from '../../exports/csv';
import { type SheetColumn, sheet, toXlsx } from '../../exports/xlsx';
import { identityOf } from '../../http/guard';
import { invalid, notFound } from '../../http/problem';
import { visibilityOf } from '../access/service';
import { exportTextsFor } from './exportTexts';
import { documentsOf, orderDocumentPdf, ordersFile } from './order-files';
import { assertKnownFilterValues, FilterValuesCache, filtersChosen } from './performance-filters';
import { branchCounts, headOfficeFamily, relabelled } from './performance-head-office';
import { answersSeries, groupSeries } from './performance-series';

/** The sales performance request after validation (docs/sales.md). */
export interface PerformanceRequest {
  readonly keyFigure: SalesKeyFigure;
  readonly rangeType: SalesRangeType;
  /** The month, quarter, year or fiscal year of a free range (`2026-03`, `2026-Q1`, `2026`; the current one without it); none for a relative one. */
  readonly period?: string | undefined;
  readonly currency: SalesCurrency;
  readonly grouping: SalesGrouping;
  readonly compareType: SalesCompareType;
  readonly filters: SalesFilters;
  /** One page of groups (keyset paging); all groups without it (the exports). */
  readonly page?: { readonly size: number; readonly after?: SalesCursor | undefined } | undefined;
  /** `Month`: a report of a few groups (SALES_SERIES_MAX) also answers each group's value per month. */
  readonly series?: 'Month' | undefined;
  /** A head office's customer number: the report by customer of it and its branch customers only. */
  readonly headOffice?: string | undefined;
}

/** The page cursor as the API writes it: opaque, URL-safe. */
export const encodeCursor = (cursor: SalesCursor) =>
  Buffer.from(JSON.stringify([cursor.value, cursor.key])).toString('base64url');

/** The cursor read back; undefined when it is not one this service wrote. */
export function decodeCursor(text: string): SalesCursor | undefined {
  try {
    const parsed: unknown = JSON.parse(Buffer.from(text, 'base64url').toString('utf8'));
    if (
      Array.isArray(parsed) &&
      parsed.length === 2 &&
      typeof parsed[0] === 'string' &&
      /^-?\d{1,16}(\.\d{1,3})?$/.test(parsed[0]) &&
      typeof parsed[1] === 'string' &&
      parsed[1].length <= 100
    ) {
      return { value: parsed[0], key: parsed[1] };
    }
  } catch {
    // not a cursor
  }
  return undefined;
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

const monthOf = (key: string): Month => ({ year: Number(key.slice(0, 4)), month: Number(key.slice(5, 7)) });

/**
 * The months a range covers: a relative range from the reference month (the current one), a free
 * one from its `period` (without one, the period that holds the reference month). A period not
 * written as its range type names it, or one beside a relative range, is a 400 `validation_failed`.
 */
export function periodOf(rangeType: SalesRangeType, reference: Month, period?: string): { from: Month; to: Month } {
  if (isFreeRange(rangeType)) {
    const months = freePeriodMonths(rangeType, period ?? freePeriodHolding(rangeType, monthKey(reference)));
    if (!months) throw invalid('querystring.Period', `not a period of RangeType ${rangeType}`);
    return { from: monthOf(months.from), to: monthOf(months.to) };
  }
  if (period !== undefined) throw invalid('querystring.Period', `RangeType ${rangeType} takes no Period`);
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
  private readonly filterValuesCache = new FilterValuesCache();

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
    query: Omit<BuildingProjectQuery, 'visibility'>,
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
    const deliveries = await this.erp.orderDeliveries(orderNumber);
    return { ...found, deliveries, documents: documentsOf({ ...found, deliveries }) };
  }

  /** The orders a search finds (the newest ORDER_TRACKING_MAX, as on screen) as XLSX or CSV in the reader's language. */
  async ordersExport(
    request: FastifyRequest,
    query: Omit<OrderTrackingQuery, 'visibility' | 'limit'>,
    format: SalesExportFormat,
    locale: Locale,
    country?: string,
  ): Promise<{ filename: string; body: Buffer | string; rows: number }> {
    const found = await this.trackOrders(request, query);
    const file = await ordersFile(found.orders, format, locale, formatLocale(locale, country), this.now());
    return { ...file, rows: found.orders.length };
  }

  /** One of an order's documents as PDF; 404 when the order has no such document (yet). */
  async orderDocument(
    request: FastifyRequest,
    orderNumber: string,
    kind: OrderDocument,
    locale: Locale,
    country?: string,
  ): Promise<{ filename: string; body: Buffer }> {
    const order = await this.order(request, orderNumber);
    if (!order.documents.includes(kind)) throw notFound(`${kind} of the order`);
    const company = await this.erp.company(order.companyCode);
    return orderDocumentPdf(order, kind, locale, formatLocale(locale, country), company);
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
    const period = periodOf(query.rangeType, reference, query.period);
    const compare = query.compareType === 'PreviousYear';
    const budget = query.compareType === 'Budget';
    const before = { from: shift(period.from, -12), to: shift(period.to, -12) };
    const visibility = this.visibility(request, API.salesPerformance);
    const released = this.erp.salesReleaseDate();
    if (filtersChosen(query.filters)) {
      // Checked against the values listed for the caller as of this release (kept until the next).
      const release = await released;
      const known = await this.filterValuesCache.get(visibility, release, () => this.erp.salesFilterValues(visibility));
      assertKnownFilterValues(query.filters, known);
    }
    // One statement answers the period and its comparison; a page of groups unless all are asked for.
    const totalsQuery: SalesTotalsQuery = {
      keyFigure: query.keyFigure,
      currency: query.currency,
      grouping: query.grouping,
      period: { from: firstDay(period.from), to: firstDay(period.to) },
      compare: compare
        ? { kind: 'PreviousYear', from: firstDay(before.from), to: firstDay(before.to) }
        : budget
          ? { kind: 'Budget' }
          : undefined,
      filters: query.filters,
      visibility,
      page: query.page,
    };
    const family =
      query.headOffice === undefined
        ? undefined
        : headOfficeFamily(query.headOffice, await this.erp.customerFamilies([query.headOffice], visibility));
    const [totals, lastReleaseDate] = await Promise.all([
      family
        ? // The family's customers, each found by its key.
          this.erp
            .salesTotals({ ...totalsQuery, customers: [...family.labels.keys()] })
            .then((totals) => relabelled(totals, family))
        : this.erp.salesTotals(totalsQuery),
      released,
    ]);
    const grouping = totalsQuery.grouping;
    // By customer, the head offices among a page's rows say how many branches they have (the way
    // down on screen). Not for a file of every customer (the export): no way down there, and a
    // hundred thousand numbers would not fit one statement's parameters.
    const branches =
      grouping === 'Customer' && !family && query.page !== undefined && totals.rows.length > 0
        ? branchCounts(
            await this.erp.customerFamilies(
              totals.rows.map((r) => r.key),
              visibility,
            ),
          )
        : undefined;
    const series =
      query.series === 'Month' && isSeriesGrouping(grouping) && answersSeries(grouping, totals)
        ? await groupSeries((q) => this.erp.salesTotals(q), { ...totalsQuery, grouping }, totals.rows)
        : undefined;
    // The budget where there is one for this grouping and these filters (`previous` null otherwise).
    const planned = (value: number, plan: number | null) =>
      budget && plan !== null
        ? {
            budget: plan,
            budgetDifference: round2(value - plan),
            budgetDifferenceInPercent: changePercent(value, plan),
          }
        : { budget: null, budgetDifference: null, budgetDifferenceInPercent: null };
    const rows: SalesPerformanceRow[] = totals.rows.map((r) => ({
      key: r.key,
      label: r.label,
      value: r.value,
      previousValue: compare ? (r.previous ?? 0) : null,
      changePercent: compare ? changePercent(r.value, r.previous ?? 0) : null,
      ...planned(r.value, r.previous),
      ...(branches?.get(r.key) ? { branches: branches.get(r.key) } : {}),
    }));
    const value = round2(totals.total.value);
    const previousValue = compare ? round2(totals.total.previous ?? 0) : null;
    const plan = budget && totals.total.previous !== null ? round2(totals.total.previous) : null;
    return {
      keyFigure: query.keyFigure,
      rangeType: query.rangeType,
      grouping: query.grouping,
      compareType: query.compareType,
      currency: query.currency,
      period: { from: monthKey(period.from), to: monthKey(period.to) },
      comparePeriod: compare ? { from: monthKey(before.from), to: monthKey(before.to) } : null,
      rows,
      total: {
        key: 'total',
        label: 'Gesamt',
        value,
        previousValue,
        changePercent: changePercent(value, previousValue),
        ...planned(value, plan),
      },
      groups: totals.groups,
      next: totals.next ? encodeCursor(totals.next) : null,
      lastReleaseDate,
      series: series ?? null,
      // The family's customers the rows leave out: those without postings here (the gateway lists
      // only customers with facts), so the branch count one level up is not read as missing rows.
      ...(family
        ? {
            headOffice: {
              number: family.number,
              customers: family.labels.size,
              unlisted: Math.max(0, family.labels.size - totals.groups),
            },
          }
        : {}),
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
    const report = await this.performance(request, { ...query, page: undefined, series: undefined });
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
      // A head office's file says whose customers it holds.
      ...(query.headOffice ? [x.t('performanceFile.headOffice', { number: query.headOffice })] : []),
    ];
    const filename = salesPerformanceFileName(locale, query.keyFigure, report.period, format);
    const body =
      format === 'xlsx'
        ? await toXlsx([sheet({ name: x.title, preface, columns, rows })])
        : toCsv(columns, rows, formatLocale(locale, country));
    return { filename, body, rows: report.rows.length };
  }
}
