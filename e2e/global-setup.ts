import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { freePort } from '../bench/harness';
import { serverArguments } from '../scripts/lib.mjs';

const root = path.resolve(import.meta.dirname, '..');

/**
 * Starts the built portal as `npm start` runs it (fresh data directory, or a fresh database on the
 * PostgreSQL server when DATABASE_URL is set), waits until it is ready, and stops it at the end.
 * The shutdown must be graceful: the server has to exit 0 on SIGTERM.
 */
export default async function setup(project: TestProject) {
  const port = await freePort();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-e2e-'));
  let databaseUrl: string | undefined;
  let dropDatabase: (() => Promise<void>) | undefined;
  if (process.env.DATABASE_URL) {
    const name = `portal_e2e_${process.pid}`;
    const admin = new pg.Client({ connectionString: process.env.DATABASE_URL });
    await admin.connect();
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.query(`create database ${name}`);
    await admin.end();
    const url = new URL(process.env.DATABASE_URL);
    url.pathname = `/${name}`;
    databaseUrl = url.toString();
    dropDatabase = async () => {
      const c = new pg.Client({ connectionString: process.env.DATABASE_URL });
      await c.connect();
      await c.query(`drop database if exists ${name} with (force)`);
      await c.end();
    };
  }
  const env = {
    ...process.env,
    PORT: String(port),
    PORTAL_DATA_DIR: dataDir,
    LOG_LEVEL: process.env.E2E_LOG_LEVEL ?? 'warn',
    NODE_ENV: 'development',
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
  };
  if (!databaseUrl) delete env.DATABASE_URL;
  const server = spawn(process.execPath, serverArguments(), {
    cwd: root,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  server.stdout?.on('data', (d) => {
    output += d;
  });
  server.stderr?.on('data', (d) => {
    output += d;
    process.stderr.write(d);
  });
  const baseUrl = `http://localhost:${port}`;
  await waitUntilReady(`${baseUrl}/readyz`, server, () => output);

  project.provide('baseUrl', baseUrl);
  project.provide('port', port);
  project.provide('dataDir', dataDir);
  project.provide('databaseUrl', databaseUrl ?? '');
  project.provide('startOutput', output);

  return async () => {
    const exit = new Promise<number | null>((resolve) => server.once('exit', (code) => resolve(code)));
    server.kill('SIGTERM');
    const code = await exit;
    await dropDatabase?.();
    fs.rmSync(dataDir, { recursive: true, force: true });
    if (code !== 0) throw new Error(`the portal did not shut down cleanly on SIGTERM (exit ${code})\n${output}`);
  };
}

async function waitUntilReady(url: string, server: ChildProcess, output: () => string): Promise<void> {
  const deadline = Date.now() + 90_000;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`the portal exited during start (${server.exitCode}):\n${output()}`);
    try {
      const response = await fetch(url);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  server.kill('SIGKILL');
  throw new Error(`the portal was not ready within 90 s:\n${output()}`);
}

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    port: number;
    dataDir: string;
    databaseUrl: string;
    startOutput: string;
  }
}
