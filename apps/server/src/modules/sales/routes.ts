import {
  API,
  buildingProjectSchema,
  customerSchema,
  isSeriesGrouping,
  LOCALES,
  materialSchema,
  ORDER_DOCUMENTS,
  orderTrackingResultSchema,
  problemSchema,
  productStateSchema,
  SALES_COMPARE_TYPES,
  SALES_CURRENCIES,
  SALES_EXPORT_FORMATS,
  SALES_GROUPINGS,
  SALES_KEY_FIGURES,
  SALES_PAGE_DEFAULT,
  SALES_PAGE_MAX,
  SALES_RANGE_TYPES,
  SALES_SERIES_GROUPINGS,
  SALES_TOP_DEFAULT,
  SALES_TOP_MAX,
  salesOrderDetailSchema,
  salesPerformanceFilterSchema,
  salesPerformanceSchema,
  siteCountry,
} from '@portal/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { needs } from '../../http/access';
import { CONTENT_TYPES, downloadResponse, logExport, sendDownload } from '../../http/download';
import { invalid } from '../../http/problem';
import type { CoreServices } from '../../platform/core-services';
import { decodeCursor, type PerformanceRequest, SalesService } from './service';

const tags = ['Sales'];
const errors = { 400: problemSchema, 401: problemSchema, 403: problemSchema, 404: problemSchema, 503: problemSchema };

/** A text criterion: trimmed, at most 80 characters, `*` as wildcard. */
const text = z.string().trim().max(80).optional();
/** An ERP key: letters, digits and - _ / . (company codes, numbers, status keys). */
const key = z
  .string()
  .trim()
  .max(40)
  .regex(/^[\p{L}\p{N}*_./ -]*$/u, 'letters, digits, *, _, ., /, - and spaces only')
  .optional();
const flag = z
  .enum(['true', 'false', '1', '0'])
  .transform((v) => v === 'true' || v === '1')
  .optional();
/** A list: the parameter repeated, or comma-separated, or both. */
const list = z.preprocess(
  (v) =>
    v === undefined
      ? undefined
      : (Array.isArray(v) ? v : [v])
          .flatMap((s) => String(s).split(','))
          .map((s) => s.trim())
          .filter((s) => s !== ''),
  z.array(z.string().max(40)).max(50).optional(),
);
/**
 * A report filter: several values, repeated or comma-separated, each a value `/filter` lists
 * (letters, digits, spaces and - _ . / &; no wildcard). Whether the caller may see the value is
 * the service's check.
 */
const filterList = (normalise: (value: string) => string = (v) => v) =>
  z.preprocess(
    (v) =>
      v === undefined
        ? undefined
        : (Array.isArray(v) ? v : [v])
            .flatMap((s) => String(s).split(','))
            .map((s) => normalise(s.trim()))
            .filter((s) => s !== ''),
    z
      .array(
        z
          .string()
          .max(60)
          .regex(/^[\p{L}\p{N} _./&-]+$/u, 'letters, digits, spaces, _, ., /, & and - only'),
      )
      .max(50)
      .optional(),
  );
const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'a date as YYYY-MM-DD');

const searchQuery = {
  Number: key,
  Score: z.coerce.number().int().min(0).max(100).optional(),
  Fuzzy: flag,
  Top: z.coerce.number().int().min(1).max(SALES_TOP_MAX).default(SALES_TOP_DEFAULT),
  CompanyCode: key,
  Type: key,
};

const customerQuery = z.object({
  ...searchQuery,
  Name: text,
  Name2: text,
  City: text,
  Street: text,
  AccountGroups: list,
});

const materialQuery = z.object({
  ...searchQuery,
  Name: text,
  Language: z.enum(LOCALES).default('de'),
});

