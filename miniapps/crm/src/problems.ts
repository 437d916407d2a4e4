import { type FailureWords, failureMessage } from '@portal/sdk';
import { fill, type Texts } from './texts';

/**
 * One sentence for a failed CRM call in the user's language, by the server's problem code (its
 * `detail` is English, for logs). Read by shape, not `instanceof`: the shell's HTTP client throws
 * the shell's copy of `HttpError`, not this bundle's.
 */
export function messageFor(error: unknown, t: Texts, fieldLabel: (field: string) => string | undefined): string {
  return failureMessage(error, failureWords(t), ({ code, errors }) => {
    switch (code) {
      case 'validation_failed': {
        // The finder's postal code or town that the place table does not know.
        if (errors.some((e) => e.path === 'query.postalCode' || e.path === 'query.city')) return t.placeUnknown;
        // `body.firstName` → the form's label for firstName
        const labels = errors.map((e) => {
          const field = e.path.replace(/^(body|query|params)\./, '');
          return fieldLabel(field) ?? field;
        });
        return fill(t.errValidation, { fields: [...new Set(labels)].join(', ') || '?' });
      }
      case 'crm_registration_required':
        return t.notRegistered;
      case 'crm_access_blocked':
        return t.status3;
    }
    return undefined;
  });
}

/** The words of the failures every mini-app names alike, in the CRM's texts. */
export const failureWords = (
  t: Pick<Texts, 'errOffline' | 'errForbidden' | 'errNotFound' | 'errRateLimited' | 'errUnavailable' | 'errUnknown'>,
): FailureWords => ({
  offline: t.errOffline,
  forbidden: t.errForbidden,
  notFound: t.errNotFound,
  rateLimited: t.errRateLimited,
  unavailable: t.errUnavailable,
  unknown: (code) => fill(t.errUnknown, { code }),
});

/**
 * Whether the failure is the CRM saying this user has no approved registration (412, which also
 * starts the shell's registration handling) or no contact at all (404).
 */
export function isUnregistered(error: unknown): boolean {
  const status = typeof error === 'object' && error !== null ? (error as { status?: unknown }).status : undefined;
  return status === 404 || status === 412;
}
