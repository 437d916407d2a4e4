/**
 * Order creation against a bare node:http hello-world, in one run on this machine.
 *
 *   POST /portal/api/OrderSystemUserOrder/{applicationId}/createOrder: token verification, the
 *   access check, the idempotency key, the plan's row lock and the database clock, the order and
 *   its lines, the stored answer; every request a new key and a new plan (one order per person and plan)
 *   baseline: node:http answering a constant JSON body
 *
 * Prints requests per second, p99 latency and the ratio; no budget yet (recorded). Use the
 * PostgreSQL server: DATABASE_URL=postgres://postgres@127.0.0.1:5432/test npx tsx bench/canteen.bench.ts
 * (the built server: npm run build first).
 */
import type { ChildProcess } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import pg from 'pg';
import { dropDatabase, freePort, freshDatabase, startBaseline, startPortal, waitFor } from './harness';
import { signInOverHttp } from './sign-in';

const DURATION_S = Number(process.env.BENCH_DURATION ?? 10);
const CONNECTIONS = 16;
const CANTEEN = 'hauptsitz';

async function main() {
  const databaseUrl = process.env.DATABASE_URL
    ? await freshDatabase(process.env.DATABASE_URL, `portal_bench_canteen_${process.pid}`)
    : undefined;
  if (!databaseUrl) console.log('No DATABASE_URL: measuring the embedded database (PGlite), not the server.');
  const baselinePort = await freePort();
  const portalPort = await freePort();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-bench-'));
  const children: ChildProcess[] = [];
  try {
    children.push(startBaseline(baselinePort));
    children.push(startPortal({ port: portalPort, dataDir, databaseUrl }));
    const origin = `http://localhost:${portalPort}`;
    await waitFor(`http://localhost:${baselinePort}/`);
    await waitFor(`${origin}/readyz`);

    const { accessToken } = await signInOverHttp(origin, 'employee');
    const headers = { authorization: `Bearer ${accessToken}`, 'content-type': 'application/json' };
    const sub = JSON.parse(Buffer.from(accessToken.split('.')[1]!, 'base64url').toString()).sub;
    await fetch(`${origin}/portal/api/Auth/loginOpenId`, { method: 'POST', headers, body: JSON.stringify({ sub }) });

    // One order per person and plan: enough open plans for every request of the run.
    const plans = await openPlans(databaseUrl, dataDir, 60_000);
    const articleId = await firstArticle(origin, headers, plans[0]!);
    let next = 0;
    const body = () =>
      JSON.stringify({
        planId: plans[next++ % plans.length],
        pickUpTime: '12:00',
        pickUpLocation: 'Ausgabe 1',
        orderDetails: [{ articleId, quantity: 1 }],
      });
    const url = `${origin}/portal/api/OrderSystemUserOrder/${CANTEEN}/createOrder`;
    const check = await fetch(url, {
      method: 'POST',
      headers: { ...headers, 'idempotency-key': crypto.randomUUID() },
      body: body(),
    });
    if (check.status !== 201) throw new Error(`the measured call answered ${check.status}: ${await check.text()}`);

    const baseline = await measure({ url: `http://localhost:${baselinePort}/` });
    const portal = await measure({
      url,
      method: 'POST',
      headers,
      setupClient: (client) => {
        client.setBody(body());
        client.on('response', () => {
          client.setHeaders({ ...headers, 'idempotency-key': crypto.randomUUID() });
          client.setBody(body());
        });
        client.setHeaders({ ...headers, 'idempotency-key': crypto.randomUUID() });
      },
    });
    const ratio = portal.rps / baseline.rps;
    const database = databaseUrl ? 'PostgreSQL server' : 'embedded PostgreSQL (PGlite)';
    console.log(
      `\nOrder creation vs node:http hello-world (${DURATION_S} s each, ${CONNECTIONS} connections, ${database})`,
    );
    console.log(`  baseline  node:http      ${baseline.rps.toFixed(0).padStart(7)} req/s   p99 ${baseline.p99} ms`);
    console.log(
      `  portal    POST createOrder ${portal.rps.toFixed(0).padStart(6)} req/s   p99 ${portal.p99} ms   non-2xx/errors ${portal.errors}`,
    );
    console.log(`  ratio     ${ratio.toFixed(3)}   (recorded; no budget yet)\n`);
  } finally {
    for (const child of children) child.kill('SIGTERM');
    await new Promise((r) => setTimeout(r, 500));
    fs.rmSync(dataDir, { recursive: true, force: true });
    if (databaseUrl) await dropDatabase(process.env.DATABASE_URL!, databaseUrl);
  }
}

async function measure(options: autocannon.Options) {
  await autocannon({ ...options, connections: CONNECTIONS, duration: 2 }); // warm-up
  const result = await autocannon({ ...options, connections: CONNECTIONS, duration: DURATION_S });
  return { rps: result.requests.average, p99: result.latency.p99, errors: result.errors + result.non2xx };
}

/** Plans open for the next hour, written straight into the database the server uses. */
async function openPlans(databaseUrl: string | undefined, dataDir: string, count: number): Promise<string[]> {
  const statement = `insert into canteen.plan (application_id, date, name, visible_from, orderable_until)
    select '${CANTEEN}', current_date + 1, 'Bench ' || g, now() - interval '1 hour', now() + interval '1 hour'
      from generate_series(1, ${count}) g returning id`;
  const linkArticles = `insert into canteen.plan_detail (plan_id, article_id, article_price, article_name)
    select p.id, a.id, a.article_price, a.name from canteen.plan p
      join canteen.article a on a.application_id = p.application_id and not a.is_default
     where p.name like 'Bench %' and a.name = 'Gemüsecurry'`;
  if (!databaseUrl) {
    throw new Error(`set DATABASE_URL: the embedded database in ${dataDir} belongs to the running server`);
  }
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ id: string }>(statement);
    await client.query(linkArticles);
    return rows.map((r) => r.id);
  } finally {
    await client.end();
  }
}

async function firstArticle(origin: string, headers: Record<string, string>, planId: string): Promise<string> {
  const today = new Date();
  const days = [0, 1, 2].map((d) => new Date(today.getTime() + d * 86_400_000).toISOString().slice(0, 10));
  const response = await fetch(
    `${origin}/portal/api/OrderSystemUserOrder/${CANTEEN}/plans?dateRange=${days[0]}&dateRange=${days[2]}`,
    { headers },
  );
  const { plans } = (await response.json()) as {
    plans: Array<{ id: string; planDetails: Array<{ articleId: string; isDefault: boolean }> }>;
  };
  const plan = plans.find((p) => p.id === planId);
  const item = plan?.planDetails.find((d) => !d.isDefault);
  if (!item) throw new Error('the bench plan offers no article');
  return item.articleId;
}

await main();