const orderTrackingQuery = z.object({
  CompanyCode: key,
  OrderNumber: key,
  AbNumber: key,
  CustomerNumber: key,
  MaterialNumber: key,
  StatusKey: list,
  SalesGroupKey: list,
  SearchServices: flag,
  MaterialSearchCode: key,
  /** From and to (both included): `OrderDates=2026-01-01&OrderDates=2026-03-31`, or one date for that day onwards. */
  OrderDates: z.preprocess(
    (v) => (v === undefined ? undefined : (Array.isArray(v) ? v : [v]).flatMap((s) => String(s).split(','))),
    z.array(isoDate).min(1).max(2).optional(),
  ),
});

/** The order search of the query (the search and its export ask alike). */
function orderSearch(q: z.infer<typeof orderTrackingQuery>) {
  const [from, to] = q.OrderDates ?? [];
  if (from && to && from > to) throw invalid('querystring.OrderDates', 'the first date is after the second');
  return {
    companyCode: q.CompanyCode,
    orderNumber: q.OrderNumber,
    abNumber: q.AbNumber,
    customerNumber: q.CustomerNumber,
    materialNumber: q.MaterialNumber,
    statusKeys: q.StatusKey,
    salesGroupKeys: q.SalesGroupKey,
    searchServices: q.SearchServices ?? false,
    materialSearchCode: q.MaterialSearchCode,
    orderDateFrom: from,
    orderDateTo: to,
  };
}

const orderNumberParam = z.string().regex(/^[0-9A-Za-z-]{1,20}$/);

const performanceQuery = z.object({
  KeyFigure: z.enum(SALES_KEY_FIGURES).default('NetSales'),
  RangeType: z.enum(SALES_RANGE_TYPES).default('YearToDate'),
  /** The month, quarter, year or fiscal year of a free RangeType: `2026-03`, `2026-Q1`, `2026`; without it the current one. */
  Period: z.string().trim().max(10).optional(),
  Currency: z.enum(SALES_CURRENCIES).default('EUR'),
  Grouping: z.enum(SALES_GROUPINGS).default('Month'),
  CompareType: z.enum(SALES_COMPARE_TYPES).default('None'),
  CompCode: filterList(),
  Branchcode: filterList(),
  /** ISO country codes; `de` is `DE`. */
  Country: filterList((v) => v.toUpperCase()),
  MarketArea: filterList(),
  PartnerCompany: filterList(),
  CustomerHierarchy: filterList(),
  TerritoryHT: filterList(),
  TerritorySAN: filterList(),
  RegionHT: filterList(),
  RegionSAN: filterList(),
  IsValid: flag,
  /**
   * A head office's customer number: its report by customer holds it and its branch customers
   * only (the customer hierarchy's level below a hierarchy's customers). Only with Grouping=Customer.
   */
  HeadOffice: z
    .string()
    .regex(/^\d{1,10}$/, 'a customer number')
    .optional(),
});
/** The report on screen: a page of groups at a time; `next` of the answer is the `After` of the next page. */
const pagedPerformanceQuery = performanceQuery.extend({
  PageSize: z.coerce.number().int().min(1).max(SALES_PAGE_MAX).default(SALES_PAGE_DEFAULT),
  After: z
    .string()
    .refine((v) => v.length <= 400 && decodeCursor(v) !== undefined, 'not a page cursor of this report')
    .optional(),
  /**
   * `Month`: with two to SALES_SERIES_MAX groups, all on the page, the answer's `series` gives
   * each group's value per month (for a chart of the groups over the months, in one request).
   * Only for a grouping a filter names: Country, CompanyCode, Branch, MarketArea, CustomerHierarchy.
   */
  Series: z.enum(['Month']).optional(),
});
type PerformanceQuery = z.infer<typeof performanceQuery> & Partial<z.infer<typeof pagedPerformanceQuery>>;

