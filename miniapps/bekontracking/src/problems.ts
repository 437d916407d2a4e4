import type { Problem } from '@portal/contracts';
import { fill, type Texts } from './texts';

export type Field = 'Number' | 'PostalCode';

/**
 * What a failed search says, in the user's language: one sentence for the form, and the fields
 * the server refused (400 names them). Read by shape, not `instanceof`: the shell's HTTP client
 * throws the shell's copy of `HttpError`.
 */
export function failureOf(error: unknown, t: Texts): { message: string; fields: Partial<Record<Field, string>> } {
  if (typeof error !== 'object' || error === null || typeof (error as { status?: unknown }).status !== 'number') {
    return { message: t.errOffline, fields: {} };
  }
  const { status, code, problem } = error as { status: number; code?: unknown; problem?: Problem };
  if (code === 'validation_failed' || status === 400) {
    const fields: Partial<Record<Field, string>> = {};
    for (const e of problem?.errors ?? []) {
      if (/PostalCode/.test(e.path)) fields.PostalCode = t.postalCodeInvalid;
      else if (/Number/.test(e.path)) fields.Number = t.numberInvalid;
    }
    return { message: fields.PostalCode ?? fields.Number ?? t.numberInvalid, fields };
  }
  if (status === 404) return { message: t.errNotFound, fields: {} };
  if (status === 429) return { message: t.errRateLimited, fields: {} };
  if (status === 502 || status === 503 || status === 504) return { message: t.errUnavailable, fields: {} };
  return { message: fill(t.errUnknown, { code: typeof code === 'string' ? code : `HTTP ${status}` }), fields: {} };
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
