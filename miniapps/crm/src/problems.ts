import type { Problem } from '@portal/contracts';
import { fill, type Texts } from './texts';

/**
 * One sentence for a failed CRM call in the user's language, by the server's problem code (its
 * `detail` is English, for logs). Read by shape, not `instanceof`: the shell's HTTP client throws
 * the shell's copy of `HttpError`, not this bundle's.
 */
export function messageFor(error: unknown, t: Texts, fieldLabel: (field: string) => string | undefined): string {
  if (typeof error !== 'object' || error === null || typeof (error as { status?: unknown }).status !== 'number') {
    return t.errOffline;
  }
  const { status, code, problem } = error as { status: number; code?: unknown; problem?: Problem };
  switch (code) {
    case 'validation_failed': {
      // `body.firstName` → the form's label for firstName
      const labels = (problem?.errors ?? []).map((e) => {
        const field = e.path.replace(/^(body|query|params)\./, '');
        return fieldLabel(field) ?? field;
      });
      return fill(t.errValidation, { fields: [...new Set(labels)].join(', ') || '?' });
    }
    case 'rate_limited':
      return t.errRateLimited;
    case 'forbidden':
      return t.errForbidden;
    case 'not_found':
      return t.errNotFound;
    case 'service_unavailable':
      return t.errUnavailable;
    case 'crm_registration_required':
      return t.notRegistered;
    case 'crm_access_blocked':
      return t.status3;
  }
  if (status === 429) return t.errRateLimited;
  if (status === 403) return t.errForbidden;
  if (status === 404) return t.errNotFound;
  if (status === 502 || status === 503 || status === 504) return t.errUnavailable;
  return fill(t.errUnknown, { code: typeof code === 'string' ? code : `HTTP ${status}` });
}

/**
 * Whether the failure is the CRM saying this user has no approved registration (412, which also
 * starts the shell's registration handling) or no contact at all (404).
 */
export function isUnregistered(error: unknown): boolean {
  const status = typeof error === 'object' && error !== null ? (error as { status?: unknown }).status : undefined;
  return status === 404 || status === 412;
}
