import { z } from 'zod';
import type { Locale } from './brands';

/**
 * Sales data (spec §7: BuildingProject, Customer, Material, OrderTracking, SalesPerformance),
 * read from the ERP through the server's ErpGateway. What the spec leaves open is decided in
 * docs/sales.md; the choices both server and screen need are named here once.
 */

/** Key figures of the sales performance facts, all amounts in the chosen currency. */
export const SALES_KEY_FIGURES = ['NetSales', 'OrderIntake', 'Quantity'] as const;
export type SalesKeyFigure = (typeof SALES_KEY_FIGURES)[number];

/**
 * Periods: the first four relative to the current month (the report's reference month); the
 * others free, a month, quarter, calendar year or fiscal year named by `Period`.
 */
export const SALES_RANGE_TYPES = [
  'CurrentMonth',
  'YearToDate',
  'Last12Months',
  'PreviousYear',
  'Month',
  'Quarter',
  'Year',
  'FiscalYear',
] as const;
export type SalesRangeType = (typeof SALES_RANGE_TYPES)[number];

/** How `Period` names the months of a free range: `2026-03`, `2026-Q1`, `2026`, and `2026` for the fiscal year that begins in 2026. */
export const SALES_PERIOD_FORMATS = {
  Month: /^(\d{4})-(0[1-9]|1[0-2])$/,
  Quarter: /^(\d{4})-Q([1-4])$/,
  Year: /^(\d{4})$/,
  FiscalYear: /^(\d{4})$/,
} as const satisfies Partial<Record<SalesRangeType, RegExp>>;
export type SalesFreeRangeType = keyof typeof SALES_PERIOD_FORMATS;
export const isFreeRange = (rangeType: SalesRangeType): rangeType is SalesFreeRangeType =>
  rangeType in SALES_PERIOD_FORMATS;

/** The group's fiscal year begins in April: fiscal year 2026 is April 2026 to March 2027 (docs/sales.md). */
export const SALES_FISCAL_YEAR_START_MONTH = 4;

/** The free period that holds a month (`YYYY-MM`): its month, quarter, calendar year or fiscal year, as `Period` writes it. */
export function freePeriodHolding(rangeType: SalesFreeRangeType, month: string): string {
  const year = Number(month.slice(0, 4));
  const m = Number(month.slice(5, 7));
  switch (rangeType) {
    case 'Month':
      return month.slice(0, 7);
    case 'Quarter':
      return `${year}-Q${Math.ceil(m / 3)}`;
    case 'Year':
      return String(year);
    case 'FiscalYear':
      return String(m >= SALES_FISCAL_YEAR_START_MONTH ? year : year - 1);
  }
}

/**
 * The first and last month (`YYYY-MM`) of a free range's `Period`; undefined when the period is
 * not written as the range type names it (or its year lies outside 2000–2099).
 */