function performanceRequest(q: PerformanceQuery): PerformanceRequest {
  if (q.Series !== undefined && !isSeriesGrouping(q.Grouping)) {
    throw invalid('querystring.Series', `a series by month needs a grouping of ${SALES_SERIES_GROUPINGS.join(', ')}`);
  }
  if (q.HeadOffice !== undefined && q.Grouping !== 'Customer') {
    throw invalid('querystring.HeadOffice', "a head office's customers need Grouping=Customer");
  }
  return {
    keyFigure: q.KeyFigure,
    rangeType: q.RangeType,
    period: q.Period,
    currency: q.Currency,
    grouping: q.Grouping,
    compareType: q.CompareType,
    filters: {
      companyCodes: q.CompCode,
      branchCodes: q.Branchcode,
      countries: q.Country,
      marketAreas: q.MarketArea,
      partnerCompanies: q.PartnerCompany,
      customerHierarchies: q.CustomerHierarchy,
      territoriesHT: q.TerritoryHT,
      territoriesSAN: q.TerritorySAN,
      regionsHT: q.RegionHT,
      regionsSAN: q.RegionSAN,
      isValid: q.IsValid ?? true,
    },
    page: q.PageSize
      ? { size: q.PageSize, after: q.After === undefined ? undefined : decodeCursor(q.After) }
      : undefined,
    series: q.Series,
    headOffice: q.HeadOffice,
  };
}

