import type {
  Chart,
  ChartInput,
  Dashboard,
  ReportDataset,
  ReportDatasetSummary,
  ReportingQuery,
  ReportingQueryInput,
  ReportingSharedQuery,
  ReportRequest,
  ReportResult,
  SharedDashboard,
  ShareRecipient,
  Subscription,
  SubscriptionInput,
} from '@portal/contracts';
import { filenameFrom, type HttpClient, saveBlob } from '@portal/sdk';

/** The reporting calls of spec §7 on the portal API (docs/reporting.md), one function each. */
export function reportingApi(http: HttpClient) {
  const base = '/api/reporting';
  return {
    datasets: () => http.get<ReportDatasetSummary[]>(`${base}/Metadata`),
    dataset: (id: string) => http.get<ReportDataset>(`${base}/Metadata/${encodeURIComponent(id)}`),
    queries: () => http.get<ReportingQuery[]>(`${base}/Query`),
    /** The query with its ETag, to send back as If-Match with a change. */
    query: async (id: string) => {
      const response = await http.requestWithHeaders<ReportingQuery>('GET', `${base}/Query/${id}`);
      return { value: response.body, etag: response.headers.get('etag') ?? '' };
    },
    create: async (input: ReportingQueryInput) => {
      const response = await http.requestWithHeaders<ReportingQuery>('POST', `${base}/Query`, { body: input });
      return { value: response.body, etag: response.headers.get('etag') ?? '' };
    },
    update: async (id: string, input: ReportingQueryInput, etag: string) => {
      const response = await http.requestWithHeaders<ReportingQuery>('PUT', `${base}/Query/${id}`, {
        body: input,
        headers: { 'if-match': etag },
      });
      return { value: response.body, etag: response.headers.get('etag') ?? '' };
    },
    remove: (id: string, etag: string) => http.delete(`${base}/Query/${id}`, { headers: { 'if-match': etag } }),
    run: (request: ReportRequest) => http.post<ReportResult>(`${base}/Report`, request),
    /** Fetches the export with the bearer token and hands it to the browser under the server's name. */
    download: async (request: ReportRequest, format: 'xlsx' | 'csv', locale: string, country: string) => {
      const response = await http.requestWithHeaders<Blob | string>('POST', `${base}/Report`, {
        body: request,
        // The site's country: a CSV writes numbers and dates as that site does.
        query: { format, locale, country },
      });
      const name = filenameFrom(response.headers.get('content-disposition'), `Report.${format}`);
      const body = response.body;
      saveBlob(typeof body === 'string' ? new Blob([body], { type: 'text/csv;charset=utf-8' }) : body, name);
      return name;
    },
    shares: () => http.get<ReportingSharedQuery[]>(`${base}/SharedQuery`),
    recipients: (search: string) => http.get<ShareRecipient[]>(`${base}/SharedQuery/recipients`, { query: { search } }),
    share: (reportingQueryId: string, userId: string) =>
      http.post<ReportingSharedQuery>(`${base}/SharedQuery`, { reportingQueryId, userId }),
    unshare: (reportingQueryId: string, userId: string) =>
      http.delete(`${base}/SharedQuery/${reportingQueryId}/${userId}`),
    subscriptions: () => http.get<Subscription[]>(`${base}/Subscription`),
    subscribe: (input: SubscriptionInput) => http.post<Subscription>(`${base}/Subscription`, input),
    unsubscribe: (id: string) => http.delete(`${base}/Subscription/${id}`),
    /** The owner's edit; `version` is the one listed, sent as If-Match so a stale edit is refused (412). */
    updateSubscription: (id: string, input: SubscriptionInput, version: number) =>
      http.put<Subscription>(`${base}/Subscription/${id}`, input, { headers: { 'if-match': `"v${version}"` } }),
    /** The caller's dashboard, or the one `ownerId` shared with them. */
    dashboard: (ownerId?: string) => http.get<Dashboard>(`${base}/Dashboard`, { query: ownerId ? { ownerId } : {} }),
    sharedDashboards: () => http.get<SharedDashboard[]>(`${base}/Dashboard/shared`),
    shareDashboard: (userId: string) => http.post<null>(`${base}/Dashboard/Share`, { userId }),
    unshareDashboard: (ownerId: string, userId: string) => http.delete(`${base}/Dashboard/Share/${ownerId}/${userId}`),
    addChart: (input: ChartInput) => http.post<Chart>(`${base}/Chart`, input),
    removeChart: (id: string) => http.delete(`${base}/Chart/${id}`),
    chartData: (id: string) => http.get<ReportResult>(`${base}/Chart/${id}/data`),
  };
}

export type ReportingApi = ReturnType<typeof reportingApi>;