export function freePeriodMonths(
  rangeType: SalesFreeRangeType,
  period: string,
): { from: string; to: string } | undefined {
  const match = SALES_PERIOD_FORMATS[rangeType].exec(period);
  if (!match) return undefined;
  const year = Number(match[1]);
  if (year < 2000 || year > 2099) return undefined;
  const month = (y: number, m: number) => {
    const index = y * 12 + (m - 1);
    return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`;
  };
  switch (rangeType) {
    case 'Month':
      return { from: period, to: period };
    case 'Quarter': {
      const first = (Number(match[2]) - 1) * 3 + 1;
      return { from: month(year, first), to: month(year, first + 2) };
    }
    case 'Year':
      return { from: month(year, 1), to: month(year, 12) };
    case 'FiscalYear':
      return {
        from: month(year, SALES_FISCAL_YEAR_START_MONTH),
        to: month(year, SALES_FISCAL_YEAR_START_MONTH + 11),
      };
  }
}

export const SALES_GROUPINGS = [
  'Month',
  'Customer',
  'Material',
  'Branch',
  'CompanyCode',
  'Country',
  'MarketArea',
  'CustomerHierarchy',
] as const;
export type SalesGrouping = (typeof SALES_GROUPINGS)[number];

/**
 * The groupings a filter can name (a country, a company code, a branch, a market area, a
 * customer hierarchy): a report by one of them can also answer each group's value per month
 * (`Series=Month`), for a chart of the groups side by side over the months.
 */
export const SALES_SERIES_GROUPINGS = [
  'Country',
  'CompanyCode',
  'Branch',
  'MarketArea',
  'CustomerHierarchy',
] as const satisfies readonly SalesGrouping[];
export type SalesSeriesGrouping = (typeof SALES_SERIES_GROUPINGS)[number];
export const isSeriesGrouping = (grouping: SalesGrouping): grouping is SalesSeriesGrouping =>
  (SALES_SERIES_GROUPINGS as readonly SalesGrouping[]).includes(grouping);
/** With `Series=Month`, a report of two to this many groups (all on its page) answers their values per month. */
export const SALES_SERIES_MAX = 5;

/** `PreviousYear` adds the same period one year earlier to every row. */
export const SALES_COMPARE_TYPES = ['None', 'PreviousYear', 'Budget'] as const;
export type SalesCompareType = (typeof SALES_COMPARE_TYPES)[number];

export const SALES_CURRENCIES = ['EUR', 'CHF', 'CZK'] as const;
export type SalesCurrency = (typeof SALES_CURRENCIES)[number];

export const SALES_EXPORT_FORMATS = ['xlsx', 'csv'] as const;
export type SalesExportFormat = (typeof SALES_EXPORT_FORMATS)[number];

/**
 * The sales performance report's names in the five interface languages, defined once: the
 * screen says them (miniapps/sales texts) and the export file the server writes uses the same
 * words for its sheet, headings, preface and file name (docs/sales.md).
 */
export interface SalesPerformanceNames {
  /** The report's title: the sheet's and the file's name. */
  readonly title: string;
  readonly keyFigures: Readonly<Record<SalesKeyFigure, string>>;
  readonly groupings: Readonly<Record<SalesGrouping, string>>;
  readonly previousYear: string;
  readonly change: string;
  readonly total: string;
}

export const SALES_PERFORMANCE_NAMES: Readonly<Record<Locale, SalesPerformanceNames>> = {
  de: {
    title: 'Vertriebsleistung',
    keyFigures: { NetSales: 'Nettoumsatz', OrderIntake: 'Auftragseingang', Quantity: 'Menge' },
    groupings: {
      Month: 'Monat',
      Customer: 'Kunde',
      Material: 'Material',
      Branch: 'Niederlassung',
      CompanyCode: 'Buchungskreis',
      Country: 'Land',
      MarketArea: 'Marktbereich',
      CustomerHierarchy: 'Kundenhierarchie',
    },
    previousYear: 'Vorjahr',
    change: 'Veränderung',
    total: 'Gesamt',
  },
  en: {
    title: 'Sales performance',
    keyFigures: { NetSales: 'Net sales', OrderIntake: 'Order intake', Quantity: 'Quantity' },
    groupings: {
      Month: 'Month',
      Customer: 'Customer',
      Material: 'Material',
      Branch: 'Branch',
      CompanyCode: 'Company code',
      Country: 'Country',
      MarketArea: 'Market area',
      CustomerHierarchy: 'Customer hierarchy',
    },
    previousYear: 'Previous year',
    change: 'Change',
    total: 'Total',
  },
  cs: {
    title: 'Výkonnost prodeje',
    keyFigures: { NetSales: 'Čistý obrat', OrderIntake: 'Příjem objednávek', Quantity: 'Množství' },
    groupings: {
      Month: 'Měsíc',
      Customer: 'Zákazník',
      Material: 'Materiál',
      Branch: 'Pobočka',
      CompanyCode: 'Účetní okruh',
      Country: 'Země',
      MarketArea: 'Tržní oblast',
      CustomerHierarchy: 'Hierarchie zákazníků',
    },
    previousYear: 'Předchozí rok',
    change: 'Změna',
    total: 'Celkem',
  },
  fr: {
    title: 'Performance commerciale',
    keyFigures: { NetSales: 'Chiffre d’affaires net', OrderIntake: 'Entrées de commandes', Quantity: 'Quantité' },
    groupings: {
      Month: 'Mois',
      Customer: 'Client',
      Material: 'Article',
      Branch: 'Succursale',
      CompanyCode: 'Société',
      Country: 'Pays',
      MarketArea: 'Secteur de marché',
      CustomerHierarchy: 'Hiérarchie clients',
    },
    previousYear: 'Année précédente',
    change: 'Variation',
    total: 'Total',
  },
  it: {
    title: 'Prestazioni di vendita',
    keyFigures: { NetSales: 'Fatturato netto', OrderIntake: 'Ordini acquisiti', Quantity: 'Quantità' },
    groupings: {
      Month: 'Mese',
      Customer: 'Cliente',
      Material: 'Materiale',
      Branch: 'Filiale',
      CompanyCode: 'Società',
      Country: 'Paese',
      MarketArea: 'Area di mercato',
      CustomerHierarchy: 'Gerarchia clienti',
    },
    previousYear: 'Anno precedente',
    change: 'Variazione',
    total: 'Totale',
  },
};

/**
 * The ERP's units of measure by key, as each interface language writes them, defined once: order
 * tracking names the units of an order's lines, and the sales performance export the unit of
 * quantities (ST), with the same words. A key missing here is shown as the ERP sends it.
 */
export const SALES_UNIT_NAMES: Readonly<Record<Locale, Readonly<Record<string, string>>>> = {
  de: { ST: 'Stk.', M2: 'm²', LE: 'LE' },
  en: { ST: 'pcs', M2: 'm²', LE: 'AU' },
  cs: { ST: 'ks', M2: 'm²', LE: 'VJ' },
  fr: { ST: 'pce', M2: 'm²', LE: 'UA' },
  it: { ST: 'pz', M2: 'm²', LE: 'UA' },
};

/**
 * The name a sales performance download is saved under, wholly in the reader's language: the
 * report's title and the key figure, then the period ("Sales performance – Net sales
 * 2026-01–2026-11.xlsx"). The server's Content-Disposition and the screen's save say the same.
 */
export function salesPerformanceFileName(
  locale: Locale,
  keyFigure: SalesKeyFigure,
  period: { readonly from: string; readonly to: string },
  format: SalesExportFormat,
): string {
  const names = SALES_PERFORMANCE_NAMES[locale] ?? SALES_PERFORMANCE_NAMES.de;
  return `${names.title} – ${names.keyFigures[keyFigure]} ${period.from}–${period.to}.${format}`;
}

/** Results of the searches are bounded: `Top` defaults to 20 and may not exceed 100. */
export const SALES_TOP_DEFAULT = 20;
export const SALES_TOP_MAX = 100;
/** Sales performance answers at most this many groups a page (`PageSize`, keyset paging with `After`). */
export const SALES_PAGE_DEFAULT = 1000;
export const SALES_PAGE_MAX = 5000;
/** An order search answers at most this many orders, newest first. */
export const ORDER_TRACKING_MAX = 200;

export const customerSchema = z.object({
  number: z.string(),
  name: z.string(),
  name2: z.string(),
  street: z.string(),
  postalCode: z.string(),
  city: z.string(),
  country: z.string(),
  accountGroup: z.string(),
  companyCode: z.string(),
  type: z.string(),
  /** 0–100: how well the record matches the search (100 = exact). */
  score: z.number(),
});
export type Customer = z.infer<typeof customerSchema>;

export const materialSchema = z.object({
  number: z.string(),
  name: z.string(),
  /** The language the name is in (the requested one, else German). */
  language: z.string(),
  type: z.string(),
  companyCode: z.string(),
  searchCode: z.string(),
  unit: z.string(),
  score: z.number(),
});
export type Material = z.infer<typeof materialSchema>;

export const orderLineSchema = z.object({
  position: z.number().int(),
  materialNumber: z.string(),
  materialName: z.string(),
  materialType: z.string(),
  quantity: z.number(),
  unit: z.string(),
  netValue: z.number(),
  statusKey: z.string(),
  statusName: z.string(),
  confirmedDate: z.string().nullable(),
});
export type OrderLine = z.infer<typeof orderLineSchema>;

export const orderSchema = z.object({
  orderNumber: z.string(),
  abNumber: z.string(),
  companyCode: z.string(),
  branchCode: z.string(),
  customerNumber: z.string(),
  customerName: z.string(),
  customerCity: z.string(),
  salesGroupKey: z.string(),
  salesGroupName: z.string(),
  statusKey: z.string(),
  statusName: z.string(),
  orderDate: z.string(),
  requestedDate: z.string(),
  confirmedDate: z.string().nullable(),
  customerReference: z.string(),
  netValue: z.number(),
  currency: z.string(),
  lineCount: z.number().int(),
});
export type Order = z.infer<typeof orderSchema>;

export const orderTrackingResultSchema = z.object({
  orders: z.array(orderSchema),
  /** True when more orders matched than were answered (ORDER_TRACKING_MAX). */
  truncated: z.boolean(),
});
export type OrderTrackingResult = z.infer<typeof orderTrackingResultSchema>;

/**
 * A delivery of an order with its shipment: the carrier, its tracking number and the link to the
 * carrier's tracking page (the carrier's link template with the number, `erp.carrier`); no number
 * and no link until it is shipped.
 */
export const orderDeliverySchema = z.object({
  number: z.string(),
  carrier: z.string(),
  trackingNumber: z.string(),
  trackingUrl: z.string().nullable(),
  producedDate: z.string().nullable(),
  shippedDate: z.string().nullable(),
  deliveredDate: z.string().nullable(),
  expectedDate: z.string(),
});
export type OrderDelivery = z.infer<typeof orderDeliverySchema>;

/** The documents of an order, made from its data as PDF: order confirmation, delivery note, invoice. */
export const ORDER_DOCUMENTS = ['confirmation', 'deliveryNote', 'invoice'] as const;
export type OrderDocument = (typeof ORDER_DOCUMENTS)[number];

export const salesOrderDetailSchema = orderSchema.extend({
  lines: z.array(orderLineSchema),
  deliveries: z.array(orderDeliverySchema),
  /** The documents this order has so far (a delivery note once shipped, an invoice once invoiced). */
  documents: z.array(z.enum(ORDER_DOCUMENTS)),
});
export type SalesOrderDetail = z.infer<typeof salesOrderDetailSchema>;

export const keyNameSchema = z.object({ key: z.string(), name: z.string() });
export type KeyName = z.infer<typeof keyNameSchema>;

export const productStateSchema = keyNameSchema.extend({ position: z.number().int() });
export type ProductState = z.infer<typeof productStateSchema>;

export const buildingProjectSchema = z.object({
  number: z.string(),
  name: z.string(),
  companyCode: z.string(),
  branchCode: z.string(),
  city: z.string(),
  customerNumber: z.string().nullable(),
  customerName: z.string().nullable(),
  startDate: z.string(),
  /** Each product group with its state and quantity in its unit of measure (ST, M2: the ERP's keys, SALES_UNIT_NAMES). */
  products: z.array(
    z.object({ productGroup: z.string(), stateKey: z.string(), quantity: z.number().int(), unit: z.string() }),
  ),
});
export type BuildingProject = z.infer<typeof buildingProjectSchema>;

export const salesPerformanceRowSchema = z.object({
  /** The group's key: `2026-03` for a month, a customer or material number, a code. */
  key: z.string(),
  label: z.string(),
  value: z.number(),
  /** The same group in the comparison period; null without comparison. */
  previousValue: z.number().nullable(),
  /** Change against the comparison in percent; null without comparison or when it was 0. */
  changePercent: z.number().nullable(),
  /** With `CompareType=Budget`: the planned net sales, the value less the plan, and that in percent of the plan; else null (also where the grouping or a filter is not one the budget is planned by). */
  budget: z.number().nullable(),
  budgetDifference: z.number().nullable(),
  budgetDifferenceInPercent: z.number().nullable(),
  /**
   * By customer: how many branch customers the customer has as their head office (the customer
   * hierarchy), those the caller may see; `HeadOffice` with its number drills down to them.
   * Missing for a customer without branches and for other groupings.
   */
  branches: z.number().int().positive().optional(),
});
export type SalesPerformanceRow = z.infer<typeof salesPerformanceRowSchema>;

export const periodSchema = z.object({ from: z.string(), to: z.string() });

/** One group of the report over the period's months (`Series=Month`). */
export const salesSeriesSchema = z.object({
  /** The group's key and label, as in its row. */
  key: z.string(),
  label: z.string(),
  /** The group's value per month (`YYYY-MM`, in time order) under the report's filters; a month without facts is missing. */
  months: z.array(z.object({ key: z.string(), value: z.number() })),
});
export type SalesSeries = z.infer<typeof salesSeriesSchema>;

export const salesPerformanceSchema = z.object({
  keyFigure: z.enum(SALES_KEY_FIGURES),
  rangeType: z.enum(SALES_RANGE_TYPES),
  grouping: z.enum(SALES_GROUPINGS),
  compareType: z.enum(SALES_COMPARE_TYPES),
  /** The currency of amounts; quantities are pieces whatever the currency. */
  currency: z.enum(SALES_CURRENCIES),
  period: periodSchema,
  comparePeriod: periodSchema.nullable(),
  /** One page of groups: by month in order of months, else the largest value first. */
  rows: z.array(salesPerformanceRowSchema),
  /** Over all groups, not only the page. */
  total: salesPerformanceRowSchema,
  /** How many groups there are in all (a whole number; written as a plain number to keep the API document small). */
  groups: z.number(),
  /** `After` for the next page; null on the last. */
  next: z.string().nullable(),
  /** When the ERP's sales facts last changed (ISO timestamp): the data's freshness; null before the first load. */
  lastReleaseDate: z.string().nullable(),
  /**
   * With `Series=Month`, when the report has two to SALES_SERIES_MAX groups, all on this page:
   * each group's value per month, in the rows' order (the months of a group add up to its
   * value). Null otherwise.
   */
  series: z.array(salesSeriesSchema).nullable(),
  /**
   * With `HeadOffice`: the family the level shows. `customers` counts the head office and the
   * branches the caller may see; `unlisted` those of them without postings in the period (nor in the
   * compared one) under the filters, which the rows do not list. Absent otherwise.
   */
  headOffice: z.object({ number: z.string(), customers: z.number(), unlisted: z.number() }).optional(),
});
export type SalesPerformance = z.infer<typeof salesPerformanceSchema>;

export const salesPerformanceFilterSchema = z.object({
  keyFigures: z.array(z.enum(SALES_KEY_FIGURES)),
  rangeTypes: z.array(z.enum(SALES_RANGE_TYPES)),
  groupings: z.array(z.enum(SALES_GROUPINGS)),
  compareTypes: z.array(z.enum(SALES_COMPARE_TYPES)),
  currencies: z.array(z.enum(SALES_CURRENCIES)),
  companyCodes: z.array(keyNameSchema),
  branches: z.array(keyNameSchema.extend({ companyCode: z.string() })),
  countries: z.array(z.string()),
  marketAreas: z.array(z.string()),
  partnerCompanies: z.array(z.string()),
  customerHierarchies: z.array(z.string()),
  territoriesHT: z.array(z.string()),
  territoriesSAN: z.array(z.string()),
  regionsHT: z.array(z.string()),
  regionsSAN: z.array(z.string()),
  /** The first and last month with facts the caller may see. */
  months: z.object({ first: z.string().nullable(), last: z.string().nullable() }),
});
export type SalesPerformanceFilter = z.infer<typeof salesPerformanceFilterSchema>;
