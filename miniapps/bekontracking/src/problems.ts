import { failureMessage } from '@portal/sdk';
import { fill, type Texts } from './texts';

export type Field = 'Number' | 'PostalCode';

/**
 * What a failed search says, in the user's language: one sentence for the form, and the fields
 * the server refused (400 names them). Read by shape, not `instanceof`: the shell's HTTP client
 * throws the shell's copy of `HttpError`.
 */
export function failureOf(error: unknown, t: Texts): { message: string; fields: Partial<Record<Field, string>> } {
  const fields: Partial<Record<Field, string>> = {};
  const message = failureMessage(
    error,
    {
      offline: t.errOffline,
      // The search is public: a refusal for rights is not expected, and said as an unknown failure.
      forbidden: fill(t.errUnknown, { code: 'forbidden' }),
      notFound: t.errNotFound,
      rateLimited: t.errRateLimited,
      unavailable: t.errUnavailable,
      unknown: (code) => fill(t.errUnknown, { code }),
    },
    ({ status, code, errors }) => {
      if (code !== 'validation_failed' && status !== 400) return undefined;
      for (const e of errors) {
        if (/PostalCode/.test(e.path)) fields.PostalCode = t.postalCodeInvalid;
        else if (/Number/.test(e.path)) fields.Number = t.numberInvalid;
      }
      return fields.PostalCode ?? fields.Number ?? t.numberInvalid;
    },
  );
  return { message, fields };
}

/** The browser's own check before asking: the same rules as the server's (zod in the contracts). */
export function checkInput(
  number: string,
  postalCode: string,
  t: Texts,
  rules: { number: RegExp; postalCode: RegExp },
): { number: string; postalCode: string; errors: Partial<Record<Field, string>> } {
  const cleanNumber = number.replace(/[\s#]/g, '');
  const cleanPostalCode = postalCode.trim().replace(/^CH-?/i, '');
  const errors: Partial<Record<Field, string>> = {};
  if (!rules.number.test(cleanNumber)) errors.Number = t.numberInvalid;
  if (!rules.postalCode.test(cleanPostalCode)) errors.PostalCode = t.postalCodeInvalid;
  return { number: cleanNumber, postalCode: cleanPostalCode, errors };
}
