import { type ChildProcess, spawn } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { dropDatabase, freePort, freshDatabase, startPortal, waitFor } from './harness';

/**
 * Several portal processes as production runs them, on real parts from Debian's packages: HAProxy
 * in front, PgBouncer in transaction mode between the processes and PostgreSQL, Redis for the
 * shared rate limits and change notices. For the cluster test and the cluster benchmark.
 */
export const HAPROXY = '/usr/sbin/haproxy';
export const PGBOUNCER = '/usr/sbin/pgbouncer';

/** The binaries the cluster needs, those missing named. */
export function missingBinaries(): string[] {
  return [HAPROXY, PGBOUNCER].filter((b) => !fs.existsSync(b));
}

export interface PortalProcess {
  readonly name: string;
  readonly port: number;
  child: ChildProcess;
  output: string;
}

export interface Cluster {
  /** The balancer's origin: every call goes through it. */
  readonly origin: string;
  readonly processes: PortalProcess[];
  /** The database straight, past PgBouncer. */
  readonly directUrl: string;
  /** The environment the portal processes run with (for the operator commands). */
  readonly env: NodeJS.ProcessEnv;
  /** What PgBouncer wrote (its errors, had there been any). */
  bouncerLog(): string;
  /** SIGTERM to one process, waits for its exit code. */
  stop(p: PortalProcess): Promise<number | null>;
  /** Starts a stopped process again on its port and waits until it is ready. */
  start(p: PortalProcess): Promise<void>;
  /** Waits until the balancer sends requests to this process again. */
  backInRotation(p: PortalProcess): Promise<void>;
  close(): Promise<void>;
}

export interface ClusterOptions {
  /** How many portal processes behind the balancer. */
  readonly processes: number;
  readonly adminUrl: string;
  readonly redisUrl?: string;
  readonly drainDelayMs?: number;
  readonly env?: NodeJS.ProcessEnv;
}

export async function startCluster(options: ClusterOptions): Promise<Cluster> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-cluster-'));
  fs.chmodSync(dir, 0o755);
  const name = `portal_cluster_${process.pid}_${options.processes}`;
  const directUrl = await freshDatabase(options.adminUrl, name);
  const admin = new URL(options.adminUrl);
  const children: ChildProcess[] = [];

  // PgBouncer refuses to run as root: started as root it switches to the database's user (-u).
  const bouncerPort = await freePort();
  const bouncerUser = admin.username || 'postgres';
  fs.writeFileSync(path.join(dir, 'users.txt'), `"${bouncerUser}" ""\n`);
  fs.writeFileSync(
    path.join(dir, 'pgbouncer.ini'),
    `[databases]
${name} = host=${admin.hostname} port=${admin.port || 5432} dbname=${name}
[pgbouncer]
listen_addr = 127.0.0.1
listen_port = ${bouncerPort}
unix_socket_dir =
auth_type = trust
auth_file = ${path.join(dir, 'users.txt')}
pool_mode = transaction
max_client_conn = 1000
default_pool_size = 30
ignore_startup_parameters = extra_float_digits
`,
  );
  const asUser = process.getuid?.() === 0 ? ['-u', bouncerUser] : [];
  const bouncer = spawn(PGBOUNCER, [...asUser, path.join(dir, 'pgbouncer.ini')], {
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let bouncerLog = '';
  bouncer.stderr?.on('data', (d) => {
    bouncerLog += d;
  });
  children.push(bouncer);
  const pooledUrl = new URL(directUrl);
  pooledUrl.port = String(bouncerPort);
  pooledUrl.hostname = '127.0.0.1';

  const lbPort = await freePort();
  const origin = `http://localhost:${lbPort}`;
  const processes: PortalProcess[] = [];
  for (let i = 1; i <= options.processes; i++)
    processes.push({ name: `p${i}`, port: await freePort(), child: undefined!, output: '' });

  fs.writeFileSync(
    path.join(dir, 'haproxy.cfg'),
    `global
  maxconn 4096
defaults
  mode http
  timeout connect 2s
  timeout client 30s
  timeout server 30s
  timeout check 1s
  option forwardfor
  option redispatch
  retries 3
  retry-on conn-failure empty-response
frontend portal
  bind 127.0.0.1:${lbPort}
  default_backend portals
backend portals
  balance roundrobin
  option httpchk GET /readyz
  http-response set-header x-served-by %s
${processes.map((p) => `  server ${p.name} 127.0.0.1:${p.port} check inter 200ms fall 2 rise 2`).join('\n')}
`,
  );

  const env: NodeJS.ProcessEnv = {
    PORTAL_DB_POOLER: 'pgbouncer',
    PORTAL_DB_DIRECT_URL: directUrl,
    PORTAL_ORIGINS: origin,
    PORTAL_TRUST_PROXY: 'true',
    PORTAL_DRAIN_DELAY_MS: String(options.drainDelayMs ?? 3_000),
    PORTAL_MAX_EVENT_LOOP_DELAY_MS: '0',
    // Every process on one database opens the provider's sealed keys with the same master key
    // (docs/operations.md, "Secrets at rest"); each has its own data directory, so none is generated.
    PORTAL_MASTER_KEY: crypto.randomBytes(32).toString('base64'),
    ...(options.redisUrl ? { PORTAL_REDIS_URL: options.redisUrl } : {}),
    ...options.env,
  };
  const start = async (p: PortalProcess) => {
    const dataDir = path.join(dir, p.name);
    fs.mkdirSync(dataDir, { recursive: true });
    p.output = '';
    p.child = startPortal({ port: p.port, dataDir, databaseUrl: pooledUrl.toString(), env, stdio: 'pipe' });
    p.child.stdout?.on('data', (d) => {
      p.output += d;
    });
    p.child.stderr?.on('data', (d) => {
      p.output += d;
    });
    await waitFor(`http://127.0.0.1:${p.port}/readyz`, 120, () => p.child.exitCode === null).catch((error) => {
      throw new Error(`${p.name} did not become ready: ${error.message}\n${p.output}`);
    });
  };
  // The first one migrates and seeds; the others start beside each other.
  await start(processes[0]!);
  await Promise.all(processes.slice(1).map(start));

  const haproxy = spawn(HAPROXY, ['-db', '-f', path.join(dir, 'haproxy.cfg')], { stdio: 'ignore' });
  children.push(haproxy);
  await waitFor(`${origin}/readyz`, 30);

  const servedBy = async () => (await fetch(`${origin}/healthz`)).headers.get('x-served-by');
  const cluster: Cluster = {
    origin,
    processes,
    directUrl,
    env: { ...env, DATABASE_URL: pooledUrl.toString() },
    bouncerLog: () => bouncerLog,
    stop: async (p) => {
      if (p.child.exitCode !== null) return p.child.exitCode;
      const exited = new Promise<number | null>((resolve) => p.child.once('exit', (code) => resolve(code)));
      p.child.kill('SIGTERM');
      return exited;
    },
    start,
    backInRotation: async (p) => {
      const deadline = Date.now() + 15_000;
      while (Date.now() < deadline) {
        if ((await servedBy().catch(() => null)) === p.name) return;
        await new Promise((r) => setTimeout(r, 50));
      }
      throw new Error(`${p.name} did not come back into the balancer's rotation`);
    },
    close: async () => {
      for (const p of processes) if (p.child && p.child.exitCode === null) await cluster.stop(p);
      for (const child of children) child.kill('SIGTERM');
      await new Promise((r) => setTimeout(r, 300));
      await dropDatabase(options.adminUrl, directUrl).catch(() => undefined);
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
  return cluster;
}
