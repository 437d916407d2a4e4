import type { FastifyRequest } from 'fastify';
import { describe, expect, it } from 'vitest';
import { assertCurrent, etagOf, expectedVersions, optionalExpectedVersions } from './etag';
import { HttpProblem } from './problem';

const withIfMatch = (value?: string) =>
  ({ headers: value === undefined ? {} : { 'if-match': value } }) as FastifyRequest;

function statusOf(run: () => unknown): number | 'ok' {
  try {
    run();
    return 'ok';
  } catch (error) {
    if (error instanceof HttpProblem) return error.status;
    throw error;
  }
}

describe('ETag and If-Match (R3)', () => {
  it('an ETag names the version and reads back', () => {
    expect(etagOf(7)).toBe('"v7"');
    expect([...expectedVersions(withIfMatch(etagOf(7)))]).toEqual([7]);
  });

  const cases: Array<[string, string | undefined, number, number | 'ok']> = [
    ['no If-Match', undefined, 3, 428],
    ['an empty If-Match', '', 3, 428],
    ['If-Match: * (would overwrite blindly)', '*', 3, 428],
    ['the current ETag', '"v3"', 3, 'ok'],
    ['a list holding the current ETag', '"v1", "v3"', 3, 'ok'],
    ['a stale ETag', '"v2"', 3, 412],
    ['a weak ETag (never matches If-Match)', 'W/"v3"', 3, 412],
    ['an ETag of another kind', '"abc"', 3, 412],
  ];
  it.each(cases)('%s → %s', (_name, header, current, expected) => {
    expect(statusOf(() => assertCurrent(expectedVersions(withIfMatch(header)), current))).toBe(expected);
  });

  it('an optional precondition is checked only when sent', () => {
    expect(optionalExpectedVersions(withIfMatch())).toBeUndefined();
    expect(statusOf(() => assertCurrent(optionalExpectedVersions(withIfMatch()), 9))).toBe('ok');
    expect(statusOf(() => assertCurrent(optionalExpectedVersions(withIfMatch('"v8"')), 9))).toBe(412);
  });
});
