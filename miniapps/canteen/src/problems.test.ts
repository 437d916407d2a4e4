import type { Problem } from '@portal/contracts';
import { translationGaps } from '@portal/contracts';
import { HttpError } from '@portal/sdk';
import { describe, expect, it } from 'vitest';
import { DownloadError } from './download';
import { isStale, messageFor } from './problems';
import { loadAllTexts } from './texts';

const TEXTS = await loadAllTexts();

const problem = (status: number, code: string, errors?: Problem['errors']): HttpError =>
  new HttpError(status, { type: 'about:blank', title: code, status, code, ...(errors ? { errors } : {}) });

describe('messages for the problem codes', () => {
  const de = TEXTS.de;

  it.each([
    [problem(422, 'order_deadline_passed'), de.errDeadlinePassed],
    [problem(422, 'plan_not_visible'), de.errPlanNotVisible],
    [problem(409, 'order_exists'), de.errOrderExists],
    [problem(412, 'precondition_failed'), de.errConflict],
    [problem(428, 'precondition_required'), de.errPreconditionRequired],
    [problem(409, 'conflict'), de.errPlanHasOrders],
    [problem(409, 'idempotency_in_flight'), de.errInFlight],
    [problem(503, 'service_unavailable'), de.errUnavailable],
    [new HttpError(502, undefined), de.errUnavailable],
    [new TypeError('Failed to fetch'), de.errOffline],
    [problem(500, 'internal_error'), 'Das hat nicht geklappt (internal_error).'],
    [new DownloadError(403, 'forbidden'), de.errForbidden],
  ])('%s', (error, text) => {
    expect(messageFor(error, de)).toBe(text);
  });

  it('names the article the plan no longer offers', () => {
    const error = problem(422, 'article_not_offered', [
      { path: 'body.orderDetails.1.articleId', message: 'the plan does not offer this article' },
    ]);
    const articles = ['Suppe', 'Gemüsecurry'];
    expect(messageFor(error, de, { articleAt: (i) => articles[i] })).toBe(
      '„Gemüsecurry“ wird an diesem Tag nicht (mehr) angeboten. Bitte laden Sie den Plan neu.',
    );
  });

  it('names the refused fields by the form’s labels', () => {
    const error = problem(400, 'validation_failed', [
      { path: 'body.pickUpTime', message: 'choose one of 11:30, 12:00' },
      { path: 'body.orderDetails.0.quantity', message: 'at most 20' },
      { path: 'body.planDetails.3.articleId', message: 'no such article' },
      { path: 'body.somethingElse', message: 'unknown' },
    ]);
    expect(
      messageFor(error, TEXTS.en, {
        fields: { 'body.pickUpTime': 'Pick-up time', 'body.planDetails': 'Articles on the plan' },
        articleAt: (i) => ['Soup'][i],
      }),
    ).toBe('Please check: Pick-up time, Soup, Articles on the plan, somethingElse.');
  });

  it('every language has its own sentence for every code', () => {
    const codes = [
      'order_deadline_passed',
      'plan_not_visible',
      'order_exists',
      'article_not_offered',
      'validation_failed',
      'precondition_failed',
    ];
    for (const code of codes) {
      const said = new Set(Object.values(TEXTS).map((t) => messageFor(problem(422, code), t)));
      expect(said.size, code).toBe(5);
    }
  });

  it('reads a failure by its shape, whichever copy of the client threw it', () => {
    const foreign = { name: 'HttpError', status: 422, code: 'order_deadline_passed', problem: undefined };
    expect(messageFor(foreign, de)).toBe(de.errDeadlinePassed);
  });

  it('asks for a reload when the data changed underneath', () => {
    expect(isStale(problem(412, 'precondition_failed'))).toBe(true);
    expect(isStale(problem(422, 'order_deadline_passed'))).toBe(false);
  });
});

describe('texts', () => {
  it.each(Object.keys(TEXTS))('%s has every key German has, none empty, with the same placeholders', (locale) => {
    expect(translationGaps(TEXTS.de, TEXTS[locale as keyof typeof TEXTS], locale)).toEqual([]);
  });
});
