import type { Problem } from '@portal/contracts';
import { translationGaps } from '@portal/contracts';
import { HttpError } from '@portal/sdk';
import { describe, expect, it } from 'vitest';
import { messageFor } from './problems';
import { loadAllTexts } from './texts';

const TEXTS = await loadAllTexts();

describe('texts', () => {
  it.each(Object.keys(TEXTS))('%s has every key German has, none empty, with the same placeholders', (locale) => {
    expect(translationGaps(TEXTS.de, TEXTS[locale as keyof typeof TEXTS], locale)).toEqual([]);
  });

  it('ends a dealer’s labels as each language does: French with a no-break space before the colon', () => {
    expect(`${TEXTS.fr.phone}${TEXTS.fr.labelEnd}`).toBe('Téléphone\u00a0:');
    for (const locale of ['de', 'en', 'cs', 'it'] as const) expect(TEXTS[locale].labelEnd).toBe(':');
  });
});

const problem = (status: number, code: string, errors?: Problem['errors']): HttpError =>
  new HttpError(status, { type: 'about:blank', title: code, status, code, ...(errors ? { errors } : {}) });

describe('messages for the CRM’s problem codes', () => {
  const de = TEXTS.de;
  const labels: Record<string, string> = { firstName: de.fieldFirstName, city: de.fieldCity };
  const label = (field: string) => labels[field];

  it.each([
    [problem(429, 'rate_limited'), de.errRateLimited],
    [problem(403, 'forbidden'), de.errForbidden],
    [problem(404, 'not_found'), de.errNotFound],
    [new HttpError(503, undefined), de.errUnavailable],
    [new TypeError('Failed to fetch'), de.errOffline],
    [problem(415, 'unsupported_media_type'), 'Das hat nicht geklappt (unsupported_media_type).'],
  ])('%s', (error, text) => {
    expect(messageFor(error, de, label)).toBe(text);
  });

  it('names the refused fields by the form’s labels', () => {
    const error = problem(400, 'validation_failed', [
      { path: 'body.firstName', message: 'too short' },
      { path: 'body.city', message: 'too long' },
      { path: 'body.other', message: '?' },
    ]);
    expect(messageFor(error, de, label)).toBe('Bitte prüfen Sie: Vorname, Ort, other.');
  });

  it('reads a failure by its shape, whichever copy of the client threw it', () => {
    expect(messageFor({ status: 429, code: 'rate_limited' }, TEXTS.en, label)).toBe(TEXTS.en.errRateLimited);
  });
});
