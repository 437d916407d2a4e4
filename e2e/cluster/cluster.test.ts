import { spawnSync } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { currentStep, totpAt } from '../../apps/server/src/idp/totp';
import { type Cluster, missingBinaries, startCluster } from '../../bench/cluster';
import { root } from '../../bench/harness';
import { signInOverHttp } from '../../bench/sign-in';

/**
 * The cluster test (docs/operations.md, "Several processes"): HAProxy in front of three portal
 * processes, PgBouncer in transaction mode, Redis and the PostgreSQL server, all real. Runs when
 * DATABASE_URL names a PostgreSQL server; in CI (CI=true) missing HAProxy or PgBouncer is a failure,
 * elsewhere the test is skipped with a message naming them.
 */
const adminUrl = process.env.DATABASE_URL;
const missing = missingBinaries();
if (missing.length && process.env.CI === 'true') {
  throw new Error(`the cluster test needs ${missing.join(' and ')} (CI installs them: .ci/run)`);
}
const reason = !adminUrl
  ? 'DATABASE_URL is not set (the cluster needs a PostgreSQL server)'
  : missing.length
    ? `${missing.join(' and ')} missing (apt-get install haproxy pgbouncer)`
    : undefined;
if (reason) process.stderr.write(`cluster test skipped: ${reason}\n`);

const PROCESSES = 3;
const ADMIN_TOTP_SECRET = 'JBSWY3DPEHPK3PXP';

interface Answer {
  status: number;
  servedBy: string | null;
  body: string;
}

