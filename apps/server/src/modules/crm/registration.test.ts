import crypto from 'node:crypto';
import { CRM_CONSENT_TEXTS } from '@portal/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../testing/app';
import { startTestMailbox, type TestMailbox } from '../../testing/smtp';
import { mintAccessToken } from '../../testing/tokens';
import { bearer, demoSub, demoUserId } from '../../testing/users';
import { findContact } from './contacts';
import { ATTEMPTS_PER_ACCOUNT, ATTEMPTS_PER_EMAIL } from './registration';
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
    // An end customer's consent, as the form sends it (the other registrations ignore it).
    consentGiven: true,
    consentLanguage: 'de',
    ...extra,
  };
}

/** The one-time token of the next confirmation mail to `email`, as received over SMTP. */
async function confirmationToken(mailbox: TestMailbox, email: string): Promise<string> {
  const mail = await mailbox.nextFor(email);
  const token = /#\/confirm\?token=([A-Za-z0-9_-]{43})/.exec(mail.text)?.[1];
  if (!token) throw new Error(`no confirmation link in "${mail.subject}"`);
  return token;
}

describe('CRM registration and profile (spec §7 CRM backend, T33)', () => {
  let app: TestApp;
  /** A real SMTP server the portal delivers the registration mails to. */
  let mailbox: TestMailbox;
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
    method: 'GET' | 'POST' | 'PATCH' | 'PUT',
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
    mailbox = await startTestMailbox();
    app = await startTestApp({ PORTAL_SMTP_URL: mailbox.url });
  });
  afterAll(async () => {
    await app.close();
    await mailbox.close();
  });

  it('attacker: a forged Host header puts no foreign site into the confirmation mail’s link', async () => {
    // Anyone signed in may start a registration for any address: the mail goes to that address
    // with the portal's sender and brand, so its link must lead to the portal, not to the asker's host.
    const user = await newUser();
    const registered = await app.app.inject({
      method: 'POST',
      url: `${BASE}/RegistrationEndCustomer`,
      headers: { ...user.headers, host: 'portal-login.evil.example' },
      remoteAddress: nextAddress(),
      payload: userData(user.email),
    });
    expect(registered.statusCode, registered.body).toBe(200);
    const mail = await mailbox.nextFor(user.email);
    const link = new URL(/https?:\/\/\S+/.exec(mail.text)![0]);
    expect(app.config.origins).toContain(link.origin);
    expect(`${mail.text}\n${mail.html}`).not.toContain('evil.example');
    // Nor into the registration the administrators review and whose brand their decision mail takes.
    const contact = await findContact(app.database.db, user.id);
    expect(app.config.origins.map((o) => new URL(o).hostname)).toContain(contact!.domain);
  });

  it('registers an end customer only once they follow the mailed link; their consent is kept word for word', async () => {
    const user = await newUser();
    const before = await call('GET', `/User/${user.sub}/status?locale=fr-CH`, user.headers);
    expect(before.json()).toEqual({ userStatus: '7', statusMessage: 'Vous n’êtes pas encore inscrit.' });

    const registered = await call(
      'POST',
      '/RegistrationEndCustomer',
      user.headers,
      userData(user.email, { language: 'fr', consentLanguage: 'fr' }),
    );
    expect(registered.statusCode, registered.body).toBe(200);
    expect(registered.body).toBe('');

    // Not yet counted: still NotExists, asked to confirm, in the person's language.
    const waiting = await call('GET', `/User/${user.sub}/status?locale=de`, user.headers);
    expect(waiting.json()).toEqual({
      userStatus: '7',
      statusMessage:
        'Bitte bestätigen Sie Ihre Registrierung über den Link in der E-Mail, die wir Ihnen geschickt haben.',
    });
    const mail = await mailbox.nextFor(user.email);
    expect(mail.subject).toMatch(/^Veuillez confirmer votre inscription – /);
    expect(mail.text).toMatch(/^Bonjour Erika Muster/);
    const link = /https?:\/\/\S+/.exec(mail.text)![0];
    expect(new URL(link).pathname).toBe('/portal/fr/de/crm/');
    const token = /#\/confirm\?token=([A-Za-z0-9_-]{43})$/.exec(link)![1]!;

    // The link works without signing in (another device), and a retry of it changes nothing.
    for (let i = 0; i < 2; i++) {
      const confirmed = await call('POST', '/RegistrationConfirmation', {}, { token });
      expect(confirmed.statusCode, confirmed.body).toBe(200);
    }
    const after = await call('GET', `/User/${user.sub}/status?locale=de`, user.headers);
    expect(after.json().userStatus).toBe('1'); // ExistsAsWebRegistration
    const contact = await findContact(app.database.db, user.id);
    expect(contact).toMatchObject({
      openIdUserId: user.sub,
      email: user.email,
      registrationType: 'endCustomer',
      city: 'München',
      consentLanguage: 'fr',
      consentText: CRM_CONSENT_TEXTS.fr,
    });
    expect(contact!.confirmedAt).toBeInstanceOf(Date);
    expect(Math.abs(contact!.consentAt!.getTime() - Date.now())).toBeLessThan(5 * 60_000);
  });

  it('refuses an end customer’s registration without consent, and a link that is unknown or replaced', async () => {
    const user = await newUser();
    const without = await call(
      'POST',
      '/RegistrationEndCustomer',
      user.headers,
      userData(user.email, { consentGiven: false }),
    );
    expect(without.statusCode).toBe(400);
    expect(JSON.stringify(without.json())).toContain('consentGiven');
    expect(await findContact(app.database.db, user.id)).toBeUndefined();

    // Registering again (the mail got lost) replaces the first link.
    expect((await call('POST', '/RegistrationEndCustomer', user.headers, userData(user.email))).statusCode).toBe(200);
    const first = await confirmationToken(mailbox, user.email);
    expect((await call('POST', '/RegistrationEndCustomer', user.headers, userData(user.email))).statusCode).toBe(200);
    const second = await confirmationToken(mailbox, user.email);
    expect(second).not.toBe(first);
    for (const token of [first, 'A'.repeat(43)]) {
      const refused = await call('POST', '/RegistrationConfirmation', {}, { token });
      expect(refused.statusCode).toBe(400);
      expect(refused.json().code).toBe('confirmation_link_invalid');
    }
    expect((await findContact(app.database.db, user.id))!.confirmedAt).toBeNull();
    expect((await call('POST', '/RegistrationConfirmation', {}, { token: 'short' })).json().code).toBe(
      'validation_failed',
    );
    expect((await call('POST', '/RegistrationConfirmation', {}, { token: second })).statusCode).toBe(200);
  });

  it('checks postal code and city by the country, naming the field', async () => {
    const user = await newUser();
    for (const [extra, field] of [
      [{ country: 'DE', postalCode: '8033' }, 'postalCode'],
      [{ country: 'AT', postalCode: '80331' }, 'postalCode'],
      [{ country: 'CH', postalCode: 'CH-8001' }, 'postalCode'],
      [{ country: 'CZ', postalCode: '11000' }, 'postalCode'],
      [{ country: 'PL', postalCode: '00950' }, 'postalCode'],
      [{ country: 'DE', city: '80331 München' }, 'city'],
    ] as const) {
      const response = await call('POST', '/RegistrationSpecialist', user.headers, userData(user.email, extra));
      expect(response.statusCode, JSON.stringify(extra)).toBe(400);
      expect(response.json().errors.map((e: { path: string }) => e.path)).toEqual([`body.${field}`]);
    }
    expect(await findContact(app.database.db, user.id)).toBeUndefined();
    const praha = await call(
      'POST',
      '/RegistrationSpecialist',
      user.headers,
      userData(user.email, { country: 'CZ', postalCode: '110 00', city: 'Praha 1' }),
    );
    expect(praha.statusCode, praha.body).toBe(200);
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

  it('attacker: one account makes the portal mail no more than a few strangers, from any client address', async () => {
    const user = await newUser();
    const strangers = Array.from({ length: ATTEMPTS_PER_ACCOUNT + 1 }, () => `${crypto.randomUUID()}@example.com`);
    for (const email of strangers.slice(0, -1)) {
      const ok = await call('POST', '/RegistrationEndCustomer', user.headers, userData(email));
      expect(ok.statusCode, ok.body).toBe(200);
    }
    const refused = await call('POST', '/RegistrationEndCustomer', user.headers, userData(strangers.at(-1)!));
    expect(refused.statusCode).toBe(429);
    expect(refused.json().code).toBe('rate_limited');
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    await mailbox.nextFor(strangers.at(-2)!);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(mailbox.received.some((m) => m.to.includes(strangers.at(-1)!))).toBe(false);
  });

  it('limits registrations per client address', async () => {
    const from = nextAddress();
    // A new account each time: the account's own limit is the test above.
    const register = async (remoteAddress: string) =>
      call(
        'POST',
        '/RegistrationEndCustomer',
        (await newUser()).headers,
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

  /** The clerk (the sales demo holds the CRM clerk's role) decides on the version they read. */
  async function decide(userId: string, userStatus: 1 | 2 | 3) {
    const clerk = await bearer(app, 'sales');
    const list = await call('GET', '/Registration?pageSize=100', clerk);
    const entry = list.json().items.find((e: { userId: string }) => e.userId === userId);
    return call(
      'PUT',
      `/Registration/${userId}/status`,
      { ...clerk, 'if-match': `"v${entry.version}"` },
      { userStatus },
    );
  }

  it('authorization: the profile needs an approved registration (else 412) and answers for the caller’s own id only', async () => {
    const specialist = await bearer(app, 'specialist');
    const specialistId = demoSub('specialist');
    const partnerId = demoSub('partner');
    expect((await call('GET', `/User/${specialistId}`, {})).statusCode).toBe(401);
    // Signed in without a registration: 412, the code that starts the shell's registration handling.
    const noRole = await newUser();
    const unregistered = await call('GET', `/User/${noRole.sub}`, noRole.headers);
    expect(unregistered.statusCode).toBe(412);
    expect(unregistered.json().code).toBe('crm_registration_required');
    expect((await call('PATCH', `/User/${noRole.sub}`, noRole.headers, userData(noRole.email))).statusCode).toBe(412);

    expect((await call('POST', '/RegistrationSpecialist', specialist, userData('fach@example.com'))).statusCode).toBe(
      200,
    );
    // Registered, waiting for the clerk (1): still 412; the status call says why.
    expect((await call('GET', `/User/${specialistId}`, specialist)).json().code).toBe('crm_registration_required');
    const specialistUserId = await demoUserId(app, 'specialist');
    expect((await decide(specialistUserId, 2)).statusCode).toBe(200);

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
    // Their own id, not registered: the 412 of the registration handling.
    expect((await call('GET', `/User/${partnerId}`, await bearer(app, 'partner'))).statusCode).toBe(412);
  });

  it('changes the own profile but not the address registered', async () => {
    const specialist = await bearer(app, 'specialist');
    const id = demoSub('specialist');
    const userId = await demoUserId(app, 'specialist');
    if (!(await findContact(app.database.db, userId))) {
      await call('POST', '/RegistrationSpecialist', specialist, userData('fach@example.com'));
    }
    if ((await findContact(app.database.db, userId))!.userStatus !== 2) await decide(userId, 2);
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
