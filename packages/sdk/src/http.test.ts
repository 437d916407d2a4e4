import { describe, expect, it } from 'vitest';
import { failureMessage, failureOf, HttpClient, HttpError, mayCarryToken } from './http';
import { backoffDelay, delayBeforeRetry, isRetryableStatus, RETRY } from './retry';

/** A scripted server: answers in order, and records what was asked and how long the client waited. */
function scripted(responses: Array<Response | Error>) {
  const calls: Array<{ url: string; init: RequestInit }> = [];
  const waits: number[] = [];
  const fetch = async (url: URL | RequestInfo, init?: RequestInit) => {
    calls.push({ url: String(url), init: init ?? {} });
    const next = responses.shift();
    if (!next) throw new Error('no more responses scripted');
    if (next instanceof Error) throw next;
    return next;
  };
  return { fetch: fetch as typeof globalThis.fetch, calls, waits, sleep: async (ms: number) => void waits.push(ms) };
}

const json = (status: number, body: unknown, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json', ...headers } });
const problem = (status: number, code: string, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify({ type: 'x', title: 't', status, code }), {
    status,
    headers: { 'content-type': 'application/problem+json', ...headers },
  });

function client(server: ReturnType<typeof scripted>, extra: Partial<ConstructorParameters<typeof HttpClient>[0]> = {}) {
  return new HttpClient({
    baseUrl: 'http://localhost:8080/portal',
    getToken: () => 'token-1',
    fetch: server.fetch,
    sleep: server.sleep,
    random: () => 0.5,
    ...extra,
  });
}

describe('retry policy (spec §9, R8)', () => {
  it('retries 408, 425, 429 and 5xx except 501 and 505', () => {
    const table: Array<[number, boolean]> = [
      [400, false],
      [401, false],
      [403, false],
      [404, false],
      [408, true],
      [409, false],
      [412, false],
      [425, true],
      [429, true],
      [500, true],
      [501, false],
      [502, true],
      [503, true],
      [504, true],
      [505, false],
    ];
    for (const [status, retried] of table) expect(isRetryableStatus(status), String(status)).toBe(retried);
  });

  it('waits random(0, min(64 s, 1 s · 2^attempt)): full jitter within bounds', () => {
    for (let attempt = 0; attempt < 10; attempt++) {
      const ceiling = Math.min(RETRY.maxDelayMs, RETRY.baseDelayMs * 2 ** attempt);
      expect(backoffDelay(attempt, () => 0)).toBe(0);
      expect(backoffDelay(attempt, () => 0.999999)).toBeLessThan(ceiling);
      expect(backoffDelay(attempt, () => 0.999999)).toBeGreaterThanOrEqual(ceiling - 1);
    }
    expect(backoffDelay(20, () => 0.999999)).toBeLessThan(64_000);
  });

  it('lets Retry-After win on 429 and 503, in seconds or as a date, capped at 64 s', () => {
    const now = Date.parse('2026-11-22T12:00:00Z');
    expect(delayBeforeRetry(0, 429, '7', () => 0.5, now)).toBe(7000);
    expect(delayBeforeRetry(0, 503, 'Sun, 22 Nov 2026 12:00:30 GMT', () => 0.5, now)).toBe(30_000);
    expect(delayBeforeRetry(0, 503, '3600', () => 0.5, now)).toBe(64_000);
    // Only 429 and 503 carry a Retry-After worth obeying; a 500's is ignored.
    expect(delayBeforeRetry(0, 500, '7', () => 0.5, now)).toBe(500);
  });

  it('a GET that meets 503 then 200 is sent again after the server’s Retry-After', async () => {
    const server = scripted([problem(503, 'service_unavailable', { 'retry-after': '2' }), json(200, [1, 2])]);
    expect(await client(server).get('/api/Favorites')).toEqual([1, 2]);
    expect(server.calls).toHaveLength(2);
    expect(server.waits).toEqual([2000]);
  });

  it('with retry: false a throttled GET is reported at once, without waiting out its Retry-After', async () => {
    const server = scripted([problem(429, 'rate_limited', { 'retry-after': '60' })]);
    const error = await client(server)
      .get('/api/BekonTracking', { retry: false })
      .catch((e: unknown) => e);
    expect((error as HttpError).status).toBe(429);
    expect((error as HttpError).code).toBe('rate_limited');
    expect(server.calls).toHaveLength(1);
    expect(server.waits).toEqual([]);
  });

  it('gives up after 3 retries and reports the last status with its problem code', async () => {
    const server = scripted([problem(502, 'a'), problem(502, 'b'), problem(502, 'c'), problem(502, 'internal_error')]);
    const error = await client(server)
      .get('/api/Favorites')
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(HttpError);
    expect((error as HttpError).status).toBe(502);
    expect((error as HttpError).code).toBe('internal_error');
    expect(server.calls).toHaveLength(4);
    expect(server.waits).toEqual([500, 1000, 2000]);
  });

  it('never sends a POST twice without an idempotency key', async () => {
    const server = scripted([problem(503, 'service_unavailable')]);
    await expect(client(server).post('/api/Favorites', { name: 'x' })).rejects.toBeInstanceOf(HttpError);
    expect(server.calls).toHaveLength(1);
  });

  it('sends a POST with an idempotency key again, with the same key', async () => {
    const server = scripted([new TypeError('network down'), json(201, { id: 1 })]);
    expect(await client(server).post('/api/OrderSystemPlan/1/createOrder', {}, { idempotencyKey: 'k-1' })).toEqual({
      id: 1,
    });
    expect(server.calls.map((c) => (c.init.headers as Record<string, string>)['idempotency-key'])).toEqual([
      'k-1',
      'k-1',
    ]);
  });

  it('does not retry 501', async () => {
    const server = scripted([problem(501, 'internal_error')]);
    await expect(client(server).get('/api/x')).rejects.toMatchObject({ status: 501 });
    expect(server.calls).toHaveLength(1);
  });
});

describe('sign-in reactions', () => {
  it('a 401 asks for a new sign-in', async () => {
    const server = scripted([
      problem(401, 'invalid_token', { 'www-authenticate': 'Bearer realm="portal", error="invalid_token"' }),
    ]);
    const seen: unknown[] = [];
    await expect(
      client(server, { onUnauthorized: (c) => void seen.push(c) }).get('/api/Favorites'),
    ).rejects.toMatchObject({ status: 401 });
    expect(seen).toEqual([{ error: 'invalid_token' }]);
  });

  it('an RFC 9470 challenge asks for a sign-in at the named level', async () => {
    const server = scripted([
      problem(401, 'insufficient_user_authentication', {
        'www-authenticate':
          'Bearer realm="portal", error="insufficient_user_authentication", error_description="A stronger sign-in is required", acr_values="urn:portal:mfa", max_age="300"',
      }),
    ]);
    const seen: Array<{ acrValues?: string; maxAge?: number }> = [];
    await client(server, { onUnauthorized: (c) => void seen.push(c) })
      .get('/api/Permissions')
      .catch(() => undefined);
    expect(seen[0]).toMatchObject({
      error: 'insufficient_user_authentication',
      acrValues: 'urn:portal:mfa',
      maxAge: 300,
    });
  });

  it('Entra ID’s claims challenge asks for a sign-in with that claims request, decoded', async () => {
    const claims = '{"access_token":{"acrs":{"essential":true,"value":"c1"}}}';
    const server = scripted([
      problem(401, 'insufficient_user_authentication', {
        'www-authenticate': `Bearer realm="portal", error="insufficient_claims", error_description="A sign-in with a second factor is required", claims="${btoa(claims)}"`,
      }),
    ]);
    const seen: Array<{ claims?: string }> = [];
    await client(server, { onUnauthorized: (c) => void seen.push(c) })
      .get('/api/Role')
      .catch(() => undefined);
    expect(seen[0]).toMatchObject({ error: 'insufficient_claims', claims });
  });

  it('a 412 starts the CRM registration handling, but a stale If-Match does not', async () => {
    const calls: string[] = [];
    const onRegistrationRequired = ({ url }: { url: string }) => void calls.push(url);
    const registration = scripted([problem(412, 'crm_registration_required')]);
    await client(registration, { onRegistrationRequired })
      .get('/api/Customer')
      .catch(() => undefined);
    const stale = scripted([problem(412, 'precondition_failed')]);
    await client(stale, { onRegistrationRequired })
      .put('/api/Role/1', {})
      .catch(() => undefined);
    const language = scripted([problem(412, 'crm_registration_required')]);
    await client(language, { onRegistrationRequired })
      .get('/api/User/GetLanguage')
      .catch(() => undefined);
    expect(calls).toEqual(['http://localhost:8080/portal/api/Customer']);
  });
});

describe('answers with their headers', () => {
  it('requestWithHeaders gives the body, the status and the ETag to send back as If-Match', async () => {
    const server = scripted([
      json(200, { id: 'r1', name: 'Mitarbeiter' }, { etag: '"v3"' }),
      new Response(null, { status: 204 }),
    ]);
    const c = client(server);
    const read = await c.requestWithHeaders<{ name: string }>('GET', '/api/Role/r1');
    expect(read.status).toBe(200);
    expect(read.body).toEqual({ id: 'r1', name: 'Mitarbeiter' });
    expect(read.headers.get('etag')).toBe('"v3"');
    const written = await c.requestWithHeaders('PUT', '/api/Role/r1', {
      body: { name: 'Staff' },
      headers: { 'if-match': read.headers.get('etag') ?? '' },
    });
    expect(written).toMatchObject({ status: 204, body: undefined });
    expect((server.calls[1]!.init.headers as Record<string, string>)['if-match']).toBe('"v3"');
  });

  it('fails like request: HttpError with the problem code, retries included', async () => {
    const server = scripted([problem(503, 'service_unavailable'), problem(412, 'precondition_failed')]);
    await expect(client(server).requestWithHeaders('GET', '/api/Role/r1')).rejects.toMatchObject({
      status: 412,
      code: 'precondition_failed',
    });
    expect(server.calls).toHaveLength(2);
  });
});

describe('bearer tokens only over TLS', () => {
  it('sends tokens over https and to this machine, never over plain http elsewhere', () => {
    expect(mayCarryToken(new URL('https://portal.example/portal/api'))).toBe(true);
    expect(mayCarryToken(new URL('http://localhost:8080/portal/api'))).toBe(true);
    expect(mayCarryToken(new URL('http://arbonia.localhost:8080/portal/api'))).toBe(true);
    expect(mayCarryToken(new URL('http://127.0.0.1:8080/portal/api'))).toBe(true);
    expect(mayCarryToken(new URL('http://portal.example/portal/api'))).toBe(false);
  });

  it('refuses the call rather than leak the token', async () => {
    const server = scripted([json(200, {})]);
    const c = new HttpClient({ baseUrl: 'http://portal.example/portal', getToken: () => 't', fetch: server.fetch });
    await expect(c.get('/api/Favorites')).rejects.toThrow(/refusing to send a bearer token/);
    expect(server.calls).toHaveLength(0);
  });

  it('adds the bearer header and query lists', async () => {
    const server = scripted([json(200, [])]);
    await client(server).get('/api/OrderSystemOrder/1/export', { query: { dateRange: ['2026-11-01', '2026-11-30'] } });
    expect(server.calls[0]!.url).toBe(
      'http://localhost:8080/portal/api/OrderSystemOrder/1/export?dateRange=2026-11-01&dateRange=2026-11-30',
    );
    expect((server.calls[0]!.init.headers as Record<string, string>).authorization).toBe('Bearer token-1');
  });
});

describe('failureOf: what a failed call tells a mini-app', () => {
  it('reads status, code, detail and field errors by shape, so the shell’s copy of HttpError counts too', () => {
    const problem = {
      type: 't',
      title: 'x',
      status: 400,
      code: 'sql_write_refused',
      detail: 'refused: update',
      errors: [{ path: 'body.query', message: 'm' }],
    };
    expect(failureOf(new HttpError(400, problem))).toEqual({
      status: 400,
      code: 'sql_write_refused',
      detail: 'refused: update',
      errors: [{ path: 'body.query', message: 'm' }],
    });
    const shellCopy = { status: 401, code: 'insufficient_user_authentication', problem: undefined };
    expect(failureOf(shellCopy)).toMatchObject({ status: 401, code: 'insufficient_user_authentication', errors: [] });
    expect(failureOf(new TypeError('Failed to fetch'))).toBeUndefined();
    expect(failureOf(null)).toBeUndefined();
  });
});

describe('failureMessage: one sentence for a failed call', () => {
  const words = {
    offline: 'offline',
    forbidden: 'forbidden',
    notFound: 'gone',
    rateLimited: 'too many',
    unavailable: 'later',
    unknown: (code: string) => `unknown ${code}`,
  };
  const failed = (status: number, code?: string) => ({ status, code, problem: undefined });

  it.each([
    [failed(403), 'forbidden'],
    [failed(400, 'forbidden'), 'forbidden'],
    [failed(404, 'not_found'), 'gone'],
    [failed(429), 'too many'],
    [failed(503, 'service_unavailable'), 'later'],
    [failed(502), 'later'],
    [failed(504), 'later'],
    [failed(400, 'sql_write_refused'), 'unknown sql_write_refused'],
    [failed(500), 'unknown HTTP 500'],
    [new TypeError('Failed to fetch'), 'offline'],
  ])('says %j as %j', (error, sentence) => {
    expect(failureMessage(error, words)).toBe(sentence);
  });

  it("takes the mini-app's own sentence for the codes it names, before the common ones", () => {
    const own = (f: { code: string | undefined }) => (f.code === 'not_found' ? 'no such delivery' : undefined);
    expect(failureMessage(failed(404, 'not_found'), words, own)).toBe('no such delivery');
    expect(failureMessage(failed(403), words, own)).toBe('forbidden');
  });
});

describe('a file as the body', () => {
  it('sends a Blob as it is, with its own type, not as JSON', async () => {
    const server = scripted([json(201, { name: 'a.pdf' })]);
    const file = new Blob(['%PDF-1.4'], { type: 'application/pdf' });
    const answer = await client(server).requestWithHeaders('PUT', '/api/File/file', { body: file });
    expect(answer.status).toBe(201);
    const sent = server.calls[0]!.init;
    expect((sent.headers as Record<string, string>)['content-type']).toBe('application/pdf');
    expect(sent.body).toBe(file);
  });
});
