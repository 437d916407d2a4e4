import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../testing/app';
import { mintAccessToken } from '../../testing/tokens';
import { bearer, demoSub, demoUserId } from '../../testing/users';
import { findContact } from './contacts';
import { ATTEMPTS_PER_EMAIL } from './registration';
import { REGISTRATION_BODY_LIMIT, REGISTRATION_RATE_LIMIT } from './registrationRoutes';

const BASE = '/webcrmapi/api';

function userData(email: string, extra: Record<string, unknown> = {}) {
  return {
    email,
    salutation: 'ms',
    firstName: 'Erika',
    lastName: 'Muster',
    street: 'Hauptstraße 1',
    postalCode: '80331',
    city: 'München',
    language: 'de',
    country: 'DE',
    targetGroup: 'PRS',
    newsletter: true,
    ...extra,
  };
}

describe('CRM registration and profile (spec §7 CRM backend, T33)', () => {
  let app: TestApp;
  /** Each test speaks from its own client address, so the per-address limit of one does not reach another. */
  let address = 0;
  const nextAddress = () => `10.0.0.${++address}`;

  /** A person who signed in to the portal and holds no role, with the e-mail address their token names. */
  async function newUser(email = `${crypto.randomUUID()}@example.com`, scope?: string) {
    const sub = crypto.randomUUID();
    const token = await mintAccessToken(app.database, { sub, claims: { email }, ...(scope ? { scope } : {}) });
    const headers = { authorization: `Bearer ${token}` };
    const login = await app.app.inject({
      method: 'POST',
      url: '/portal/api/Auth/loginOpenId',
      headers,
      payload: { sub },
    });
    return { sub, email, id: login.json().user.id as string, headers };
  }

  const call = (
    method: 'GET' | 'POST' | 'PATCH',
    url: string,
    headers: Record<string, string>,
    payload?: unknown,
    remoteAddress = nextAddress(),
  ) =>
    app.app.inject({
      method,
      url: `${BASE}${url}`,
      headers,
      remoteAddress,
      ...(payload ? { payload: payload as object } : {}),
    });

  beforeAll(async () => {
    app = await startTestApp();
  });
  afterAll(() => app.close());

  it('registers a signed-in person without any role; their status moves from NotExists to the web registration', async () => {
    const user = await newUser();
    const before = await call('GET', `/User/${user.sub}/status?locale=fr-CH`, user.headers);
    expect(before.json()).toEqual({ userStatus: '7', statusMessage: 'Vous n’êtes pas encore inscrit.' });

    const registered = await call('POST', '/RegistrationEndCustomer', user.headers, userData(user.email));
    expect(registered.statusCode, registered.body).toBe(200);
    expect(registered.body).toBe('');

    const after = await call('GET', `/User/${user.sub}/status?locale=de`, user.headers);
    expect(after.json().userStatus).toBe('1'); // ExistsAsWebRegistration
    const contact = await findContact(app.database.db, user.id);
    expect(contact).toMatchObject({
      openIdUserId: user.sub,
      email: user.email,
      registrationType: 'endCustomer',
      city: 'München',
    });
  });

  it('answers a second registration of a taken address like any other, and stores nothing for it', async () => {
    const first = await newUser();
    const second = await newUser(first.email.toUpperCase());
    expect((await call('POST', '/RegistrationSpecialist', first.headers, userData(first.email))).statusCode).toBe(200);
    const again = await call('POST', '/RegistrationEndCustomer', second.headers, userData(first.email.toUpperCase()));
    expect(again.statusCode).toBe(200);
    expect(again.body).toBe('');
    expect(await findContact(app.database.db, second.id)).toBeUndefined();
    // Only the person whose own address it is learns why, from their own status.
    const status = await call('GET', `/User/${second.sub}/status?locale=en`, second.headers);
    expect(status.json().userStatus).toBe('6'); // DuplicateEmail
  });

  it('keeps nothing when the hidden field is filled in, and answers as usual', async () => {
    const user = await newUser();
    const response = await call(
      'POST',
      '/RegistrationEndCustomer',
      user.headers,
      userData(user.email, { nickname: 'bot' }),
    );
    expect(response.statusCode).toBe(200);
    expect(await findContact(app.database.db, user.id)).toBeUndefined();
  });

  it(`lets one address start ${ATTEMPTS_PER_EMAIL} registrations an hour, from any account`, async () => {
    const email = `${crypto.randomUUID()}@example.com`;
    for (let i = 0; i < ATTEMPTS_PER_EMAIL; i++) {
      const user = await newUser();
      expect((await call('POST', '/RegistrationEndCustomer', user.headers, userData(email))).statusCode).toBe(200);
    }
    const late = await newUser();
    const refused = await call('POST', '/RegistrationEndCustomer', late.headers, userData(email));
    expect(refused.statusCode).toBe(429);
    expect(refused.json().code).toBe('rate_limited');
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(await findContact(app.database.db, late.id)).toBeUndefined();
  });

  it('limits registrations per client address', async () => {
    const user = await newUser();
    const from = nextAddress();
    const register = (remoteAddress: string) =>
      call(
        'POST',
        '/RegistrationEndCustomer',
        user.headers,
        userData(`${crypto.randomUUID()}@example.com`),
        remoteAddress,
      );
    for (let i = 0; i < REGISTRATION_RATE_LIMIT.max; i++) {
      const ok = await register(from);
      expect(ok.statusCode, ok.body).toBe(200);
    }
    const refused = await register(from);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().code).toBe('rate_limited');
    expect((await register(nextAddress())).statusCode).toBe(200);
  });

  it('takes JSON only, and no body larger than a form', async () => {
    const user = await newUser();
    for (const type of ['text/plain', 'application/x-www-form-urlencoded']) {
      const response = await app.app.inject({
        method: 'POST',
        url: `${BASE}/RegistrationEndCustomer`,
        headers: { ...user.headers, 'content-type': type },
        payload: JSON.stringify(userData(user.email)),
        remoteAddress: nextAddress(),
      });
      expect(response.statusCode, type).toBe(415);
      expect(response.json().code).toBe('unsupported_media_type');
    }
    const big = await call(
      'POST',
      '/RegistrationEndCustomer',
      user.headers,
      userData(user.email, { accountInfo: 'x'.repeat(REGISTRATION_BODY_LIMIT) }),
    );
    expect(big.statusCode).toBe(413);
    expect(await findContact(app.database.db, user.id)).toBeUndefined();
  });

  it('refuses incomplete or foreign registrations with a problem naming the field', async () => {
    const user = await newUser();
    for (const [body, field] of [
      [userData(user.email, { firstName: '  ' }), 'firstName'],
      [userData(user.email, { country: 'XX' }), 'country'],
      [userData('not-an-address'), 'email'],
      [userData(user.email, { websiteUrl: 'javascript:alert(1)' }), 'websiteUrl'],
    ] as const) {
      const response = await call('POST', '/RegistrationEndCustomer', user.headers, body);
      expect(response.statusCode, field).toBe(400);
      expect(response.json().code).toBe('validation_failed');
      expect(JSON.stringify(response.json())).toContain(field);
    }
    const foreign = await call(
      'POST',
      '/RegistrationEndCustomer',
      user.headers,
      userData(user.email, { openIdUserId: crypto.randomUUID() }),
    );
    expect(foreign.statusCode).toBe(403);
    expect(await findContact(app.database.db, user.id)).toBeUndefined();
  });

  it('authorization: registering needs a signed-in token with the CRM scope', async () => {
    const anonymous = await call('POST', '/RegistrationSimple', {}, { language: 'de' });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.headers['www-authenticate']).toContain('Bearer');
    const portalOnly = await newUser(undefined, 'openid email profile portal');
    expect((await call('POST', '/RegistrationSimple', portalOnly.headers, { language: 'de' })).statusCode).toBe(403);
  });

  it('authorization: the profile needs the CRM user resource and answers for the caller’s own id only', async () => {
    const specialist = await bearer(app, 'specialist');
    const specialistId = demoSub('specialist');
    const partnerId = demoSub('partner');
    expect((await call('POST', '/RegistrationSpecialist', specialist, userData('fach@example.com'))).statusCode).toBe(
      200,
    );

    expect((await call('GET', `/User/${specialistId}`, {})).statusCode).toBe(401);
    const noRole = await newUser();
    expect((await call('GET', `/User/${noRole.sub}`, noRole.headers)).statusCode).toBe(403);
    const own = await call('GET', `/User/${specialistId}`, specialist);
    expect(own.statusCode).toBe(200);
    expect(own.json()).toMatchObject({
      email: 'fach@example.com',
      firstName: 'Erika',
      country: 'DE',
      newsletter: true,
    });
    // Another user's id reads as missing, whether or not they registered.
    expect((await call('GET', `/User/${partnerId}`, specialist)).statusCode).toBe(404);
    expect((await call('GET', `/User/${partnerId}/status`, specialist)).statusCode).toBe(404);
    expect((await call('GET', `/User/${partnerId}`, await bearer(app, 'partner'))).statusCode).toBe(404);
  });

  it('changes the own profile but not the address registered', async () => {
    const specialist = await bearer(app, 'specialist');
    const id = demoSub('specialist');
    const userId = await demoUserId(app, 'specialist');
    if (!(await findContact(app.database.db, userId))) {
      await call('POST', '/RegistrationSpecialist', specialist, userData('fach@example.com'));
    }
    const email = (await findContact(app.database.db, userId))!.email;
    const changed = await call(
      'PATCH',
      `/User/${id}`,
      specialist,
      userData(email, { city: 'Augsburg', newsletter: false }),
    );
    expect(changed.statusCode, changed.body).toBe(200);
    expect((await call('GET', `/User/${id}`, specialist)).json()).toMatchObject({
      city: 'Augsburg',
      newsletter: false,
    });

    const moved = await call('PATCH', `/User/${id}`, specialist, userData('other@example.com', { city: 'Bern' }));
    expect(moved.statusCode).toBe(400);
    expect(JSON.stringify(moved.json())).toContain('body.email');
    expect((await findContact(app.database.db, userId))!.city).toBe('Augsburg');
    const partner = await bearer(app, 'partner');
    expect((await call('PATCH', `/User/${id}`, partner, userData(email))).statusCode).toBe(404);
  });
});
