import { sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rows } from '../db/client';
import { startTestApp, type TestApp } from '../testing/app';
import { demoUserId } from '../testing/users';
import { fingerprintOf, KEEP_HOURS, pruneIdempotencyKeys } from './idempotency';

const request = (body: unknown, url = '/x/:id', params: unknown = { id: '1' }) =>
  ({ method: 'POST', routeOptions: { url }, url, params, body }) as unknown as FastifyRequest;

describe('idempotency keys: what counts as the same request', () => {
  it('ignores key order and absent fields, and sees any change of value, route or parameter', () => {
    const a = fingerprintOf(request({ planId: 'p', lines: [{ a: 1, q: 2 }], note: undefined }));
    expect(fingerprintOf(request({ lines: [{ q: 2, a: 1 }], planId: 'p' }))).toBe(a);
    expect(fingerprintOf(request({ lines: [{ q: 3, a: 1 }], planId: 'p' }))).not.toBe(a);
    expect(fingerprintOf(request({ planId: 'p', lines: [{ a: 1, q: 2 }] }, '/y/:id'))).not.toBe(a);
    expect(fingerprintOf(request({ planId: 'p', lines: [{ a: 1, q: 2 }] }, '/x/:id', { id: '2' }))).not.toBe(a);
  });
});

describe('idempotency keys: kept at least 24 hours', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp();
  });
  afterAll(() => app.close());

  it(`prunes keys older than ${KEEP_HOURS} hours and keeps a day-old one`, async () => {
    const userId = await demoUserId(app, 'employee');
    await app.database.db.execute(sql`
      insert into portal.idempotency_key (user_id, key, fingerprint, status_code, response_body, created_at)
      values (${userId}, 'day-old', 'f', 201, '{}'::jsonb, now() - interval '25 hours'),
             (${userId}, 'three-days-old', 'f', 201, '{}'::jsonb, now() - interval '72 hours')`);
    expect(await pruneIdempotencyKeys(app.database.db)).toBe(1);
    const left = await rows<{ key: string }>(
      app.database.db,
      sql`select key from portal.idempotency_key where user_id = ${userId} order by key`,
    );
    expect(left.map((r) => r.key)).toEqual(['day-old']);
  });
});