describe.skipIf(Boolean(reason))('three processes behind a balancer', () => {
  let cluster: Cluster;
  let employee: { accessToken: string; refreshToken?: string };
  let admin: string;
  let employeeId: string;

  const call = async (url: string, init: RequestInit & { token?: string } = {}): Promise<Answer> => {
    const headers: Record<string, string> = { ...(init.headers as Record<string, string>) };
    if (init.token) headers.authorization = `Bearer ${init.token}`;
    if (init.body) headers['content-type'] = 'application/json';
    const response = await fetch(`${cluster.origin}${url}`, { ...init, headers });
    return { status: response.status, servedBy: response.headers.get('x-served-by'), body: await response.text() };
  };
  /**
   * One answer from each process, the balancer going round (a health check that came late may
   * skip a process for a moment: then it is asked again, at most three times round).
   */
  const round = async (url: string, init: RequestInit & { token?: string } = {}) => {
    const byProcess = new Map<string | null, Answer>();
    for (let i = 0; i < 3 * PROCESSES && byProcess.size < PROCESSES; i++) {
      const answer = await call(url, init);
      if (!byProcess.has(answer.servedBy)) byProcess.set(answer.servedBy, answer);
    }
    return [...byProcess.values()];
  };

  beforeAll(async () => {
    cluster = await startCluster({
      processes: PROCESSES,
      adminUrl: adminUrl!,
      redisUrl: process.env.PORTAL_TEST_REDIS_URL ?? 'redis://127.0.0.1:6379',
    });
  }, 240_000);

  afterAll(async () => {
    await cluster?.close();
  });

  it('signs in through the balancer with each step on another process, and later calls go round', async () => {
    const seen: string[] = [];
    const realFetch = globalThis.fetch;
    globalThis.fetch = async (input, init) => {
      const response = await realFetch(input, init);
      const by = response.headers.get('x-served-by');
      if (by) seen.push(by);
      return response;
    };
    try {
      employee = await signInOverHttp(cluster.origin, 'employee');
      // A second factor code not used in this 30-second step yet (the employee sign-in used none).
      admin = (
        await signInOverHttp(cluster.origin, 'admin', 'portal-demo', () => totpAt(ADMIN_TOTP_SECRET, currentStep()))
      ).accessToken;
    } finally {
      globalThis.fetch = realFetch;
    }
    expect(new Set(seen).size).toBe(PROCESSES);
    const sub = JSON.parse(Buffer.from(employee.accessToken.split('.')[1]!, 'base64url').toString()).sub;
    const login = await call('/portal/api/Auth/loginOpenId', {
      method: 'POST',
      token: employee.accessToken,
      body: JSON.stringify({ sub }),
    });
    expect(login.status).toBe(200);
    employeeId = JSON.parse(login.body).user.id;
    const answers = await round('/portal/api/Favorites', { token: employee.accessToken });
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200]);
    expect(new Set(answers.map((a) => a.servedBy)).size).toBe(PROCESSES);
  });

  it('every rate limit holds across the processes', async () => {
    // A client address of its own (the balancer forwards it; the processes trust the balancer).
    const from = () => ({ 'x-forwarded-for': `10.9.${crypto.randomInt(256)}.${crypto.randomInt(1, 255)}` });
    const limits = [
      {
        name: 'delivery tracking (20 a minute)',
        max: 20,
        send: (h: Record<string, string>) => call('/portal/api/BekonTracking?number=1&postcode=1', { headers: h }),
      },
      {
        name: 'CRM registration (20 a minute)',
        max: 20,
        send: (h: Record<string, string>) =>
          call('/webcrmapi/api/RegistrationEndCustomer', {
            method: 'POST',
            headers: h,
            token: employee.accessToken,
            body: JSON.stringify({}),
          }),
      },
      {
        name: 'mini-app load reports (120 a minute)',
        max: 120,
        send: (h: Record<string, string>) =>
          call('/portal/api/MiniApps/loads', {
            method: 'POST',
            headers: h,
            body: JSON.stringify({ name: 'calculators', outcome: 'loaded', ms: 300 }),
          }),
      },
      {
        // Counted per administrator before the statement is read: an empty one (400) counts too.
        name: 'SQL tool statements (30 a minute)',
        max: 30,
        send: (h: Record<string, string>) =>
          call('/portal/api/SapSql', { method: 'POST', headers: h, token: admin, body: JSON.stringify({ query: '' }) }),
      },
      {
        // Counted per address before the password is even read: an unknown interaction counts too.
        name: 'sign-in attempts (100 a minute)',
        max: 100,
        send: (h: Record<string, string>) =>
          call('/openid/interaction/no-such-interaction/login', {
            method: 'POST',
            headers: h,
            body: JSON.stringify({ login: 'employee', password: 'wrong' }),
          }),
      },
    ];
    for (const limit of limits) {
      const headers = from();
      const answers: Answer[] = [];
      for (let i = 0; i < limit.max + 10; i++) answers.push(await limit.send(headers));
      const passed = answers.filter((a) => a.status !== 429);
      expect(new Set(answers.map((a) => a.servedBy)).size, limit.name).toBe(PROCESSES);
      expect(passed.length, limit.name).toBe(limit.max);
    }
  });

  it('a permission change applies on every other process within 1 s', async () => {
    const url = '/portal/api/File/folders?selectedModule=6';
    const listed = await call(`/portal/api/User/${employeeId}/role`, { token: admin });
    expect(listed.status, listed.body).toBe(200);
    const roles = JSON.parse(listed.body) as Array<{ id: string }>;
    expect(roles.length).toBeGreaterThan(0);
    // Every process has the employee's access cached (kept 2 s) …
    expect((await round(url, { token: employee.accessToken })).map((a) => a.status)).toEqual([200, 200, 200]);
    // … when one process takes the roles away.
    for (const role of roles) {
      const removed = await call(`/portal/api/User/${employeeId}/role/${role.id}`, { method: 'DELETE', token: admin });
      expect(removed.status).toBe(204);
    }
    const changed = Date.now();
    let after = await round(url, { token: employee.accessToken });
    while (after.some((a) => a.status !== 403) && Date.now() - changed < 1_000) {
      after = await round(url, { token: employee.accessToken });
    }
    expect(Date.now() - changed).toBeLessThan(1_000);
    expect(after.map((a) => a.status)).toEqual([403, 403, 403]);
    expect(new Set(after.map((a) => a.servedBy)).size).toBe(PROCESSES);
    for (const role of roles) {
      const back = await call(`/portal/api/User/${employeeId}/role`, {
        method: 'POST',
        token: admin,
        body: JSON.stringify({ roleId: role.id }),
      });
      expect(back.status).toBe(201);
    }
    expect((await round(url, { token: employee.accessToken })).map((a) => a.status)).toEqual([200, 200, 200]);
  });

  it('a revoked grant is refused by every process within 1 s', async () => {
    const fresh = await signInOverHttp(cluster.origin, 'employee');
    expect((await round('/portal/api/Favorites', { token: fresh.accessToken })).map((a) => a.status)).toEqual([
      200, 200, 200,
    ]);
    const refresh = (token: string) =>
      fetch(`${cluster.origin}/openid/token`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({
          grant_type: 'refresh_token',
          refresh_token: token,
          client_id: 'portal',
        }).toString(),
      });
    expect((await refresh(fresh.refreshToken!)).status).toBe(200);
    // The same refresh token again: a replay, so the provider revokes the whole grant (T13).
    expect((await refresh(fresh.refreshToken!)).status).toBe(400);
    // The provider revokes as it answers; every process must refuse the access token within 1 s.
    const revoked = Date.now();
    let after = await round('/portal/api/Favorites', { token: fresh.accessToken });
    while (after.some((a) => a.status !== 401) && Date.now() - revoked < 1_000) {
      after = await round('/portal/api/Favorites', { token: fresh.accessToken });
    }
    expect(Date.now() - revoked).toBeLessThan(1_000);
    expect(after.map((a) => a.status)).toEqual([401, 401, 401]);
    expect(new Set(after.map((a) => a.servedBy)).size).toBe(PROCESSES);
  });

  it('a file stored through one process is served by the others', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-cluster-files-'));
    const content = `Neu im Portal ${crypto.randomUUID()}\n`;
    fs.mkdirSync(path.join(dir, '06-news', 'Aktuell'), { recursive: true });
    fs.writeFileSync(path.join(dir, '06-news', 'Aktuell', 'Rundschreiben.txt'), content);
    const imported = spawnSync(process.execPath, [path.join(root, 'apps/server/dist/cli.js'), 'files:import', dir], {
      env: { ...process.env, ...cluster.env },
      encoding: 'utf8',
    });
    fs.rmSync(dir, { recursive: true, force: true });
    expect(imported.status, imported.stderr).toBe(0);
    const answers = await round(
      '/portal/api/File/file?selectedModule=6&folderName=Aktuell&fileName=Rundschreiben.txt',
      {
        token: employee.accessToken,
      },
    );
    expect(answers.map((a) => [a.status, a.body])).toEqual(Array(PROCESSES).fill([200, content]));
    expect(new Set(answers.map((a) => a.servedBy)).size).toBe(PROCESSES);
  });

  it('a rolling restart of every process under load fails no request, all through PgBouncer', async () => {
    let running = true;
    const failures: string[] = [];
    let answered = 0;
    const load = async () => {
      while (running) {
        try {
          const answer = await call(`/portal/api/Favorites/user/${employeeId}`, { token: employee.accessToken });
          if (answer.status !== 200)
            failures.push(`${answer.status} from ${answer.servedBy}: ${answer.body.slice(0, 200)}`);
          answered++;
        } catch (error) {
          failures.push(String(error));
        }
      }
    };
    const clients = Array.from({ length: 8 }, load);
    for (const p of cluster.processes) {
      expect(await cluster.stop(p), `${p.name} exit code`).toBe(0);
      await cluster.start(p);
      await cluster.backInRotation(p);
    }
    running = false;
    await Promise.all(clients);
    expect(failures.length, failures.slice(0, 5).join('\n')).toBe(0);
    expect(answered).toBeGreaterThan(200);
    // Nothing the pooler refused: no statement prepared twice, no lost connection.
    const logs = cluster.processes.map((p) => p.output).join('\n');
    expect(logs).not.toMatch(/prepared statement|already exists|server conn crashed/);
  }, 180_000);
});
