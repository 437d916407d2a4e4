import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/**
 * A PostgreSQL cluster of a test's own (initdb, pg_ctl from the machine's PostgreSQL), so a test
 * may kill it without disturbing the shared server the other test files use. Runs as the
 * `postgres` system user when the tests run as root (initdb refuses root).
 */
export class PrivatePostgres {
  readonly dir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-pg-'));

  constructor(
    private readonly bin: string,
    readonly port: number,
  ) {}

  /** The binaries' folder of the machine's PostgreSQL, or undefined when there is none. */
  static findBinaries(): string | undefined {
    const root = '/usr/lib/postgresql';
    if (!fs.existsSync(root)) return undefined;
    const versions = fs.readdirSync(root).sort((a, b) => Number(b) - Number(a));
    return versions.map((v) => path.join(root, v, 'bin')).find((bin) => fs.existsSync(path.join(bin, 'initdb')));
  }

  get url(): string {
    return `postgres://postgres@127.0.0.1:${this.port}/postgres`;
  }

  init(): void {
    if (process.getuid?.() === 0) execFileSync('chown', ['postgres', this.dir]);
    this.run('initdb', ['-D', this.dir, '--auth=trust', '-U', 'postgres', '--no-sync']);
  }

  start(): void {
    this.run('pg_ctl', [
      '-D',
      this.dir,
      '-w',
      '-l',
      path.join(this.dir, 'server.log'),
      '-o',
      `-p ${this.port} -c listen_addresses=127.0.0.1 -k ${this.dir}`,
      'start',
    ]);
  }

  /** Ends the postmaster and its backends at once, as a power cut of the process would (SIGKILL). */
  async kill(): Promise<void> {
    const pid = Number(fs.readFileSync(path.join(this.dir, 'postmaster.pid'), 'utf8').split('\n')[0]);
    process.kill(pid, 'SIGKILL');
    while (isAlive(pid)) await new Promise((r) => setTimeout(r, 50));
    // Backends notice the postmaster's death and end themselves; a new start waits for them.
    fs.rmSync(path.join(this.dir, 'postmaster.pid'), { force: true });
  }

  stop(): void {
    try {
      this.run('pg_ctl', ['-D', this.dir, '-m', 'immediate', 'stop']);
    } catch {
      // already gone
    }
    fs.rmSync(this.dir, { recursive: true, force: true });
  }

  private run(tool: string, args: string[]): void {
    const command = path.join(this.bin, tool);
    if (process.getuid?.() === 0)
      execFileSync('runuser', ['-u', 'postgres', '--', command, ...args], { stdio: 'ignore' });
    else execFileSync(command, args, { stdio: 'ignore' });
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}
