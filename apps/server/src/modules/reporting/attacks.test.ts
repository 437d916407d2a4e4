import type { Chart, ReportingQuery, ReportResult, Subscription } from '@portal/contracts';
import { eq } from 'drizzle-orm';
import { extractText, getDocumentProxy } from 'unpdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as t from '../../db/schema';
import { readXlsx } from '../../exports/testing';
import { startTestApp, type TestApp } from '../../testing/app';
import { startTestMailbox, type TestMailbox } from '../../testing/smtp';
import { bearer, demoUserId } from '../../testing/users';
import { ExportGate } from './export-gate';
import { EXPORT_CELLS, exportRowLimit, ReportingService } from './service';
import { SubscriptionService } from './subscriptions';
import { reportingCalls, userLimitedToCompanyCode } from './testing';

/** The user directory: its resource (api.users) asks for a second factor at the API. */
const usersByDepartment = {
  source: 'portalUsers',
  columns: [{ key: 'department' }, { key: 'email', aggregate: 'count' }],
  grouping: ['department'],
};
const userEmails = { source: 'portalUsers', columns: [{ key: 'email' }, { key: 'lastLoginAt' }] };
const customersReport = {
  source: 'customers',
  columns: [{ key: 'number' }, { key: 'name' }, { key: 'companyCode' }],
  order: { number: true },
};

/**
 * An attacker's pass over the report builder (docs/reporting.md): data reached through a report
 * must need what the data's own screens need, and a report by e-mail must reach nobody who could
 * not read it in the portal.
 */
