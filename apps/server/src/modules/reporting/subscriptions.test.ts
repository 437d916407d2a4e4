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
import { userLimitedToCompanyCode } from './testing';

const P = '/portal/api/reporting';
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

  const call = (method: 'GET' | 'POST' | 'DELETE', url: string, headers: Record<string, string>, payload?: unknown) =>
    app.app.inject({
      method,
      url: `${P}${url}`,
      headers,
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
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
});