/** Sales data of spec §7 (docs/sales.md) on the portal API: each call needs its API controller's resource. */
export function salesRoutes(scope: FastifyInstance, deps: CoreServices<'erp'>): void {
  const app = scope.withTypeProvider<ZodTypeProvider>();
  const service = new SalesService(deps.erp);

  app.get(
    '/BuildingProject/product/states',
    {
      config: { access: needs(API.buildingProject) },
      schema: { tags, response: { 200: z.array(productStateSchema), ...errors } },
    },
    () => service.productStates(),
  );

  app.get(
    '/BuildingProject/projects',
    {
      config: { access: needs(API.buildingProject) },
      schema: {
        tags,
        querystring: z.object({ Number: key, Name: text, State: key, CompanyCode: key, BranchCode: key }),
        response: { 200: z.array(buildingProjectSchema), ...errors },
      },
    },
    (request) =>
      service.buildingProjects(request, {
        number: request.query.Number,
        name: request.query.Name,
        stateKey: request.query.State,
        companyCode: request.query.CompanyCode,
        branchCode: request.query.BranchCode,
      }),
  );

  app.get(
    '/Customer',
    {
      config: { access: needs(API.customer) },
      schema: { tags, querystring: customerQuery, response: { 200: z.array(customerSchema), ...errors } },
    },
    (request) => {
      const q = request.query;
      const fuzzy = q.Fuzzy ?? false;
      return service.customers(request, {
        number: q.Number,
        name: q.Name,
        name2: q.Name2,
        city: q.City,
        street: q.Street,
        accountGroups: q.AccountGroups,
        companyCode: q.CompanyCode,
        type: q.Type,
        fuzzy,
        minScore: q.Score ?? (fuzzy ? 30 : 0),
        top: q.Top,
      });
    },
  );

  app.get(
    '/Material',
    {
      config: { access: needs(API.material) },
      schema: { tags, querystring: materialQuery, response: { 200: z.array(materialSchema), ...errors } },
    },
    (request) => {
      const q = request.query;
      const fuzzy = q.Fuzzy ?? false;
      return service.materials(request, {
        number: q.Number,
        name: q.Name,
        companyCode: q.CompanyCode,
        type: q.Type,
        language: q.Language,
        fuzzy,
        minScore: q.Score ?? (fuzzy ? 30 : 0),
        top: q.Top,
      });
    },
  );

  app.get(
    '/OrderTracking',
    {
      config: { access: needs(API.orderTracking) },
      schema: { tags, querystring: orderTrackingQuery, response: { 200: orderTrackingResultSchema, ...errors } },
    },
    (request) => service.trackOrders(request, orderSearch(request.query)),
  );

  app.get(
    '/OrderTracking/export',
    {
      config: { access: needs(API.orderTracking) },
      schema: {
        tags,
        querystring: orderTrackingQuery.extend({
          format: z.enum(SALES_EXPORT_FORMATS).default('xlsx'),
          /** The language of the headings, statuses and sheet. */
          Language: z.enum(LOCALES).default('de'),
          /** The site's country: numbers and days as that site writes them. */
          Country: siteCountry.optional(),
        }),
        response: { 200: downloadResponse(...SALES_EXPORT_FORMATS.map((format) => CONTENT_TYPES[format])), ...errors },
      },
    },
    async (request, reply) => {
      const { format, Language, Country, ...q } = request.query;
      const file = await service.ordersExport(request, orderSearch(q), format, Language, Country);
      logExport(request, 'sales:orders', file.rows);
      return sendDownload(reply, { filename: file.filename, contentType: CONTENT_TYPES[format], body: file.body });
    },
  );

  app.get(
    '/OrderTracking/:orderNumber/document/:document',
    {
      config: { access: needs(API.orderTracking) },
      schema: {
        tags,
        params: z.object({ orderNumber: orderNumberParam, document: z.enum(ORDER_DOCUMENTS) }),
        querystring: z.object({ Language: z.enum(LOCALES).default('de'), Country: siteCountry.optional() }),
        response: { 200: downloadResponse(CONTENT_TYPES.pdf), ...errors },
      },
    },
    async (request, reply) => {
      const { orderNumber, document } = request.params;
      const file = await service.orderDocument(
        request,
        orderNumber,
        document,
        request.query.Language,
        request.query.Country,
      );
      logExport(request, `sales:order ${orderNumber} ${document}`, 1);
      return sendDownload(reply, { filename: file.filename, contentType: CONTENT_TYPES.pdf, body: file.body });
    },
  );

  app.get(
    '/OrderTracking/:orderNumber',
    {
      config: { access: needs(API.orderTracking) },
      schema: {
        tags,
        params: z.object({ orderNumber: orderNumberParam }),
        response: { 200: salesOrderDetailSchema, ...errors },
      },
    },
    (request) => service.order(request, request.params.orderNumber),
  );

  app.get(
    '/SalesPerformance',
    {
      config: { access: needs(API.salesPerformance) },
      schema: { tags, querystring: pagedPerformanceQuery, response: { 200: salesPerformanceSchema, ...errors } },
    },
    (request) => service.performance(request, performanceRequest(request.query)),
  );

  app.get(
    '/SalesPerformance/filter',
    {
      config: { access: needs(API.salesPerformance) },
      schema: { tags, response: { 200: salesPerformanceFilterSchema, ...errors } },
    },
    (request) => service.filterValues(request),
  );

  app.get(
    '/SalesPerformance/export',
    {
      config: { access: needs(API.salesPerformance) },
      schema: {
        tags,
        querystring: performanceQuery.extend({
          format: z.enum(SALES_EXPORT_FORMATS).default('xlsx'),
          /** The language of the file's words (sheet, preface, headings, file name); the figures stay numbers. */
          Language: z.enum(LOCALES).default('de'),
          /**
           * The site's country: a CSV writes numbers as that site does (`formatLocale`). Not
           * `Country`, which is the report's country filter here as on screen.
           */
          SiteCountry: siteCountry.optional(),
        }),
        response: { 200: downloadResponse(...SALES_EXPORT_FORMATS.map((format) => CONTENT_TYPES[format])), ...errors },
      },
    },
    async (request, reply) => {
      const { format, Language, SiteCountry, ...query } = request.query;
      const file = await service.export(request, performanceRequest(query), format, Language, SiteCountry);
      logExport(request, `sales:performance ${query.KeyFigure} ${query.RangeType} ${query.Grouping}`, file.rows);
      return sendDownload(reply, { filename: file.filename, contentType: CONTENT_TYPES[format], body: file.body });
    },
  );
}
