import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import pg from 'pg';
import { serverArguments } from '../scripts/lib.mjs';

/** What the benchmarks and the browser tests share: ports, waiting, throw-away databases, processes. */
export const root = path.resolve(import.meta.dirname, '..');

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as net.AddressInfo;
      srv.close(() => resolve(port));
    });
    srv.on('error', reject);
  });
}

/** Waits until the address answers 2xx; gives up after `seconds`. */
export async function waitFor(url: string, seconds = 90, alive?: () => boolean): Promise<void> {
  const deadline = Date.now() + seconds * 1000;
  while (Date.now() < deadline) {
    if (alive && !alive()) throw new Error(`the process behind ${url} ended`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`${url} did not come up within ${seconds} s`);
}

/** A new, empty database beside the one DATABASE_URL names; its URL. */
export async function freshDatabase(adminUrl: string, name: string): Promise<string> {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`drop database if exists ${name} with (force)`);
  await admin.query(`create database ${name}`);
  await admin.end();
  const u = new URL(adminUrl);
  u.pathname = `/${name}`;
  return u.toString();
}

export async function dropDatabase(adminUrl: string, url: string): Promise<void> {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`drop database if exists ${new URL(url).pathname.slice(1)} with (force)`);
  await admin.end();
}

/** The baseline every API benchmark compares with: node:http answering a constant JSON body. */
export function startBaseline(port: number): ChildProcess {
  return spawn(process.execPath, [
    '-e',
    `require('node:http').createServer((q, s) => { s.writeHead(200, { 'content-type': 'application/json' }); s.end('[{"hello":"world"}]'); }).listen(${port})`,
  ]);
}

/** The built portal as `npm start` runs it, on its own port and data (or database). */
export function startPortal(options: {
  port: number;
  dataDir: string;
  databaseUrl?: string | undefined;
  env?: NodeJS.ProcessEnv;
  stdio?: 'ignore' | 'pipe';
}): ChildProcess {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    LOG_LEVEL: 'warn',
    ...options.env,
    PORT: String(options.port),
    PORTAL_DATA_DIR: options.dataDir,
  };
  if (options.databaseUrl) env.DATABASE_URL = options.databaseUrl;
  else delete env.DATABASE_URL;
  return spawn(process.execPath, serverArguments(), {
    cwd: root,
    env,
    stdio: options.stdio === 'pipe' ? ['ignore', 'pipe', 'pipe'] : 'ignore',
  });
}

/**
 * CPU time (user and system, seconds) a process has used so far, read from /proc; undefined
 * where there is no /proc. Linux counts it in USER_HZ ticks, 100 per second.
 */
export function cpuSeconds(pid: number | undefined): number | undefined {
  if (pid === undefined) return undefined;
  try {
    const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
    return (Number(fields[11]) + Number(fields[12])) / 100;
  } catch {
    return undefined;
  }
}
