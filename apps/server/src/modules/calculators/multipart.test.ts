import { describe, expect, it } from 'vitest';
import { HttpProblem } from '../../http/problem';
import { boundaryOf, headerParameters, parseFormData } from './multipart';

const form = (boundary: string, parts: string[], eol = '\r\n') =>
  Buffer.from(
    `${parts.map((p) => `--${boundary}${eol}${p.replace(/\n/g, eol)}${eol}`).join('')}--${boundary}--${eol}`,
    'utf8',
  );

function problemOf(fn: () => unknown): { status: number; path: string | undefined; detail: string | undefined } {
  try {
    fn();
  } catch (error) {
    if (error instanceof HttpProblem)
      return { status: error.status, path: error.errors?.[0]?.path, detail: error.detail };
    throw error;
  }
  throw new Error('expected a problem');
}

describe('multipart/form-data with one text field', () => {
  it('reads the field a browser FormData sends (CRLF, WebKit boundary)', () => {
    const boundary = '----WebKitFormBoundary7MA4YWxkTrZu0gW';
    const body = form(boundary, ['Content-Disposition: form-data; name="xflairData"\n\n{"zielLeistung": 1200}']);
    expect(parseFormData(`multipart/form-data; boundary=${boundary}`, body)).toEqual({
      xflairData: '{"zielLeistung": 1200}',
    });
  });

  it('reads a quoted boundary with a space, several fields, UTF-8 text and a preamble', () => {
    const boundary = "gc0p4Jq0M2Yt08j34c0p 'x'";
    const body = Buffer.concat([
      Buffer.from('this preamble is ignored\r\n'),
      form(boundary, [
        'Content-Disposition: form-data; name="buildingCalcData"\nContent-Type: application/json; charset=UTF-8\n\n{"name":"Küche – Nord"}',
        'content-disposition: form-data; name=language\n\ncs',
        'Content-Disposition: form-data; name="projekt"\n\nŘízení\nzweite Zeile',
      ]),
    ]);
    expect(parseFormData(`multipart/form-data; charset=utf-8; boundary="${boundary}"`, body)).toEqual({
      buildingCalcData: '{"name":"Küche – Nord"}',
      language: 'cs',
      projekt: 'Řízení\r\nzweite Zeile',
    });
  });

  it('accepts bare LF line ends and an empty value', () => {
    const body = form(
      'b',
      ['Content-Disposition: form-data; name="a"\n\n', 'Content-Disposition: form-data; name="c"\n\nx'],
      '\n',
    );
    expect(parseFormData('multipart/form-data; boundary=b', body)).toEqual({ a: '', c: 'x' });
  });

  it('does not end a field at the boundary text inside it unless it stands on its own line', () => {
    const body = form('abc', ['Content-Disposition: form-data; name="a"\n\nx--abcdef\n--abcX']);
    expect(parseFormData('multipart/form-data; boundary=abc', body)).toEqual({ a: 'x--abcdef\r\n--abcX' });
  });

  it.each([
    ['no boundary', 'multipart/form-data', 'names no boundary'],
    ['an empty boundary', 'multipart/form-data; boundary=""', 'names no boundary'],
    [
      'a boundary of 71 characters (spec §9: at most 70)',
      `multipart/form-data; boundary=${'a'.repeat(71)}`,
      'longer than 70',
    ],
    ['a boundary with a character RFC 2046 forbids', 'multipart/form-data; boundary="a;b"', 'does not allow'],
    ['a boundary ending in a space', 'multipart/form-data; boundary="ab "', 'does not allow'],
  ])('refuses %s', (_case, contentType, message) => {
    const problem = problemOf(() => boundaryOf(contentType));
    expect(problem.status).toBe(400);
    expect(problem.detail).toContain(message);
  });

  it('takes a boundary of exactly 70 characters', () => {
    const boundary = 'b'.repeat(70);
    const body = form(boundary, ['Content-Disposition: form-data; name="a"\n\n1']);
    expect(parseFormData(`multipart/form-data; boundary=${boundary}`, body)).toEqual({ a: '1' });
  });

  it.each([
    ['a body without the boundary', Buffer.from('hello'), 'body', 'does not start'],
    [
      'a body without its closing boundary',
      Buffer.from('--b\r\nContent-Disposition: form-data; name="a"\r\n\r\n1'),
      'body',
      'incomplete',
    ],
    ['a part without headers', form('b', ['\nvalue']), 'body', 'no headers'],
    ['a part without a name', form('b', ['Content-Disposition: form-data\n\n1']), 'body', 'no field name'],
    [
      'a part that is not form-data',
      form('b', ['Content-Disposition: attachment; name="a"\n\n1']),
      'body',
      'not form-data',
    ],
    ['a file', form('b', ['Content-Disposition: form-data; name="a"; filename="x.json"\n\n{}']), 'body.a', 'files'],
    [
      'a binary part',
      form('b', ['Content-Disposition: form-data; name="a"\nContent-Type: application/octet-stream\n\nx']),
      'body.a',
      'not text',
    ],
    [
      'another charset',
      form('b', ['Content-Disposition: form-data; name="a"\nContent-Type: text/plain; charset=iso-8859-1\n\nx']),
      'body.a',
      'UTF-8',
    ],
    [
      'a field sent twice',
      form('b', ['Content-Disposition: form-data; name="a"\n\n1', 'Content-Disposition: form-data; name="a"\n\n2']),
      'body.a',
      'twice',
    ],
    [
      'too many fields',
      form(
        'b',
        Array.from({ length: 9 }, (_, i) => `Content-Disposition: form-data; name="f${i}"\n\n1`),
      ),
      'body',
      'more than 8',
    ],
    [
      'text that is not UTF-8',
      Buffer.concat([
        Buffer.from('--b\r\nContent-Disposition: form-data; name="a"\r\n\r\n'),
        Buffer.from([0xff, 0xfe]),
        Buffer.from('\r\n--b--\r\n'),
      ]),
      'body.a',
      'UTF-8',
    ],
  ])('answers 400 for %s, naming the place', (_case, body, path, message) => {
    const problem = problemOf(() => parseFormData('multipart/form-data; boundary=b', body));
    expect(problem.status).toBe(400);
    expect(problem.path).toBe(path);
    expect(problem.detail).toContain(message);
  });

  it('reads header parameters with quoted escapes', () => {
    expect(headerParameters('form-data; name="a \\"b\\""; filename*=x')).toEqual({ name: 'a "b"', 'filename*': 'x' });
  });
});
