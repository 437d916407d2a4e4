import crypto from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEntry, mailOutbox } from '../../db/schema';
import { deliverQueuedMail } from '../../mail/outbox';
import { startTestApp, type TestApp } from '../../testing/app';
import { startTestMailbox, type TestMailbox } from '../../testing/smtp';
import { mintAccessToken } from '../../testing/tokens';
import { bearer, demoUserId } from '../../testing/users';
import { findContact } from './contacts';

const BASE = '/webcrmapi/api';

/** A specialist's registration: confirmed at once (only end customers confirm by mail). */
function registration(email: string, extra: Record<string, unknown> = {}) {
  return {
    email,
    salutation: 'mr',
    firstName: 'Jan',
    lastName: 'Novák',
    street: 'Václavské náměstí 1',
    postalCode: '110 00',
    city: 'Praha',
    language: 'cs',
    country: 'CZ',
    accountName: 'Novák Topení',
    ...extra,
  };
}

describe('the CRM clerk reviews registrations (issue 19 §6)', () => {
  let app: TestApp;
  /** A real SMTP server the portal delivers the decision mails to. */
  let mailbox: TestMailbox;
  let address = 0;
  const call = (method: 'GET' | 'PUT' | 'POST', url: string, headers: Record<string, string>, payload?: object) =>
    app.app.inject({
      method,
      url: `${BASE}${url}`,
      headers,
      remoteAddress: `10.1.0.${++address}`,
      ...(payload ? { payload } : {}),
    });

  /** A person who signed in to the portal, holding no role. */
  async function signedIn() {
    const sub = crypto.randomUUID();
    const email = `${sub}@example.com`;
    const headers = { authorization: `Bearer ${await mintAccessToken(app.database, { sub, claims: { email } })}` };
    const login = await app.app.inject({
      method: 'POST',
      url: '/portal/api/Auth/loginOpenId',
      headers,
      payload: { sub },
    });
    return { sub, email, headers, userId: login.json().user.id as string };
  }

  /** A person who signed in and registered as a specialist: status 1, waiting for the clerk. */
  async function applicant(extra: Record<string, unknown> = {}) {
    const person = await signedIn();
    const registered = await call('POST', '/RegistrationSpecialist', person.headers, registration(person.email, extra));
    expect(registered.statusCode, registered.body).toBe(200);
    return person;
  }

  async function entryOf(userId: string, clerk: Record<string, string>) {
    const list = await call('GET', '/Registration?status=1&pageSize=100', clerk);
    return list.json().items.find((e: { userId: string }) => e.userId === userId);
  }

  beforeAll(async () => {
    mailbox = await startTestMailbox();
    app = await startTestApp({ PORTAL_SMTP_URL: mailbox.url });
  });
  afterAll(async () => {
    await app.close();
    await mailbox.close();
  });

  it('authorization matrix: no token 401, a role without the resource 403, the clerk and the administrator 200', async () => {
    const person = await applicant();
    const url = `/Registration/${person.userId}/status`;
    expect((await call('GET', '/Registration', {})).statusCode).toBe(401);
    expect((await call('PUT', url, { 'if-match': '"v1"' }, { userStatus: 2 })).statusCode).toBe(401);
    for (const login of ['partner', 'employee', 'specialist'] as const) {
      const headers = await bearer(app, login);
      expect((await call('GET', '/Registration', headers)).statusCode, login).toBe(403);
      expect((await call('PUT', url, { ...headers, 'if-match': '"v1"' }, { userStatus: 2 })).statusCode, login).toBe(
        403,
      );
    }
    // The applicant themself decides nothing.
    expect((await call('PUT', url, { ...person.headers, 'if-match': '"v1"' }, { userStatus: 2 })).statusCode).toBe(403);
    expect((await findContact(app.database.db, person.userId))!.userStatus).toBe(1);
    for (const login of ['sales', 'admin'] as const) {
      expect((await call('GET', '/Registration', await bearer(app, login, { mfa: true }))).statusCode, login).toBe(200);
    }
  });

  it('lists confirmed registrations by status, a page at a time; an unconfirmed one is not listed', async () => {
    const clerk = await bearer(app, 'sales');
    const people = [await applicant(), await applicant(), await applicant()];
    // An end customer who never followed the link.
    const unconfirmed = await signedIn();
    await call('POST', '/RegistrationEndCustomer', unconfirmed.headers, {
      ...registration(unconfirmed.email),
      consentGiven: true,
      consentLanguage: 'cs',
    });

    const all = await call('GET', '/Registration?status=1&pageSize=100', clerk);
    expect(all.statusCode).toBe(200);
    const ids = all.json().items.map((e: { userId: string }) => e.userId);
    for (const p of people) expect(ids).toContain(p.userId);
    expect(ids).not.toContain(unconfirmed.userId);
    expect(all.json().items.every((e: { userStatus: number }) => e.userStatus === 1)).toBe(true);

    const total = all.json().total as number;
    const first = await call('GET', '/Registration?status=1&page=1&pageSize=2', clerk);
    const second = await call('GET', '/Registration?status=1&page=2&pageSize=2', clerk);
    expect(first.json()).toMatchObject({ total, page: 1, pageSize: 2 });
    expect(first.json().items).toHaveLength(2);
    const paged = [...first.json().items, ...second.json().items].map((e: { userId: string }) => e.userId);
    expect(new Set(paged).size).toBe(paged.length);
    expect(paged).toEqual(ids.slice(0, paged.length));

    const bad = await call('GET', '/Registration?status=9', clerk);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().code).toBe('validation_failed');
  });

  it('approves on the version read (If-Match), audits it, mails the applicant, who then reaches the CRM data', async () => {
    const clerk = await bearer(app, 'sales');
    const person = await applicant();
    const url = `/Registration/${person.userId}/status`;
    const entry = await entryOf(person.userId, clerk);
    expect(entry).toMatchObject({ email: person.email, registrationType: 'specialist', city: 'Praha', userStatus: 1 });

    const withoutIfMatch = await call('PUT', url, clerk, { userStatus: 2 });
    expect(withoutIfMatch.statusCode).toBe(428);
    const stale = await call('PUT', url, { ...clerk, 'if-match': `"v${entry.version - 1}"` }, { userStatus: 2 });
    expect(stale.statusCode).toBe(412);
    expect(stale.json().code).toBe('precondition_failed');
    expect((await call('GET', `/User/${person.sub}`, person.headers)).statusCode).toBe(412);

    const approved = await call('PUT', url, { ...clerk, 'if-match': `"v${entry.version}"` }, { userStatus: 2 });
    expect(approved.statusCode, approved.body).toBe(200);
    expect(approved.json()).toMatchObject({ userStatus: 2, version: entry.version + 1 });
    expect(approved.headers.etag).toBe(`"v${entry.version + 1}"`);
    // The same decision again on the old version: someone (this clerk) changed it meanwhile.
    expect(
      (await call('PUT', url, { ...clerk, 'if-match': `"v${entry.version}"` }, { userStatus: 2 })).statusCode,
    ).toBe(412);

    const profile = await call('GET', `/User/${person.sub}`, person.headers);
    expect(profile.statusCode).toBe(200);
    expect(profile.json()).toMatchObject({ email: person.email, city: 'Praha' });
    const status = await call('GET', `/User/${person.sub}/status?locale=cs`, person.headers);
    expect(status.json().userStatus).toBe('2');

    const trail = await app.database.db
      .select()
      .from(auditEntry)
      .where(and(eq(auditEntry.entity, 'crmRegistration'), eq(auditEntry.entityId, person.userId)));
    expect(trail).toHaveLength(1);
    expect(trail[0]).toMatchObject({
      actorId: await demoUserId(app, 'sales'),
      before: { userStatus: 1 },
      after: { userStatus: 2 },
    });
    const mail = await mailbox.nextFor(person.email);
    expect(mail.subject).toMatch(/^Vaše registrace byla schválena – /);
    expect(mail.text).toMatch(/^Dobrý den, Jan Novák/);
  });

  it('rejects (3): the applicant is refused with 403; moved back to review (1) they meet the 412 again', async () => {
    const clerk = await bearer(app, 'sales');
    const person = await applicant();
    const url = `/Registration/${person.userId}/status`;
    const entry = await entryOf(person.userId, clerk);
    const rejected = await call('PUT', url, { ...clerk, 'if-match': `"v${entry.version}"` }, { userStatus: 3 });
    expect(rejected.statusCode).toBe(200);
    const blocked = await call('GET', `/User/${person.sub}`, person.headers);
    expect(blocked.statusCode).toBe(403);
    expect(blocked.json().code).toBe('crm_access_blocked');

    const same = await call('PUT', url, { ...clerk, 'if-match': rejected.headers.etag as string }, { userStatus: 3 });
    expect(same.statusCode).toBe(409);
    const back = await call('PUT', url, { ...clerk, 'if-match': rejected.headers.etag as string }, { userStatus: 1 });
    expect(back.statusCode).toBe(200);
    expect((await call('GET', `/User/${person.sub}`, person.headers)).json().code).toBe('crm_registration_required');
    const invalid = await call('PUT', url, { ...clerk, 'if-match': back.headers.etag as string }, { userStatus: 5 });
    expect(invalid.statusCode).toBe(400);
    expect(
      (
        await call(
          'PUT',
          `/Registration/${crypto.randomUUID()}/status`,
          { ...clerk, 'if-match': '"v1"' },
          { userStatus: 2 },
        )
      ).statusCode,
    ).toBe(404);
  });

  it('keeps a mail the SMTP server refused for the next run, and sends each mail once', async () => {
    const person = await applicant();
    const clerk = await bearer(app, 'sales');
    const entry = await entryOf(person.userId, clerk);
    await call(
      'PUT',
      `/Registration/${person.userId}/status`,
      { ...clerk, 'if-match': `"v${entry.version}"` },
      { userStatus: 3 },
    );
    expect((await mailbox.nextFor(person.email)).subject).toMatch(/^Vaše registrace nebyla schválena/);
    const outbox = () => app.database.db.select().from(mailOutbox).where(eq(mailOutbox.recipient, person.email));
    // Marked sent once the SMTP server took it (a moment after the mailbox has it).
    await expect.poll(async () => (await outbox())[0]?.sentAt).toBeInstanceOf(Date);
    const queued = await outbox();
    expect(queued).toHaveLength(1);

    // A mail whose SMTP delivery failed stays unsent with its error, and goes out once when it is due again.
    await app.database.db
      .update(mailOutbox)
      .set({ sentAt: null, nextAttemptAt: new Date() })
      .where(eq(mailOutbox.id, queued[0]!.id));
    const refusing = { sendMail: async () => Promise.reject(new Error('421 service not available')) };
    const log = { warn: () => undefined };
    await deliverQueuedMail(app.database.db, refusing, log, { limit: 10_000 });
    const [kept] = await app.database.db.select().from(mailOutbox).where(eq(mailOutbox.id, queued[0]!.id));
    expect(kept!.sentAt).toBeNull();
    expect(kept!.lastError).toBe('421 service not available');
    const later = { limit: 10_000, now: () => new Date(Date.now() + 10 * 60_000) };
    await deliverQueuedMail(app.database.db, app.mailer, log, later);
    await deliverQueuedMail(app.database.db, app.mailer, log, later);
    expect((await mailbox.nextFor(person.email)).subject).toMatch(/^Vaše registrace nebyla schválena/);
    // Once after the refusal, with the first delivery: two in all, not three.
    expect(mailbox.received.filter((m) => m.to.includes(person.email.toLowerCase()))).toHaveLength(2);
  });
});
