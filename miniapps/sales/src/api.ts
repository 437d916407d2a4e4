import type {
  BuildingProject,
  Customer,
  CustomerNumber,
  InfoText,
  Kmat,
  Locale,
  Material,
  OrderDocument,
  OrderTrackingResult,
  ProductGroup,
  ProductState,
  SalesExportFormat,
  SalesOrderDetail,
  SalesPerformance,
  SalesPerformanceFilter,
  SapConfigRequest,
  SapConfigResponse,
  SavedConfiguration,
  SavedConfigurationCreate,
  SavedConfigurationOpened,
  SelectStep,
} from '@portal/contracts';
import { filenameFrom, type HttpClient } from '@portal/sdk';

const SAVED = '/api/DynamicConfigurator/SavedConfiguration';

export type Query = Record<string, string | readonly string[] | undefined>;

/** The sales calls of spec §7 on the portal API (docs/sales.md), one function each. */
export function salesApi(http: HttpClient) {
  const clean = (query: Query) =>
    Object.fromEntries(
      Object.entries(query).filter(([, v]) => v !== undefined && v !== '' && v.length !== 0),
    ) as Record<string, string | string[]>;
  /** A file of the API with the name its Content-Disposition gives (a CSV arrives as text). */
  const file = async (path: string, query: Query, extension: string): Promise<{ blob: Blob; name: string }> => {
    const response = await http.requestWithHeaders<Blob | string>('GET', path, { query: clean(query) });
    const body = response.body;
    const blob = body instanceof Blob ? body : new Blob([body], { type: 'text/csv;charset=utf-8' });
    return { blob, name: filenameFrom(response.headers.get('content-disposition'), `export.${extension}`) };
  };
  return {
    customers: (query: Query) => http.get<Customer[]>('/api/Customer', { query: clean(query) }),
    trackOrders: (query: Query) => http.get<OrderTrackingResult>('/api/OrderTracking', { query: clean(query) }),
    order: (orderNumber: string) => http.get<SalesOrderDetail>(`/api/OrderTracking/${encodeURIComponent(orderNumber)}`),
    performance: (query: Query) => http.get<SalesPerformance>('/api/SalesPerformance', { query: clean(query) }),
    /** The values each performance filter can take, and the first and last month with facts. */
    performanceFilter: () => http.get<SalesPerformanceFilter>('/api/SalesPerformance/filter'),
    /**
     * The report as a file, to hand to the browser's download: its headings, preface and sheet in
     * `language`, a CSV's numbers as the site in `country` writes them.
     */
    exportPerformance: async (
      query: Query,
      format: SalesExportFormat,
      language: Locale,
      country: string,
    ): Promise<Blob> =>
      (
        await file(
          '/api/SalesPerformance/export',
          // The file holds the rows; the groups' months (Series) are the screen's chart only.
          { ...query, Series: undefined, format, Language: language, SiteCountry: country },
          format,
        )
      ).blob,
    /** The orders a search finds as a file, named by the server in the reader's language ("Orders 2026-11-27.xlsx"). */
    exportOrders: (query: Query, format: SalesExportFormat, language: Locale, country: string) =>
      file('/api/OrderTracking/export', { ...query, format, Language: language, Country: country }, format),
    /** An order's confirmation, delivery note or invoice as PDF in the reader's language. */
    orderDocument: (orderNumber: string, document: OrderDocument, language: Locale, country: string) =>
      file(
        `/api/OrderTracking/${encodeURIComponent(orderNumber)}/document/${document}`,
        { Language: language, Country: country },
        'pdf',
      ),
    materials: (query: Query) => http.get<Material[]>('/api/Material', { query: clean(query) }),
    productStates: () => http.get<ProductState[]>('/api/BuildingProject/product/states'),
    projects: (query: Query) => http.get<BuildingProject[]>('/api/BuildingProject/projects', { query: clean(query) }),
    // the product configurator (docs/configurator.md)
    productGroups: (language: Locale) =>
      http.get<ProductGroup[]>('/api/DynamicConfigurator/GetProductGroupsData', { query: { language } }),
    kmats: (sparte: string, language: Locale) =>
      http.get<Kmat[]>('/api/DynamicConfigurator/GetKMat', { query: { sparte, language } }),
    selectSteps: (bauform: string, language: Locale) =>
      http.get<SelectStep[]>('/api/DynamicConfigurator/GetSelectStepData', { query: { bauform, language } }),
    customerNumber: () => http.get<CustomerNumber>('/api/DynamicConfigurator/GetCustomerNumber'),
    infoTexts: (bauform: string, language: Locale) =>
      http.get<InfoText[]>('/api/DynamicConfigurator/GetInfoText', { query: { bauform, language } }),
    configure: (request: SapConfigRequest) => http.post<SapConfigResponse>('/api/DynamicConfigurator', request),
    /** Every KMAT of every group: opening a saved configuration finds its group here. */
    allKmats: (language: Locale) => http.get<Kmat[]>('/api/DynamicConfigurator/GetKMat', { query: { language } }),
    // saved configurations (docs/configurator.md): each item carries the ETag a rename or delete names
    savedConfigurations: (language: Locale) => http.get<SavedConfiguration[]>(SAVED, { query: { language } }),
    openSaved: (id: string, language: Locale) =>
      http.get<SavedConfigurationOpened>(`${SAVED}/${encodeURIComponent(id)}`, { query: { language } }),
    /** One key per save the user asked for: the client's retries of it then save it once (R2). */
    saveConfiguration: (body: SavedConfigurationCreate, idempotencyKey: string) =>
      http.post<SavedConfiguration>(SAVED, body, { idempotencyKey }),
    renameSaved: (id: string, name: string, etag: string) =>
      http.put<void>(`${SAVED}/${encodeURIComponent(id)}`, { name }, { headers: { 'if-match': etag } }),
    deleteSaved: (id: string, etag: string) =>
      http.delete(`${SAVED}/${encodeURIComponent(id)}`, { headers: { 'if-match': etag } }),
  };
}

export type SalesApi = ReturnType<typeof salesApi>;