describe('reporting under attack', () => {
  let app: TestApp;
  let mailbox: TestMailbox;
  let adminPassword: Record<string, string>;
  let adminMfa: Record<string, string>;
  let sales: Record<string, string>;
  let salesEmail: string;

  beforeAll(async () => {
    mailbox = await startTestMailbox();
    app = await startTestApp({ PORTAL_SMTP_URL: mailbox.url, PORTAL_REPORT_SUBSCRIPTION_MS: '0' });
    adminPassword = await bearer(app, 'admin');
    adminMfa = await bearer(app, 'admin', { mfa: true });
    sales = await bearer(app, 'sales');
    salesEmail = await emailOf(await demoUserId(app, 'sales'));
  });
  afterAll(async () => {
    await app.close();
    await mailbox.close();
  });

  const call = reportingCalls(() => app);
  const emailOf = async (userId: string) => {
    const [user] = await app.database.db
      .select({ email: t.portalUser.email })
      .from(t.portalUser)
      .where(eq(t.portalUser.id, userId));
    return user!.email.toLowerCase();
  };
  /** Gives a test user an address, as user administration would. */
  const withAddress = async (userId: string, email: string) => {
    await app.database.db.update(t.portalUser).set({ email }).where(eq(t.portalUser.id, userId));
    return email;
  };
  const save = async (headers: Record<string, string>, name: string, data: unknown) => {
    const response = await call('POST', '/Query', headers, { name, data });
    expect(response.statusCode, response.body).toBe(201);
    return response.json() as ReportingQuery;
  };
  const scheduler = (mailer: Pick<typeof app.mailer, 'sendMail'> = app.mailer) =>
    new SubscriptionService(
      app.database.db,
      app.accessService,
      new ReportingService(app.database.db, app.accessService, { timeoutMs: 30_000 }),
      mailer,
    );
  const due = (id: string) =>
    app.database.db
      .update(t.reportingSubscription)
      .set({ nextRunAt: new Date(Date.now() - 60_000) })
      .where(eq(t.reportingSubscription.id, id));
  const weekly = (reportingQueryId: string, recipients: string[]) => ({
    reportingQueryId,
    frequency: 'weekly',
    weekday: 1,
    hour: 6,
    format: 'xlsx',
    locale: 'en',
    recipients,
  });
  const rowsOfMail = async (to: string, subject: string) => {
    const mail = await mailbox.nextFor(to);
    expect(mail.subject).toBe(subject);
    const [sheet] = Object.values(await readXlsx(mail.parsed.attachments[0]!.content));
    const header = sheet!.findIndex((row) => row.includes('Company code'));
    return sheet!.slice(header + 1);
  };

  it('a password-only sign-in reads the user directory through no report, export or chart (step-up, T7)', async () => {
    // Without a report, the same token is asked for the second factor at the user administration.
    expect((await app.app.inject({ url: '/portal/api/User', headers: adminPassword })).statusCode).toBe(401);

    const run = await call('POST', '/Report', adminPassword, { query: userEmails });
    expect(run.statusCode, run.body).toBe(401);
    expect(String(run.headers['www-authenticate'])).toContain('insufficient_user_authentication');
    expect(run.body).not.toContain('@');
    const exported = await call('POST', '/Report?format=csv', adminPassword, { query: userEmails });
    expect(exported.statusCode).toBe(401);
    expect(exported.body).not.toContain('@');

    // After the second factor the same report runs.
    expect((await call('POST', '/Report', adminMfa, { query: userEmails })).statusCode).toBe(200);

    // A chart made after the second factor shows nothing to the same person signed in with a password only.
    const query = await save(adminMfa, 'Benutzer je Abteilung', usersByDepartment);
    const added = await call('POST', '/Chart', adminMfa, {
      reportingQueryId: query.reportingQueryId,
      name: 'Abteilungen',
      kind: 'bar',
      category: 'department',
      value: 'count:email',
    });
    expect(added.statusCode, added.body).toBe(201);
    const { chartId } = added.json() as Chart;
    expect((await call('GET', `/Chart/${chartId}/data`, adminPassword)).statusCode).toBe(401);
    expect(((await call('GET', `/Chart/${chartId}/data`, adminMfa)).json() as ReportResult).data.length).toBe(
      (await call('POST', '/Report', adminMfa, { query: usersByDepartment })).json().data.length,
    );
  });

  it('a chart of a query shared with its owner shows nothing once the query is no longer shared (IDOR, T20)', async () => {
    const adminId = await demoUserId(app, 'admin');
    const query = await save(sales, 'Kunden für die Chefin', {
      source: 'customers',
      columns: [{ key: 'companyCode' }, { key: 'number', aggregate: 'count' }],
      grouping: ['companyCode'],
    });
    const shared = await call('POST', '/SharedQuery', sales, {
      reportingQueryId: query.reportingQueryId,
      userId: adminId,
    });
    expect(shared.statusCode, shared.body).toBe(201);
    const added = await call('POST', '/Chart', adminMfa, {
      reportingQueryId: query.reportingQueryId,
      name: 'Kunden je Buchungskreis',
      kind: 'bar',
      category: 'companyCode',
      value: 'count:number',
    });
    expect(added.statusCode, added.body).toBe(201);
    const { chartId } = added.json() as Chart;
    expect((await call('GET', `/Chart/${chartId}/data`, adminMfa)).statusCode).toBe(200);

    // The owner takes the share back: the query, its definition and its rows are no longer the admin's to read.
    expect((await call('DELETE', `/SharedQuery/${query.reportingQueryId}/${adminId}`, sales)).statusCode).toBe(204);
    expect((await call('GET', `/Query/${query.reportingQueryId}`, adminMfa)).statusCode).toBe(404);
    const after = await call('GET', `/Chart/${chartId}/data`, adminMfa);
    expect(after.statusCode).toBe(404);
    expect(after.body).not.toContain('companyCode');
    // Nor through the dashboard: its chart list names no query the owner may no longer run.
    const dashboard = (await call('GET', '/Dashboard', adminMfa)).json();
    expect(dashboard.charts.map((c: Chart) => c.chartId)).not.toContain(chartId);
  });

  it('a subscription mails no data that needs a second factor, also when its query is changed afterwards', async () => {
    const directory = await save(adminMfa, 'Benutzerverzeichnis', userEmails);
    const refused = await call('POST', '/Subscription', adminMfa, weekly(directory.reportingQueryId, [salesEmail]));
    expect(refused.statusCode, refused.body).toBe(400);
    expect(refused.json().errors[0].path).toBe('body.reportingQueryId');

    // A harmless report is subscribed first and then turned into the user directory.
    const harmless = await save(adminMfa, 'Harmlos', customersReport);
    const created = await call('POST', '/Subscription', adminMfa, weekly(harmless.reportingQueryId, [salesEmail]));
    expect(created.statusCode, created.body).toBe(201);
    const { subscriptionId } = created.json() as Subscription;
    const changed = await call(
      'PUT',
      `/Query/${harmless.reportingQueryId}`,
      { ...adminMfa, 'if-match': `"v${harmless.version}"` },
      { name: 'Harmlos', data: userEmails },
    );
    expect(changed.statusCode, changed.body).toBe(200);
    await due(subscriptionId);
    const before = mailbox.received.length;
    const outcome = await scheduler().sendDue(app.app.log);
    expect(outcome.sent).toBe(0);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(mailbox.received.slice(before).filter((m) => m.subject.includes('Harmlos'))).toEqual([]);
    const [row] = await app.database.db
      .select()
      .from(t.reportingSubscription)
      .where(eq(t.reportingSubscription.id, subscriptionId));
    expect(row!.lastError).toMatch(/second factor/);
  });

  it('a subscription’s recipient gets only the rows they may read themselves, and nobody gets data they may not use', async () => {
    // Sales sees every customer. A colleague limited to company code 2000 and an employee without
    // the customer resource are portal users too.
    const limited = await userLimitedToCompanyCode(app, '2000');
    const limitedEmail = await withAddress(limited.id, `limited-${limited.id.slice(0, 8)}@example.com`);
    const employeeEmail = await emailOf(await demoUserId(app, 'employee'));
    const query = await save(sales, 'Alle Kunden', customersReport);

    const toEmployee = await call('POST', '/Subscription', sales, weekly(query.reportingQueryId, [employeeEmail]));
    expect(toEmployee.statusCode, toEmployee.body).toBe(400);
    expect(toEmployee.json().errors[0].path).toBe('body.recipients.0');

    const created = await call(
      'POST',
      '/Subscription',
      sales,
      weekly(query.reportingQueryId, [salesEmail, limitedEmail]),
    );
    expect(created.statusCode, created.body).toBe(201);
    await due((created.json() as Subscription).subscriptionId);
    expect((await scheduler().sendDue(app.app.log)).sent).toBe(1);

    const everything = (
      await call('POST', '/Report', sales, { query: customersReport, limit: 10_000 })
    ).json() as ReportResult;
    const ownRows = await rowsOfMail(salesEmail, 'Report “Alle Kunden”');
    expect(ownRows.length).toBe(everything.count);
    const limitedRows = await rowsOfMail(limitedEmail, 'Report “Alle Kunden”');
    expect(limitedRows.length).toBeGreaterThan(0);
    expect(limitedRows.length).toBeLessThan(ownRows.length);
    expect(limitedRows.every((row) => row[2] === '2000')).toBe(true);
  });

  it('a retried turn mails nobody twice: who has the mail already is skipped, the rest get theirs', async () => {
    // Two recipients who read different rows: two mails in one turn. The second fails once.
    const limited = await userLimitedToCompanyCode(app, '2000');
    const limitedEmail = await withAddress(limited.id, `retry-${limited.id.slice(0, 8)}@example.com`);
    const query = await save(sales, 'Kunden zweimal', customersReport);
    const created = await call(
      'POST',
      '/Subscription',
      sales,
      weekly(query.reportingQueryId, [salesEmail, limitedEmail]),
    );
    expect(created.statusCode, created.body).toBe(201);
    const { subscriptionId } = created.json() as Subscription;
    let mails = 0;
    const flaky: Pick<typeof app.mailer, 'sendMail'> = {
      sendMail: async (message) => {
        mails++;
        if (mails === 2) throw new Error('the mail server hung up');
        return app.mailer.sendMail(message);
      },
    };
    const subject = 'Report “Kunden zweimal”';
    const count = (to: string) => mailbox.received.filter((m) => m.subject === subject && m.to.includes(to)).length;

    await due(subscriptionId);
    expect(await scheduler(flaky).sendDue(app.app.log)).toEqual({ sent: 0, retrying: 1, failed: 0 });
    await new Promise((resolve) => setTimeout(resolve, 300));
    const first = count(salesEmail) === 1 ? salesEmail : limitedEmail;
    const second = first === salesEmail ? limitedEmail : salesEmail;
    expect([count(first), count(second)]).toEqual([1, 0]);

    await due(subscriptionId);
    expect(await scheduler().sendDue(app.app.log)).toEqual({ sent: 1, retrying: 0, failed: 0 });
    await mailbox.nextFor(second);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect([count(first), count(second)]).toEqual([1, 1]);
    // The turn is over: the next one mails both again.
    const [row] = await app.database.db
      .select()
      .from(t.reportingSubscription)
      .where(eq(t.reportingSubscription.id, subscriptionId));
    expect(row!.deliveredTo).toEqual([]);
  });

  it('an export is bounded by what its format costs to write: a PDF of the sales facts holds a readable part and says so', async () => {
    const facts = {
      source: 'salesFacts',
      columns: (await call('GET', '/Metadata/salesFacts', sales)).json().columns.map((c: { key: string }) => ({
        key: c.key,
      })),
    };
    const total = ((await call('POST', '/Report', sales, { query: facts, limit: 1 })).json() as ReportResult).count!;
    const limit = exportRowLimit('pdf', facts.columns.length);
    // The demo data holds more facts than a PDF of all their columns may carry.
    expect(total).toBeGreaterThan(limit);
    // Writing a PDF holds the process (pdfkit is synchronous): the 4,160 rows took 2.3 s before the bound.
    const pdf = await call('POST', '/Report?format=pdf&locale=en', sales, { query: facts });
    expect(pdf.statusCode).toBe(200);
    const text = (await extractText(await getDocumentProxy(new Uint8Array(pdf.rawPayload)), { mergePages: true })).text;
    expect(text).toContain(`${limit} / ${total}`);
    // The CSV, cheap to write, carries them all.
    const csv = await call('POST', '/Report?format=csv&locale=en', sales, { query: facts });
    expect(csv.body.trim().split('\r\n').length).toBe(total + 1);
  });

  // On PGlite a request's queries run in the process itself, so a burst is served one by one anyway;
  // on the PostgreSQL server the requests overlap, and the gate must answer them.
  it.skipIf(!process.env.DATABASE_URL)(
    'one person writes one export file at a time: a burst of exports is answered at once, not queued',
    async () => {
      const facts = { source: 'salesFacts', columns: [{ key: 'customerName' }, { key: 'netSales' }] };
      const burst = await Promise.all(
        Array.from({ length: 4 }, () => call('POST', '/Report?format=xlsx', sales, { query: facts })),
      );
      const statuses = burst.map((r) => r.statusCode).sort();
      expect(statuses).toEqual([200, 429, 429, 429]);
      const refused = burst.find((r) => r.statusCode === 429)!;
      expect(refused.json().code).toBe('rate_limited');
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
      // Done is done: the next export runs.
      expect((await call('POST', '/Report?format=xlsx', sales, { query: facts })).statusCode).toBe(200);
    },
  );

  it('the export gate: one file per person, a few per process, a place freed when a file is done or failed', async () => {
    const gate = new ExportGate(2);
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    const first = gate.run('anna', () => held);
    await expect(gate.run('anna', async () => 1)).rejects.toMatchObject({ status: 429, code: 'rate_limited' });
    const second = gate.run('ben', () => held);
    await expect(gate.run('carla', async () => 1)).rejects.toMatchObject({ status: 503 });
    release();
    await Promise.all([first, second]);
    await expect(gate.run('carla', async () => 'written')).resolves.toBe('written');
    await expect(gate.run('anna', async () => Promise.reject(new Error('broken')))).rejects.toThrow('broken');
    await expect(gate.run('anna', async () => 'again')).resolves.toBe('again');
  });

  it('every format’s files stay within its budget of cells for any number of columns', () => {
    for (const format of ['pdf', 'xlsx', 'csv'] as const) {
      for (let columns = 1; columns <= 50; columns++) {
        const rows = exportRowLimit(format, columns);
        expect(rows).toBeGreaterThan(0);
        expect(rows * columns).toBeLessThanOrEqual(Math.max(EXPORT_CELLS[format], columns));
        expect(rows).toBeLessThanOrEqual(100_000);
      }
    }
  });
});
