import type { Problem } from '@portal/contracts';
import { fill, type Texts } from './texts';

/**
 * A failed call as the portal's HTTP client (`HttpError`) or a download reports it. Checked by
 * shape, not `instanceof`: the shell's client throws the shell's copy of the class, not this bundle's.
 */
export interface Failure {
  readonly status: number;
  readonly code: string | undefined;
  readonly problem?: Problem | undefined;
}

export function asFailure(error: unknown): Failure | undefined {
  if (typeof error !== 'object' || error === null) return undefined;
  const e = error as { status?: unknown; code?: unknown; problem?: unknown };
  if (typeof e.status !== 'number') return undefined;
  return {
    status: e.status,
    code: typeof e.code === 'string' ? e.code : undefined,
    problem: typeof e.problem === 'object' && e.problem !== null ? (e.problem as Problem) : undefined,
  };
}

/**
 * One sentence for a failed call, in the user's language, by the server's problem code (the
 * server's own `detail` is English for logs). `fields` names the fields of the form that was sent,
 * by their path in the body (`body.pickUpTime`); `articleAt` names line i of an order.
 */
export function messageFor(
  error: unknown,
  t: Texts,
  names: {
    readonly fields?: Readonly<Record<string, string>>;
    readonly articleAt?: (index: number) => string | undefined;
  } = {},
): string {
  const failure = asFailure(error);
  if (!failure) return t.errOffline;
  const { status, code } = failure;
  switch (code) {
    case 'order_deadline_passed':
      return t.errDeadlinePassed;
    case 'plan_closed':
      return t.errPlanClosed;
    case 'plan_not_visible':
      return t.errPlanNotVisible;
    case 'order_exists':
      return t.errOrderExists;
    case 'article_not_offered': {
      const index = lineIndex(failure.problem?.errors?.[0]?.path);
      const article = (index === undefined ? undefined : names.articleAt?.(index)) ?? '?';
      return fill(t.errArticleNotOffered, { article });
    }
    case 'validation_failed': {
      const paths = (failure.problem?.errors ?? []).map((e) => e.path);
      const labels = [...new Set(paths.map((p) => fieldLabel(p, names)))];
      return fill(t.errValidation, { fields: labels.join(', ') || '?' });
    }
    case 'precondition_failed':
      return t.errConflict;
    case 'precondition_required':
      return t.errPreconditionRequired;
    case 'conflict':
      return t.errPlanHasOrders;
    case 'not_found':
      return t.errNotFound;
    case 'idempotency_in_flight':
      return t.errInFlight;
    case 'forbidden':
      return t.errForbidden;
    case 'rate_limited':
    case 'service_unavailable':
      return t.errUnavailable;
  }
  if (status === 403) return t.errForbidden;
  if (status === 404) return t.errNotFound;
  if (status === 429 || status === 502 || status === 503 || status === 504) return t.errUnavailable;
  return fill(t.errUnknown, { code: code ?? `HTTP ${status}` });
}

/** `body.orderDetails.1.articleId` → 1 */
function lineIndex(path: string | undefined): number | undefined {
  const match = path ? /orderDetails\.(\d+)/.exec(path) : null;
  return match ? Number(match[1]) : undefined;
}

/** The form's name for a field the server refused, or the article of an order line, or the path itself. */
function fieldLabel(
  path: string,
  names: {
    readonly fields?: Readonly<Record<string, string>>;
    readonly articleAt?: (index: number) => string | undefined;
  },
): string {
  const exact = names.fields?.[path];
  if (exact) return exact;
  const index = lineIndex(path);
  if (index !== undefined) return names.articleAt?.(index) ?? path;
  // `body.planDetails.2.articleId` → the field `body.planDetails`, if the form named it
  const parent = Object.entries(names.fields ?? {}).find(([key]) => path.startsWith(`${key}.`));
  return parent?.[1] ?? path.replace(/^(body|query|params)\./, '');
}

/** Whether the caller should load the data again (it changed under the user). */
export function isStale(error: unknown): boolean {
  const code = asFailure(error)?.code;
  return code === 'precondition_failed' || code === 'not_found' || code === 'article_not_offered';
}
