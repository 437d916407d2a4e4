import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { startTestApp, type TestApp } from '../testing/app';
import { PUBLIC } from './access';

/**
 * T34: every failure is answered problem+json with a stable code; nothing internal (stack, SQL,
 * a token, the data that failed to serialize) leaves the server; the last-resort handler logs it.
 */
const SECRET_SQL = 'select password_hash from idp.account where login = $1';
const SECRET_TOKEN = 'eyJhbGciOiJSUzI1NiJ9.eyJzdWIiOiJhbGV4In0.c2lnbmF0dXJl';

describe('error answers (T34)', () => {
  let app: TestApp;

  beforeAll(async () => {
    app = await startTestApp({}, undefined, (server) => {
      server.get('/test/fails', { config: { access: PUBLIC } }, async () => {
        const error = new Error(`relation failed while running ${SECRET_SQL} for ${SECRET_TOKEN}`);
        Object.assign(error, { code: '42P01', query: SECRET_SQL });
        throw error;
      });
      server.get(
        '/test/leaks',
        {
          config: { access: PUBLIC },
          schema: { response: { 200: z.object({ count: z.number() }) } },
        },
        // The declared answer is a number; what comes back is something else entirely.
        async () => ({ count: { passwordHash: 'scrypt$secret' } }) as unknown as { count: number },
      );
      server.post(
        '/test/echo',
        { config: { access: PUBLIC }, schema: { body: z.object({ name: z.string() }) } },
        async (request) => request.body,
      );
      server.post(
        '/test/person',
        {
          config: { access: PUBLIC },
          schema: {
            body: z.object({
              name: z.string().min(1),
              mail: z.email(),
              note: z.string().max(5),
              age: z.number().int().min(18),
            }),
          },
        },
        async (request) => request.body,
      );
    });
  });
  afterAll(() => app.close());

  function expectNothingInternal(body: string) {
    expect(body).not.toContain('password');
    expect(body).not.toContain(SECRET_SQL);
    expect(body).not.toContain(SECRET_TOKEN);
    expect(body).not.toMatch(/\bat .+\.(ts|js):\d+/); // no stack frames
    expect(body).not.toContain('42P01');
  }

  it('answers an unexpected failure 500 internal_error and keeps the details in the log', async () => {
    const response = await app.app.inject({ url: '/test/fails' });
    expect(response.statusCode).toBe(500);
    expect(response.headers['content-type']).toContain('application/problem+json');
    expect(response.json()).toMatchObject({ status: 500, code: 'internal_error', instance: '/test/fails' });
    expectNothingInternal(response.body);
    const logged = app.logs.find((l) => l.msg === 'request failed');
    expect(JSON.stringify(logged)).toContain('42P01');
  });

  it('does not send what failed to serialize', async () => {
    const response = await app.app.inject({ url: '/test/leaks' });
    expect(response.statusCode).toBe(500);
    expect(response.json().code).toBe('internal_error');
    expectNothingInternal(response.body);
  });

  it('names why each field was refused, so the interface can say it in the reader’s language', async () => {
    const response = await app.app.inject({
      method: 'POST',
      url: '/test/person',
      payload: { name: '', mail: 'not-a-mail', note: 'far too long', age: 12 },
    });
    expect(response.statusCode).toBe(400);
    const reasons = Object.fromEntries(
      (response.json().errors as Array<{ path: string; reason?: string; limit?: number }>).map((e) => [
        e.path,
        { reason: e.reason, limit: e.limit },
      ]),
    );
    expect(reasons).toEqual({
      'body.name': { reason: 'required', limit: undefined },
      'body.mail': { reason: 'invalid_email', limit: undefined },
      'body.note': { reason: 'too_long', limit: 5 },
      'body.age': { reason: 'too_small', limit: 18 },
    });
  });

  it('answers malformed JSON and unknown routes with their own codes, without parser internals', async () => {
    const malformed = await app.app.inject({
      method: 'POST',
      url: '/test/echo',
      headers: { 'content-type': 'application/json' },
      payload: '{"name": ',
    });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().code).toBe('validation_failed');
    expect(malformed.json().errors).toEqual([{ path: 'body', message: 'not valid JSON', reason: 'invalid' }]);
    expect(malformed.body).not.toMatch(/Unexpected end|SyntaxError|position \d+/);

    const missing = await app.app.inject({ url: '/portal/api/NoSuchThing' });
    expect(missing.statusCode).toBe(404);
    expect(missing.headers['content-type']).toContain('application/problem+json');
    expect(missing.json().code).toBe('not_found');
  });

  /** A raw HTTP/1.1 exchange with the listening server: what the parser refuses never reaches `inject`. */
  async function exchange(request: string): Promise<{ status: number; type: string; body: string }> {
    const address = app.app.server.address() as net.AddressInfo;
    const socket = net.connect(address.port, '127.0.0.1');
    socket.on('error', () => undefined); // the server closes after its answer
    const chunks: Buffer[] = [];
    socket.on('data', (chunk) => chunks.push(chunk));
    socket.write(request);
    await new Promise((resolve) => socket.on('close', resolve));
    const text = Buffer.concat(chunks).toString();
    const [head = '', body = ''] = text.split('\r\n\r\n');
    return {
      status: Number(head.split(' ')[1]),
      type: /content-type: ([^\r]+)/i.exec(head)?.[1] ?? '',
      body,
    };
  }

  it('answers headers too large for the server 431 problem+json, not the framework’s own JSON', async () => {
    await app.app.listen({ port: 0, host: '127.0.0.1' });
    const huge = `GET /portal/api/Favorites HTTP/1.1\r\nHost: localhost\r\nX-Filler: ${'x'.repeat(20_000)}\r\n\r\n`;
    const answer = await exchange(huge);
    expect(answer.status).toBe(431);
    expect(answer.type).toContain('application/problem+json');
    expect(JSON.parse(answer.body)).toMatchObject({ status: 431, code: 'headers_too_large' });

    const notHttp = await exchange('HELLO\r\n\r\n');
    expect(notHttp.status).toBe(400);
    expect(JSON.parse(notHttp.body)).toMatchObject({ status: 400, code: 'validation_failed' });
  });

  it('answers a path that is not valid percent-encoding 400 problem+json', async () => {
    const response = await app.app.inject({ url: '/portal/api/Favorites/%E0%A4%A' });
    expect(response.statusCode).toBe(400);
    expect(response.headers['content-type']).toContain('application/problem+json');
    expect(response.json().code).toBe('validation_failed');
  });
});
