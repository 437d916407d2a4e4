import type {
  KpiDetails,
  KpiEditOverview,
  KpiHistoryEntry,
  KpiOverview,
  KpiTrend,
  KpiUpdate,
  KpiWeek,
  MesFlash,
  MesFlashQuery,
  MesPlant,
} from '@portal/contracts';
import type { HttpClient } from '@portal/sdk';

/** The KPI calls of spec §7 and the MES flash reads on the production API (docs/kpi.md, docs/production.md), one function each. */
export function kpiApi(http: HttpClient) {
  const site = (id: string) => `/api/KPI/${encodeURIComponent(id)}`;
  return {
    overview: () => http.get<KpiOverview>('/api/KPI/overview'),
    details: (id: string) => http.get<KpiDetails>(`${site(id)}/details`),
    /** Each KPI over the last `weeks` ISO weeks with its target band (GET /api/KPI/{site}/trend). */
    trend: (id: string, weeks: number) => http.get<KpiTrend>(`${site(id)}/trend`, { query: { weeks: String(weeks) } }),
    editOverview: (id: string) => http.get<KpiEditOverview>(`${site(id)}/editOverview`),
    /** The week with its ETag, to send back as If-Match with the change. */
    week: async (id: string, year: number, calendarWeek: number) => {
      const response = await http.requestWithHeaders<KpiWeek>('GET', `${site(id)}/${calendarWeek}/edit`, {
        query: { year: String(year) },
      });
      return { value: response.body, etag: response.headers.get('etag') ?? '' };
    },
    history: (id: string, year: number, calendarWeek: number) =>
      http.get<KpiHistoryEntry[]>(`${site(id)}/${calendarWeek}/editHistory`, { query: { year: String(year) } }),
    update: (id: string, year: number, calendarWeek: number, body: KpiUpdate, etag: string) =>
      http.put<void>(`${site(id)}/${calendarWeek}/${year}/update`, body, { headers: { 'if-match': etag } }),
    mesPlants: () => http.get<MesPlant[]>('/api/MesFlash/plants'),
    /** A plant's shift; without date and shift, the one running now. */
    mesFlash: (plantId: string, query: MesFlashQuery) =>
      http.get<MesFlash>(`/api/MesFlash/${encodeURIComponent(plantId)}`, { query: { ...query } }),
  };
}

export type KpiApi = ReturnType<typeof kpiApi>;
