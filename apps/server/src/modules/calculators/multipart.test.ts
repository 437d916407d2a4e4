import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerErrorHandling } from '../../http/errors';
import { formFields } from './multipart';

const form = (boundary: string, parts: string[], eol = '\r\n') =>
  Buffer.from(
    `${parts.map((p) => `--${boundary}${eol}${p.replace(/\n/g, eol)}${eol}`).join('')}--${boundary}--${eol}`,
    'utf8',
  );

/** The export routes' form reading, on a server of its own with the portal's error answers. */
const app = Fastify();
beforeAll(async () => {
  registerErrorHandling(app);
  await app.register(async (scope) => {
    await formFields(scope);
    scope.post('/form', async (request) => request.body);
  });
  await app.ready();
});
afterAll(() => app.close());

async function post(contentType: string, payload: Buffer) {
  const response = await app.inject({
    method: 'POST',
    url: '/form',
    headers: { 'content-type': contentType },
    payload,
  });
  return { status: response.statusCode, body: response.json() };
}

async function parseFormData(contentType: string, payload: Buffer): Promise<Record<string, string>> {
  const answer = await post(contentType, payload);
  expect(answer.status).toBe(200);
  return answer.body;
}

async function problemOf(contentType: string, payload: Buffer) {
  const answer = await post(contentType, payload);
  return {
    status: answer.status,
    code: answer.body.code as string,
    path: answer.body.errors?.[0]?.path as string | undefined,
    detail: answer.body.detail as string | undefined,
  };
}

describe('multipart/form-data with one text field', () => {
  it('reads the field a browser FormData sends (CRLF, WebKit boundary)', async () => {
    const boundary = '----WebKitFormBoundary7MA4YWxkTrZu0gW';
    const body = form(boundary, ['Content-Disposition: form-data; name="xflairData"\n\n{"zielLeistung": 1200}']);
    expect(await parseFormData(`multipart/form-data; boundary=${boundary}`, body)).toEqual({
      xflairData: '{"zielLeistung": 1200}',
    });
  });

  it('reads a quoted boundary with a space, several fields, UTF-8 text and a preamble', async () => {
    const boundary = "gc0p4Jq0M2Yt08j34c0p 'x'";
    const body = Buffer.concat([
      Buffer.from('this preamble is ignored\r\n'),
      form(boundary, [
        'Content-Disposition: form-data; name="buildingCalcData"\nContent-Type: application/json; charset=UTF-8\n\n{"name":"Küche – Nord"}',
        'content-disposition: form-data; name=language\n\ncs',
        'Content-Disposition: form-data; name="projekt"\n\nŘízení\nzweite Zeile',
      ]),
    ]);
    expect(await parseFormData(`multipart/form-data; charset=utf-8; boundary="${boundary}"`, body)).toEqual({
      buildingCalcData: '{"name":"Küche – Nord"}',
      language: 'cs',
      projekt: 'Řízení\r\nzweite Zeile',
    });
  });

  it('reads an empty value', async () => {
    const body = form('b', [
      'Content-Disposition: form-data; name="a"\n\n',
      'Content-Disposition: form-data; name="c"\n\nx',
    ]);
    expect(await parseFormData('multipart/form-data; boundary=b', body)).toEqual({ a: '', c: 'x' });
  });

  it('reads a part in ISO-8859-1 as the text it declares', async () => {
    const body = Buffer.concat([
      Buffer.from(
        '--b\r\nContent-Disposition: form-data; name="projekt"\r\nContent-Type: text/plain; charset=iso-8859-1\r\n\r\n',
      ),
      Buffer.from('K\u00fcche', 'latin1'),
      Buffer.from('\r\n--b--\r\n'),
    ]);
    expect(await parseFormData('multipart/form-data; boundary=b', body)).toEqual({ projekt: 'Küche' });
  });

  it.each([
    ['a part without headers', form('b', ['\nvalue'])],
    ['a part that is not form-data', form('b', ['Content-Disposition: attachment; name="a"\n\n1'])],
  ])('reads nothing from %s (the route then misses its field)', async (_case, body) => {
    expect(await parseFormData('multipart/form-data; boundary=b', body)).toEqual({});
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
  ])('refuses %s', async (_case, contentType, message) => {
    const problem = await problemOf(contentType, form('b', ['Content-Disposition: form-data; name="a"\n\n1']));
    expect(problem.status).toBe(400);
    expect(problem.code).toBe('validation_failed');
    expect(problem.detail).toContain(message);
  });

  it('takes a boundary of exactly 70 characters', async () => {
    const boundary = 'b'.repeat(70);
    const body = form(boundary, ['Content-Disposition: form-data; name="a"\n\n1']);
    expect(await parseFormData(`multipart/form-data; boundary=${boundary}`, body)).toEqual({ a: '1' });
  });

  it.each([
    ['a body without the boundary', Buffer.from('hello'), 'body', 'malformed'],
    ['a part without a name', form('b', ['Content-Disposition: form-data\n\n1']), 'body', 'no field name'],
    ['bare LF line ends', form('b', ['Content-Disposition: form-data; name="a"\n\n1'], '\n'), 'body', 'malformed'],
    [
      'a body without its closing boundary',
      Buffer.from('--b\r\nContent-Disposition: form-data; name="a"\r\n\r\n1'),
      'body',
      'malformed',
    ],
    ['a file', form('b', ['Content-Disposition: form-data; name="a"; filename="x.json"\n\n{}']), 'body.a', 'files'],
    [
      'a binary part (busboy takes it for a file)',
      form('b', ['Content-Disposition: form-data; name="a"\nContent-Type: application/octet-stream\n\nx']),
      'body.a',
      'files',
    ],
    [
      'a part of another type',
      form('b', ['Content-Disposition: form-data; name="a"\nContent-Type: text/html\n\n<b>x</b>']),
      'body.a',
      'not text',
    ],
    [
      'an application/json part that is not JSON',
      form('b', ['Content-Disposition: form-data; name="a"\nContent-Type: application/json\n\n{x']),
      'body',
      'not valid JSON',
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
  ])('answers 400 for %s, naming the place', async (_case, body, path, message) => {
    const problem = await problemOf('multipart/form-data; boundary=b', body);
    expect(problem.status).toBe(400);
    expect(problem.code).toBe('validation_failed');
    expect(problem.path).toBe(path);
    expect(problem.detail).toContain(message);
  });
});
