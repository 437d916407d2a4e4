import { HttpError } from '@portal/sdk';
import { describe, expect, it } from 'vitest';
import { failureText } from './Builder';
import { loadAllTexts } from './texts';

const TEXTS = await loadAllTexts();

const refused = (status: number, code: string, detail: string) =>
  new HttpError(status, { type: 'about:blank', title: 'Refused', status, code, detail });

describe('what the report builder says when the server refuses', () => {
  it('names a refused definition in the reader’s language, without the server’s English detail', () => {
    const detail = 'query.filter.children.0.value: a date YYYY-MM-DD';
    expect(failureText(TEXTS.fr, refused(400, 'validation_failed', detail))).toBe(TEXTS.fr.errors.validation);
    expect(failureText(TEXTS.it, refused(400, 'validation_failed', detail))).not.toContain('YYYY');
    expect(TEXTS.fr.errors.validation).not.toBe(TEXTS.de.errors.validation);
  });

  it('chooses the text by the problem’s code', () => {
    const t = TEXTS.en;
    expect(failureText(t, refused(409, 'conflict', 'you already have a query of this name'))).toBe(t.errors.conflict);
    expect(failureText(t, refused(412, 'precondition_failed', 'changed'))).toBe(t.errors.stale);
    expect(failureText(t, refused(403, 'forbidden', 'missing'))).toBe(t.errors.forbidden);
    expect(failureText(t, refused(404, 'not_found', 'query'))).toBe(t.errors.notFound);
    expect(failureText(t, refused(503, 'report_timeout', 'took too long'))).toBe(t.errors.timeout);
    expect(failureText(t, refused(500, 'internal_error', 'boom'))).toBe(t.errors.other);
    expect(failureText(t, new TypeError('Failed to fetch'))).toBe(t.errors.other);
  });
});
