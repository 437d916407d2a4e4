import type { ReportingQuery, ReportResult, Subscription } from '@portal/contracts';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../../../../../bench/harness';
import * as t from '../../db/schema';
import { readXlsx } from '../../exports/testing';
import { createMailer } from '../../mail/index';
import { startTestApp, type TestApp } from '../../testing/app';
import { startTestMailbox, type TestMailbox } from '../../testing/smtp';
import { bearer, demoUserId } from '../../testing/users';
import { ReportingService } from './service';
import { SubscriptionService } from './subscriptions';
import { reportingCalls, userLimitedToCompanyCode } from './testing';

const customersReport = {
  source: 'customers',
  columns: [{ key: 'number' }, { key: 'name' }, { key: 'companyCode' }],
  order: { number: true },
};

describe('report subscriptions: a saved report by e-mail on a schedule (docs/reporting.md)', () => {
  let app: TestApp;
  let mailbox: TestMailbox;
  let sales: Record<string, string>;
  let employee: Record<string, string>;
  let salesEmail: string;

  beforeAll(async () => {
    mailbox = await startTestMailbox();
    // The app's own scheduler stays off: the tests run the schedulers themselves.
    app = await startTestApp({ PORTAL_SMTP_URL: mailbox.url, PORTAL_REPORT_SUBSCRIPTION_MS: '0' });
    sales = await bearer(app, 'sales');
    employee = await bearer(app, 'employee');
    const [user] = await app.database.db
      .select({ email: t.portalUser.email })
      .from(t.portalUser)
      .where(eq(t.portalUser.id, await demoUserId(app, 'sales')));
    salesEmail = user!.email.toLowerCase();
  });
  afterAll(async () => {
    await app.close();
    await mailbox.close();
  });

  const call = reportingCalls(() => app);
  const saveQuery = async (headers: Record<string, string>, name: string) => {
    const response = await call('POST', '/Query', headers, { name, data: customersReport });
    expect(response.statusCode, response.body).toBe(201);
    return (response.json() as ReportingQuery).reportingQueryId;
  };
  const subscribe = (headers: Record<string, string>, body: object) => call('POST', '/Subscription', headers, body);
  const schedulers = (mailer = app.mailer) => {
    const reporting = new ReportingService(app.database.db, app.accessService, { timeoutMs: 30_000 });
    return new SubscriptionService(app.database.db, app.accessService, reporting, mailer);
  };
  const due = (id: string) =>
    app.database.db
      .update(t.reportingSubscription)
      .set({ nextRunAt: new Date(Date.now() - 60_000) })
      .where(eq(t.reportingSubscription.id, id));
  const rowOf = async (id: string) =>
    (await app.database.db.select().from(t.reportingSubscription).where(eq(t.reportingSubscription.id, id)))[0]!;
  const auditActions = async (id: string) =>
    (
      await app.database.db
        .select({ action: t.auditEntry.action })
        .from(t.auditEntry)
        .where(and(eq(t.auditEntry.entity, 'reporting_subscription'), eq(t.auditEntry.entityId, id)))
    ).map((a) => a.action);

  it('authorization matrix: no token 401, no reporting 403, the owner 2xx, anyone else 404', async () => {
    const queryId = await saveQuery(sales, 'Abo Matrix');
    const body = {
      reportingQueryId: queryId,
      frequency: 'daily',
      hour: 7,
      format: 'xlsx',
      locale: 'de',
      recipients: [salesEmail],
    };
    for (const [method, url, payload] of [
      ['GET', '/Subscription'],
      ['POST', '/Subscription', body],
      ['DELETE', `/Subscription/${crypto.randomUUID()}`],
    ] as const) {
      expect((await call(method, url, {}, payload)).statusCode, `${method} ${url} without a token`).toBe(401);
      expect((await call(method, url, employee, payload)).statusCode, `${method} ${url} as an employee`).toBe(403);
    }
    const created = await subscribe(sales, body);
    expect(created.statusCode, created.body).toBe(201);
    const subscription = created.json() as Subscription;
    expect(new Date(subscription.nextRunAt).getTime()).toBeGreaterThan(Date.now());
    expect(
      ((await call('GET', '/Subscription', sales)).json() as Subscription[]).map((s) => s.subscriptionId),
    ).toContain(subscription.subscriptionId);
    // Another reporting user neither sees it nor deletes it.
    const other = (await userLimitedToCompanyCode(app, '2000')).headers;
    expect((await call('GET', '/Subscription', other)).json()).toEqual([]);
    expect((await call('DELETE', `/Subscription/${subscription.subscriptionId}`, other)).statusCode).toBe(404);
    // Nor subscribes to a query that is neither theirs nor shared with them.
    expect((await subscribe(other, body)).statusCode).toBe(404);
    expect((await call('DELETE', `/Subscription/${subscription.subscriptionId}`, sales)).statusCode).toBe(204);
    expect(await auditActions(subscription.subscriptionId)).toEqual(
      expect.arrayContaining(['reporting.subscription.create', 'reporting.subscription.delete']),
    );
  });

  it('refuses an address outside the portal and a schedule without its day, and stores nothing', async () => {
    const queryId = await saveQuery(sales, 'Abo Prüfung');
    const base = { reportingQueryId: queryId, frequency: 'daily', hour: 7, format: 'pdf', locale: 'en' };
    const stranger = await subscribe(sales, { ...base, recipients: [salesEmail, 'someone@example.org'] });
    expect(stranger.statusCode).toBe(400);
    expect(stranger.body).toContain('recipients.1');
    expect((await subscribe(sales, { ...base, frequency: 'weekly', recipients: [salesEmail] })).statusCode).toBe(400);
    expect((await subscribe(sales, { ...base, hour: 24, recipients: [salesEmail] })).statusCode).toBe(400);
    const stored = await app.database.db
      .select()
      .from(t.reportingSubscription)
      .where(eq(t.reportingSubscription.queryId, queryId));
    expect(stored).toEqual([]);
  });

  it('two schedulers at once send a due subscription once, as XLSX with the owner’s rows, and audit it', async () => {
    // The owner sees company code 2000 only; the recipient (sales) sees everything but gets the owner's report.
    const owner = await userLimitedToCompanyCode(app, '2000');
    const queryId = await saveQuery(owner.headers, 'Kunden 2000');
    const response = await subscribe(owner.headers, {
      reportingQueryId: queryId,
      frequency: 'weekly',
      weekday: 1,
      hour: 6,
      format: 'xlsx',
      locale: 'en',
      recipients: [salesEmail],
    });
    expect(response.statusCode, response.body).toBe(201);
    const { subscriptionId } = response.json() as Subscription;
    await due(subscriptionId);

    const log = app.app.log;
    const runs = await Promise.all([schedulers().sendDue(log), schedulers().sendDue(log)]);
    expect(runs.reduce((n, r) => n + r.sent, 0)).toBe(1);
    expect(runs.reduce((n, r) => n + r.retrying + r.failed, 0)).toBe(0);

    const mail = await mailbox.nextFor(salesEmail);
    expect(mail.subject).toBe('Report “Kunden 2000”');
    expect(mail.language).toBe('en');
    const [attachment] = mail.parsed.attachments;
    expect(attachment!.filename).toBe('Kunden 2000.xlsx');
    const [sheet] = Object.values(await readXlsx(attachment!.content));
    const header = sheet!.findIndex((row) => row.includes('Company code'));
    const body = sheet!.slice(header + 1);
    const visible = (
      await call('POST', '/Report', owner.headers, { reportingQueryId: queryId, limit: 10_000 })
    ).json() as ReportResult;
    expect(body.length).toBe(visible.count);
    expect(body.length).toBeGreaterThan(0);
    expect(body.every((row) => row[2] === '2000')).toBe(true);
    const everything = (await call('POST', '/Report', sales, { query: customersReport })).json() as ReportResult;
    expect(everything.count).toBeGreaterThan(body.length);

    // Sent once: no second mail, and the next send is next Monday at 6 (Central European time).
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(mailbox.received.filter((m) => m.subject === 'Report “Kunden 2000”')).toHaveLength(1);
    const row = await rowOf(subscriptionId);
    expect(row.nextRunAt.getTime()).toBeGreaterThan(Date.now());
    expect(
      new Intl.DateTimeFormat('en-GB', { weekday: 'long', hour: 'numeric', timeZone: 'Europe/Berlin' }).format(
        row.nextRunAt,
      ),
    ).toMatch(/^Monday,? 06$/);
    expect(row.lastSentAt).not.toBeNull();
    expect(row.attempts).toBe(0);
    expect(await auditActions(subscriptionId)).toEqual(
      expect.arrayContaining(['reporting.subscription.create', 'reporting.subscription.sent']),
    );
  });

  it('tries again after a refused mail and then sends the PDF', async () => {
    const queryId = await saveQuery(sales, 'Kunden PDF');
    const response = await subscribe(sales, {
      reportingQueryId: queryId,
      frequency: 'monthly',
      monthDay: 1,
      hour: 8,
      format: 'pdf',
      locale: 'de',
      recipients: [salesEmail],
    });
    const { subscriptionId } = response.json() as Subscription;
    await due(subscriptionId);

    // A mail server that is down: nothing listens on this port.
    const down = createMailer(
      { smtpUrl: `smtp://127.0.0.1:${await freePort()}`, from: 'portal@example.com', dataDir: '.tmp' },
      app.app.log,
    );
    expect(await schedulers(down).sendDue(app.app.log)).toEqual({ sent: 0, retrying: 1, failed: 0 });
    await down.close();
    const failed = await rowOf(subscriptionId);
    expect(failed.lastError).toBeTruthy();
    expect(failed.attempts).toBe(1);
    // Due again after the retry delay (5 minutes), not at the next regular turn a month away.
    expect(failed.nextRunAt.getTime() - Date.now()).toBeLessThan(6 * 60_000);
    expect(await auditActions(subscriptionId)).toContain('reporting.subscription.failed');

    await due(subscriptionId);
    expect(await schedulers().sendDue(app.app.log)).toEqual({ sent: 1, retrying: 0, failed: 0 });
    const mail = await mailbox.nextFor(salesEmail);
    expect(mail.subject).toBe('Bericht „Kunden PDF“');
    const [attachment] = mail.parsed.attachments;
    expect(attachment!.contentType).toBe('application/pdf');
    expect(attachment!.content.subarray(0, 5).toString()).toBe('%PDF-');
    const sent = await rowOf(subscriptionId);
    expect(sent.lastError).toBeNull();
    expect(sent.attempts).toBe(0);
  });

  describe('editing a subscription', () => {
    const edit = (headers: Record<string, string>, subscription: Subscription, body: object, version?: number) =>
      call(
        'PUT',
        `/Subscription/${subscription.subscriptionId}`,
        {
          ...headers,
          ...(version === undefined ? {} : { 'if-match': `"v${version}"` }),
        },
        body,
      );
    const created = async (headers: Record<string, string>, name: string) => {
      const response = await subscribe(headers, {
        reportingQueryId: await saveQuery(headers, name),
        frequency: 'daily',
        hour: 7,
        format: 'xlsx',
        locale: 'de',
        recipients: [salesEmail],
      });
      expect(response.statusCode, response.body).toBe(201);
      return response.json() as Subscription;
    };
    const inputOf = (s: Subscription) => ({
      reportingQueryId: s.reportingQueryId,
      frequency: s.frequency,
      hour: s.hour,
      format: s.format,
      locale: s.locale,
      recipients: s.recipients,
    });

    it('authorization matrix: no token 401, no reporting 403, another user 404 and nothing changed, the owner 200', async () => {
      const subscription = await created(sales, 'Abo Bearbeiten Matrix');
      const body = { ...inputOf(subscription), hour: 9 };
      const other = (await userLimitedToCompanyCode(app, '2000')).headers;
      expect((await edit({}, subscription, body, subscription.version)).statusCode).toBe(401);
      expect((await edit(employee, subscription, body, subscription.version)).statusCode).toBe(403);
      const foreign = await edit(other, subscription, body, subscription.version);
      expect(foreign.statusCode).toBe(404);
      // The same answer as for a subscription that does not exist: nobody learns it is there.
      const missing = await call('PUT', `/Subscription/${crypto.randomUUID()}`, { ...other, 'if-match': '"v1"' }, body);
      expect(missing.statusCode).toBe(404);
      expect((missing.json() as { code: string }).code).toBe((foreign.json() as { code: string }).code);
      expect((await rowOf(subscription.subscriptionId)).hour).toBe(7);
      const mine = await edit(sales, subscription, body, subscription.version);
      expect(mine.statusCode, mine.body).toBe(200);
      expect((mine.json() as Subscription).hour).toBe(9);
      expect(mine.headers.etag).toBe(`"v${subscription.version + 1}"`);
    });

    it('the owner changes report, recipients, schedule and format; the next send follows the new schedule; audited with before and after', async () => {
      const subscription = await created(sales, 'Abo Vorher');
      const otherQuery = await saveQuery(sales, 'Abo Nachher');
      const [adminUser] = await app.database.db
        .select({ email: t.portalUser.email })
        .from(t.portalUser)
        .where(eq(t.portalUser.id, await demoUserId(app, 'admin')));
      const adminEmail = adminUser!.email.toLowerCase();
      const response = await edit(
        sales,
        subscription,
        {
          reportingQueryId: otherQuery,
          frequency: 'weekly',
          weekday: 5,
          hour: 16,
          format: 'pdf',
          locale: 'fr',
          recipients: [salesEmail, adminEmail.toUpperCase()],
        },
        subscription.version,
      );
      expect(response.statusCode, response.body).toBe(200);
      const edited = response.json() as Subscription;
      expect(edited).toMatchObject({
        subscriptionId: subscription.subscriptionId,
        reportingQueryId: otherQuery,
        queryName: 'Abo Nachher',
        frequency: 'weekly',
        weekday: 5,
        monthDay: null,
        hour: 16,
        format: 'pdf',
        locale: 'fr',
        recipients: [salesEmail, adminEmail],
      });
      // The list shows the change, and the next send is a Friday at 16 (Central European time).
      const listed = ((await call('GET', '/Subscription', sales)).json() as Subscription[]).find(
        (s) => s.subscriptionId === subscription.subscriptionId,
      );
      expect(listed).toEqual(edited);
      expect(
        new Intl.DateTimeFormat('en-GB', { weekday: 'long', hour: 'numeric', timeZone: 'Europe/Berlin' }).format(
          new Date(edited.nextRunAt),
        ),
      ).toMatch(/^Friday,? 16$/);
      const [audit] = await app.database.db
        .select({ before: t.auditEntry.before, after: t.auditEntry.after })
        .from(t.auditEntry)
        .where(
          and(
            eq(t.auditEntry.entityId, subscription.subscriptionId),
            eq(t.auditEntry.action, 'reporting.subscription.update'),
          ),
        );
      expect(audit?.before).toMatchObject({ hour: 7, format: 'xlsx', queryName: 'Abo Vorher' });
      expect(audit?.after).toMatchObject({ hour: 16, format: 'pdf', reportingQueryId: otherQuery });

      // Sent as edited: the other report, as PDF, in French, to both.
      await due(subscription.subscriptionId);
      expect(await schedulers().sendDue(app.app.log)).toEqual({ sent: 1, retrying: 0, failed: 0 });
      const mail = await mailbox.nextFor(adminEmail);
      expect(mail.language).toBe('fr');
      expect(mail.parsed.attachments[0]!.filename).toBe('Abo Nachher.pdf');
    });

    it('needs the version it read (428 without, 412 stale) and refuses bad input, changing nothing', async () => {
      const subscription = await created(sales, 'Abo Prüfung Bearbeiten');
      const body = inputOf(subscription);
      expect((await edit(sales, subscription, { ...body, hour: 10 })).statusCode).toBe(428);
      expect((await edit(sales, subscription, { ...body, hour: 10 }, subscription.version)).statusCode).toBe(200);
      // A second tab still holding the first version does not overwrite the change unseen.
      const stale = await edit(sales, subscription, { ...body, hour: 11 }, subscription.version);
      expect(stale.statusCode).toBe(412);
      const current = subscription.version + 1;
      const refused = [
        { ...body, recipients: ['someone@example.org'] },
        { ...body, frequency: 'monthly' },
        { ...body, hour: 24 },
        { ...body, format: 'docx' },
        { ...body, recipients: [] },
        { ...body, unknown: true },
      ];
      for (const bad of refused) {
        const response = await edit(sales, subscription, bad, current);
        expect(response.statusCode, JSON.stringify(bad)).toBe(400);
        expect(response.headers['content-type']).toContain('application/problem+json');
      }
      // A query the owner may not run is not theirs to send (404, as for one that does not exist).
      const foreignQuery = await saveQuery((await userLimitedToCompanyCode(app, '2000')).headers, 'Fremd');
      expect((await edit(sales, subscription, { ...body, reportingQueryId: foreignQuery }, current)).statusCode).toBe(
        404,
      );
      const row = await rowOf(subscription.subscriptionId);
      expect({ hour: row.hour, version: row.version, recipients: row.recipients, queryId: row.queryId }).toEqual({
        hour: 10,
        version: current,
        recipients: [salesEmail],
        queryId: subscription.reportingQueryId,
      });
    });

    it('an edit made while the report is being sent keeps its own schedule', async () => {
      const subscription = await created(sales, 'Abo Während');
      await due(subscription.subscriptionId);
      let editedDuringSend: Subscription | undefined;
      const mailer = {
        sendMail: async (mail: Parameters<typeof app.mailer.sendMail>[0]) => {
          const response = await edit(
            sales,
            subscription,
            { ...inputOf(subscription), frequency: 'monthly', monthDay: 15, hour: 12 },
            subscription.version,
          );
          expect(response.statusCode, response.body).toBe(200);
          editedDuringSend = response.json() as Subscription;
          return app.mailer.sendMail(mail);
        },
      };
      expect(await schedulers(mailer as typeof app.mailer).sendDue(app.app.log)).toMatchObject({ sent: 1 });
      const row = await rowOf(subscription.subscriptionId);
      expect(row.nextRunAt.toISOString()).toBe(editedDuringSend!.nextRunAt);
      expect(row.monthDay).toBe(15);
      expect(row.lastSentAt).not.toBeNull();
    });
  });
});
