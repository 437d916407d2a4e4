import type { BekonTrackingResult } from '@portal/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rows } from '../../db/client';
import { startTestApp, type TestApp } from '../../testing/app';
import { bearer } from '../../testing/users';
import { TRACKING_RATE_LIMIT } from './routes';
import { bekonTrackingRows } from './seed';

/** Each test from its own client address, so the per-address limit of one does not touch another. */
let address = 0;
const nextAddress = () => `198.51.100.${++address}`;

describe('public delivery tracking of the shower-design brand (GET /portal/api/BekonTracking)', () => {
  let app: TestApp;
  const track = (query: Record<string, string>, remoteAddress = nextAddress(), headers: Record<string, string> = {}) =>
    app.app.inject({ method: 'GET', url: '/portal/api/BekonTracking', query, headers, remoteAddress });

  beforeAll(async () => {
    app = await startTestApp();
  });
  afterAll(() => app.close());

  it('answers a matching number and postcode with the timeline, the carrier and the positions, without a token', async () => {
    const response = await track({ Number: '80000001', PostalCode: '8001', Language: 'en' });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    const body = response.json<BekonTrackingResult>();
    const seeded = bekonTrackingRows(new Date()).deliveries.find((d) => d.number === '80000001')!;
    expect(body).toMatchObject({
      deliveryNumber: '80000001',
      orderNumber: '5100001',
      status: 'shipped',
      expectedDeliveryDate: seeded.expectedDate,
      carrier: 'Die Post',
      trackingNumber: seeded.trackingNumber,
    });
    expect(body.timeline.map((e) => [e.step, e.done])).toEqual([
      ['ordered', true],
      ['confirmed', true],
      ['produced', true],
      ['shipped', true],
      ['delivered', false],
    ]);
    expect(body.timeline[3]!.date).toBe(seeded.shippedDate);
    expect(body.positions.map((p) => [p.position, p.name, p.quantity])).toEqual([
      [10, 'Koralle S600 shower enclosure, recess 900 mm', 1],
      [20, 'Flat shower tray 900 × 900 mm', 1],
      [30, 'Stainless steel shower channel 800 mm', 2],
    ]);
    // No prices and no names of the buyer in a public answer.
    expect(response.body).not.toMatch(/netValue|Meier|customer/i);
  });

  it('finds the delivery by its order number too, with the texts in the language asked for', async () => {
    const body = (
      await track({ Number: '5100002', PostalCode: 'CH-3011', Language: 'fr' })
    ).json<BekonTrackingResult>();
    expect(body.deliveryNumber).toBe('80000002');
    expect(body.status).toBe('delivered');
    expect(body.expectedDeliveryDate).toBeNull();
    expect(body.positions[0]!.name).toBe('Paroi de douche Koralle S600, niche 900 mm');
  });

  it('shows no carrier before the goods leave, and the steps still to come without a day', async () => {
    const body = (await track({ Number: '80000004', PostalCode: '1003' })).json<BekonTrackingResult>();
    expect(body.status).toBe('confirmed');
    expect(body.carrier).toBeNull();
    expect(body.trackingNumber).toBeNull();
    expect(body.timeline.filter((e) => !e.done).map((e) => e.date)).toEqual([null, null, null]);
  });

  it('gives the identical 404 for a wrong postcode, an unknown number and another company’s delivery', async () => {
    const answers = await Promise.all([
      track({ Number: '80000001', PostalCode: '8002' }),
      track({ Number: '89999999', PostalCode: '8001' }),
      // 80000006 is a delivery of the group's other Swiss company, with its right postcode.
      track({ Number: '80000006', PostalCode: '8400' }),
      track({ Number: '5100006', PostalCode: '8400' }),
    ]);
    for (const answer of answers) {
      expect(answer.statusCode).toBe(404);
      expect(answer.headers['content-type']).toMatch(/^application\/problem\+json/);
      expect(answer.json().code).toBe('not_found');
    }
    // Byte for byte the same body (no request id or number in it): nothing tells the cases apart.
    expect(new Set(answers.map((a) => a.body)).size).toBe(1);
  });

  it.each([
    ['no postcode', { Number: '80000001' }, 'querystring.PostalCode'],
    ['no number', { PostalCode: '8001' }, 'querystring.Number'],
    ['letters in the number', { Number: "8000' or 1=1", PostalCode: '8001' }, 'querystring.Number'],
    ['a German postcode', { Number: '80000001', PostalCode: '80331' }, 'querystring.PostalCode'],
    ['an unknown language', { Number: '80000001', PostalCode: '8001', Language: 'xx' }, 'querystring.Language'],
    ['an overlong number', { Number: '8'.repeat(200), PostalCode: '8001' }, 'querystring.Number'],
  ])('refuses %s with 400 validation_failed naming the field, and changes nothing', async (_case, query, field) => {
    const count = async () =>
      (await rows<{ n: string }>(app.database.db, sql`select count(*)::text as n from erp.delivery`))[0]!.n;
    const before = await count();
    const response = await track(query);
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json().code).toBe('validation_failed');
    expect(JSON.stringify(response.json().errors)).toContain(field.replace('querystring.', ''));
    expect(await count()).toBe(before);
  });

  it('limits tries per client address: 429 with Retry-After, other addresses go on', async () => {
    const from = nextAddress();
    for (let i = 0; i < TRACKING_RATE_LIMIT.max; i++) {
      expect((await track({ Number: String(80000100 + i), PostalCode: '8001' }, from)).statusCode).toBe(404);
    }
    const refused = await track({ Number: '80000001', PostalCode: '8001' }, from);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().code).toBe('rate_limited');
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect((await track({ Number: '80000001', PostalCode: '8001' }, nextAddress())).statusCode).toBe(200);
  });

  it('answers a signed-in user the same as a visitor (public: no token needed, none checked)', async () => {
    const signedIn = await track(
      { Number: '80000003', PostalCode: '6003' },
      nextAddress(),
      await bearer(app, 'employee'),
    );
    const anonymous = await track({ Number: '80000003', PostalCode: '6003' });
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.body).toBe(anonymous.body);
    expect(anonymous.json().status).toBe('ordered');
  });

  it('is documented in the portal API’s OpenAPI document with its two parameters', async () => {
    const doc = (await app.app.inject({ method: 'GET', url: '/portal/api/docs/json' })).json();
    const operation = doc.paths['/portal/api/BekonTracking'].get;
    expect(
      operation.parameters.map((p: { name: string; required?: boolean }) => [p.name, p.required ?? false]),
    ).toEqual(
      expect.arrayContaining([
        ['Number', true],
        ['PostalCode', true],
        ['Language', false],
      ]),
    );
  });
});
