/**
 * Requests per second through the balancer: three portal processes against one, in the same run,
 * each behind HAProxy and PgBouncer (transaction mode) with Redis, on the PostgreSQL server.
 *
 *   GET /portal/api/Favorites/user/{id}: token verification, the access check and a database read
 *
 * Prints the rate and p99 of each, the ratio, and the machine's core count: three processes can
 * only use the cores there are, and the load generator, HAProxy, PgBouncer and PostgreSQL share
 * them too, so on a two-core machine the ratio shows the cost of the balancer more than the gain.
 * The figures feed the sizing in docs/operations.md. Needs DATABASE_URL, HAProxy and PgBouncer;
 * skipped with a message otherwise.
 * Run: DATABASE_URL=postgres://postgres@127.0.0.1:5432/test npx tsx --conditions source bench/cluster.bench.ts
 */
import os from 'node:os';
import autocannon from 'autocannon';
import { type Cluster, missingBinaries, startCluster } from './cluster';
import { signInOverHttp } from './sign-in';

const DURATION_S = Number(process.env.BENCH_DURATION ?? 8);
const WARM_UP_S = Number(process.env.BENCH_WARMUP ?? 6);
const CONNECTIONS = 24;

async function measure(processes: number, adminUrl: string) {
  const cluster: Cluster = await startCluster({ processes, adminUrl, redisUrl: 'redis://127.0.0.1:6379' });
  try {
    const { accessToken } = await signInOverHttp(cluster.origin, 'employee');
    const headers = { authorization: `Bearer ${accessToken}`, 'content-type': 'application/json' };
    const sub = JSON.parse(Buffer.from(accessToken.split('.')[1]!, 'base64url').toString()).sub;
    const login = await fetch(`${cluster.origin}/portal/api/Auth/loginOpenId`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ sub }),
    });
    const userId = ((await login.json()) as { user: { id: string } }).user.id;
    const url = `${cluster.origin}/portal/api/Favorites/user/${userId}`;
    await autocannon({ url, headers, connections: CONNECTIONS, duration: WARM_UP_S });
    const result = await autocannon({ url, headers, connections: CONNECTIONS, duration: DURATION_S });
    const failed = result.non2xx + result.errors + result.timeouts;
    return { processes, rps: result.requests.average, p99: result.latency.p99, failed };
  } finally {
    await cluster.close();
  }
}

async function main() {
  const adminUrl = process.env.DATABASE_URL;
  const missing = missingBinaries();
  if (!adminUrl || missing.length) {
    process.stdout.write(
      `cluster bench skipped: ${!adminUrl ? 'DATABASE_URL is not set' : `${missing.join(' and ')} missing`}\n`,
    );
    return;
  }
  const one = await measure(1, adminUrl);
  const three = await measure(3, adminUrl);
  for (const r of [one, three]) {
    process.stdout.write(
      `${r.processes} process${r.processes > 1 ? 'es' : ''} behind HAProxy + PgBouncer: ${Math.round(r.rps)} req/s, p99 ${r.p99} ms, ${r.failed} failed\n`,
    );
  }
  process.stdout.write(
    `ratio three/one: ${(three.rps / one.rps).toFixed(2)} on ${os.cpus().length} cores (${os.cpus()[0]?.model ?? 'cpu'})\n`,
  );
  if (one.failed + three.failed > 0) process.exitCode = 1;
}

main().catch((error) => {
  process.stderr.write(`${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
  process.exit(1);
});
