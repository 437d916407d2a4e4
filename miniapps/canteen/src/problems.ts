import { type FailureWords, failureMessage, failureOf } from '@portal/sdk';
import { fill, type Texts } from './texts';

/** A failed call, by shape (the shell's HTTP client throws the shell's copy of HttpError). */
export const asFailure = failureOf;

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
  return failureMessage(error, canteenWords(t), (failure) => {
    switch (failure.code) {
      case 'order_deadline_passed':
        return t.errDeadlinePassed;
      case 'plan_closed':
        return t.errPlanClosed;
      case 'plan_not_visible':
        return t.errPlanNotVisible;
      case 'order_exists':
        return t.errOrderExists;
      case 'article_not_offered': {
        const index = lineIndex(failure.errors[0]?.path);
        const article = (index === undefined ? undefined : names.articleAt?.(index)) ?? '?';
        return fill(t.errArticleNotOffered, { article });
      }
      case 'validation_failed': {
        const labels = [...new Set(failure.errors.map((e) => fieldLabel(e.path, names)))];
        return fill(t.errValidation, { fields: labels.join(', ') || '?' });
      }
      case 'precondition_failed':
        return t.errConflict;
      case 'precondition_required':
        return t.errPreconditionRequired;
      case 'conflict':
        return t.errPlanHasOrders;
      case 'idempotency_in_flight':
        return t.errInFlight;
    }
    return undefined;
  });
}

/** The canteen's words for the failures every mini-app names alike (a busy canteen is "busy", 429 too). */
const canteenWords = (t: Texts): FailureWords => ({
  offline: t.errOffline,
  forbidden: t.errForbidden,
  notFound: t.errNotFound,
  rateLimited: t.errUnavailable,
  unavailable: t.errUnavailable,
  unknown: (code) => fill(t.errUnknown, { code }),
});

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
