import type {
  ArticleInput,
  Canteen,
  CanteenListEntry,
  MonthlyStatement,
  OrderablePlans,
  OrderCreate,
  OrderedArticles,
  OrderUpdate,
  Plan,
  PlanInput,
  PortalArticle,
  PortalOrder,
} from '@portal/contracts';
import type { HttpClient } from '@portal/sdk';

/**
 * The order-system calls of spec §7 (docs/canteen.md), one function each, all through the portal's
 * HTTP client (bearer token, retries, sign-in reactions). Paths below `/portal`.
 */
export type Range = { readonly from: string; readonly to: string };

const range = (r: Range) => ({ dateRange: [r.from, r.to] });
const app = (applicationId: string) => encodeURIComponent(applicationId);

/** A record read with its version (`ETag`), to send back as `If-Match` with the change. */
export interface Versioned<T> {
  readonly value: T;
  readonly etag: string;
}

export function canteenApi(http: HttpClient) {
  const user = (id: string) => `/api/OrderSystemUserOrder/${app(id)}`;
  const article = (id: string) => `/api/OrderSystemArticle/${app(id)}`;
  const plan = (id: string) => `/api/OrderSystemPlan/${app(id)}`;
  const order = (id: string) => `/api/OrderSystemOrder/${app(id)}`;

  async function versioned<T>(path: string): Promise<Versioned<T>> {
    const response = await http.requestWithHeaders<T>('GET', path);
    return { value: response.body, etag: response.headers.get('etag') ?? '' };
  }

  return {
    canteens: () => http.get<CanteenListEntry[]>('/api/OrderSystemUserOrder/canteens'),

    // Someone ordering
    orderablePlans: (id: string, r: Range) => http.get<OrderablePlans>(`${user(id)}/plans`, { query: range(r) }),
    myOrders: (id: string, r: Range) => http.get<PortalOrder[]>(`${user(id)}/orderedUserArticles`, { query: range(r) }),
    /** One press of "order": a fresh key, so the client may send it again after a time-out without a second order. */
    createOrder: (id: string, body: OrderCreate, idempotencyKey: string) =>
      http.post<PortalOrder>(`${user(id)}/createOrder`, body, { idempotencyKey }),
    updateOrder: (id: string, orderId: string, body: OrderUpdate) =>
      http.put<void>(`${user(id)}/${encodeURIComponent(orderId)}/updateOrder`, body),
    cancelOrder: (id: string, orderId: string) => http.delete(`${user(id)}/${encodeURIComponent(orderId)}/deleteOrder`),

    // Canteen staff: articles
    articles: (id: string) => http.get<PortalArticle[]>(`${article(id)}/articles`),
    article: (id: string, articleId: string) =>
      versioned<PortalArticle>(`${article(id)}/${encodeURIComponent(articleId)}/article`),
    createArticle: (id: string, body: ArticleInput) => http.post<PortalArticle>(`${article(id)}/createArticle`, body),
    updateArticle: (id: string, articleId: string, body: ArticleInput, etag: string) =>
      http.put<void>(`${article(id)}/${encodeURIComponent(articleId)}/updateArticle`, body, {
        headers: { 'if-match': etag },
      }),
    deleteArticle: (id: string, articleId: string) =>
      http.delete(`${article(id)}/${encodeURIComponent(articleId)}/article`),

    // Canteen staff: plans
    plans: (id: string, r: Range) => http.get<Plan[]>(`${plan(id)}/plan`, { query: range(r) }),
    plan: (id: string, planId: string) => versioned<Plan>(`${plan(id)}/${encodeURIComponent(planId)}/plan`),
    createPlan: (id: string, body: PlanInput) => http.post<Plan>(`${plan(id)}/createPlan`, body),
    updatePlan: (id: string, planId: string, body: PlanInput, etag: string) =>
      http.put<void>(`${plan(id)}/${encodeURIComponent(planId)}/updatePlan`, body, { headers: { 'if-match': etag } }),
    deletePlan: (id: string, planId: string) => http.delete(`${plan(id)}/${encodeURIComponent(planId)}/deletePlan`),
    /** Closes a plan (its orders are final) or reopens it; the kitchen's call, audited. */
    setPlanClosed: (id: string, planId: string, closed: boolean) =>
      http.put<void>(`${plan(id)}/${encodeURIComponent(planId)}/closed`, { closed }),

    // The kitchen
    orderedArticles: (id: string, r: Range) =>
      http.get<OrderedArticles>(`${order(id)}/orderedArticles`, { query: range(r) }),
    statement: (id: string, month: string) =>
      http.get<MonthlyStatement>(`${order(id)}/statement`, { query: { month } }),
    /** Someone's order cancelled by the kitchen (also after the deadline); the reason is mailed to them. */
    cancelForPerson: (id: string, orderId: string, reason: string) =>
      http.post<void>(`${order(id)}/${encodeURIComponent(orderId)}/cancel`, { reason }),
    exportPath: (id: string) => `${order(id)}/export`,
    statementExportPath: (id: string) => `${order(id)}/statement/export`,
  };
}

export type CanteenApi = ReturnType<typeof canteenApi>;
