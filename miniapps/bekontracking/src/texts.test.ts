import { BEKON_TRACKING_NUMBER, BEKON_TRACKING_POSTCODE, translationGaps } from '@portal/contracts';
import { HttpError } from '@portal/sdk';
import { describe, expect, it } from 'vitest';
import { checkInput, failureOf } from './problems';
import { loadAllTexts } from './texts';

const TEXTS = await loadAllTexts();

describe('texts', () => {
  it.each(Object.keys(TEXTS))('%s has every key German has, none empty, with the same placeholders', (locale) => {
    expect(translationGaps(TEXTS.de, TEXTS[locale as keyof typeof TEXTS], locale)).toEqual([]);
  });
});

const de = TEXTS.de;
const problem = (status: number, code: string, errors?: Array<{ path: string; message: string }>) =>
  new HttpError(status, { type: 'about:blank', title: code, status, code, ...(errors ? { errors } : {}) });

describe('what a failed search says', () => {
  it.each([
    [problem(404, 'not_found'), de.errNotFound],
    [problem(429, 'rate_limited'), de.errRateLimited],
    [new HttpError(503, undefined), de.errUnavailable],
    [new TypeError('Failed to fetch'), de.errOffline],
    [problem(418, 'teapot'), 'Das hat nicht geklappt (teapot).'],
  ])('%s', (error, text) => {
    expect(failureOf(error, de)).toEqual({ message: text, fields: {} });
  });

  it('names the refused field by the server’s path', () => {
    const error = problem(400, 'validation_failed', [{ path: 'querystring.PostalCode', message: 'x' }]);
    expect(failureOf(error, de)).toEqual({
      message: de.postalCodeInvalid,
      fields: { PostalCode: de.postalCodeInvalid },
    });
  });
});

describe('the check before asking', () => {
  const rules = { number: BEKON_TRACKING_NUMBER, postalCode: BEKON_TRACKING_POSTCODE };

  it('takes the number and postcode as printed', () => {
    expect(checkInput(' 8000 0001 ', 'CH-8001', de, rules)).toEqual({
      number: '80000001',
      postalCode: '8001',
      errors: {},
    });
  });

  it('refuses letters and German postcodes, naming each field', () => {
    expect(checkInput('AB123', '80331', de, rules).errors).toEqual({
      Number: de.numberInvalid,
      PostalCode: de.postalCodeInvalid,
    });
  });
});
