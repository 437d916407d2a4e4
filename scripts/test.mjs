// `npm test`: every test. Type check and lint, unit and API tests (Vitest), then the browser
// tests in Chromium against the built portal. DATABASE_URL switches every part to a PostgreSQL server.

import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { ensureBuilt, ensureInstalled, root, run } from './lib.mjs';

// Each part's wall time is printed at the end: CI has a time limit, and this shows which part grows.
const took = [];
function timed(name, part) {
  const start = Date.now();
  part();
  took.push(`${name} ${Math.round((Date.now() - start) / 1000)} s`);
}

timed('install', () => ensureInstalled());

// CI's second pass (another database, same sources) sets PORTAL_TEST_DATABASE_PASS. It leaves out
// what does not depend on the database and ran in the first pass: the type check and lint, the
// packages' own tests (engines, contracts, UI kit, mini-app screens under jsdom), and the browser
// files e2e/vitest.config.ts names as the same on every database. Every server test runs again.
const databasePass = Boolean(process.env.PORTAL_TEST_DATABASE_PASS);
if (!databasePass) {
  timed('type check and lint', () => {
    run('npx', ['tsc', '-p', 'tsconfig.json', '--noEmit']);
    run('npx', ['biome', 'check', '--diagnostic-level=error', '.']);
  });
}

const totals = { passed: 0, failed: 0, skipped: 0 };
let failed = false;
// The names of failed tests, repeated at the very end: CI keeps only the tail of a long log.
const failures = [];

function vitest(name, args) {
  const report = path.join(root, '.tmp', `vitest-${name}.json`);
  fs.mkdirSync(path.dirname(report), { recursive: true });
  fs.rmSync(report, { force: true });
  const result = spawnSync(
    'npx',
    ['vitest', 'run', ...args, '--reporter=default', '--reporter=json', `--outputFile.json=${report}`],
    {
      cwd: root,
      stdio: 'inherit',
    },
  );
  if (result.status !== 0) failed = true;
  if (fs.existsSync(report)) {
    const r = JSON.parse(fs.readFileSync(report, 'utf8'));
    totals.passed += r.numPassedTests;
    totals.failed += r.numFailedTests;
    totals.skipped += r.numPendingTests + r.numTodoTests;
    for (const file of r.testResults ?? []) {
      for (const test of file.assertionResults ?? []) {
        if (test.status !== 'failed') continue;
        const message = (test.failureMessages?.[0] ?? '').split('\n').slice(0, 3).join(' | ');
        failures.push(`${path.relative(root, file.name)} › ${test.fullName}\n    ${message.slice(0, 400)}`);
      }
      // A file that failed to load has no tests, only its own message.
      if (file.status === 'failed' && !(file.assertionResults ?? []).length)
        failures.push(`${path.relative(root, file.name)}\n    ${(file.message ?? '').slice(0, 400)}`);
    }
  } else {
    failed = true;
  }
}

// CI splits the rest between its passes to keep within its time (PORTAL_TEST_CI_SPLIT): the server
// tests run once, on the PostgreSQL server the image runs on, and the browser tests once, on the
// embedded database `npm start` runs on. Without it (a developer's `npm test`) each pass runs all.
const split = Boolean(process.env.PORTAL_TEST_CI_SPLIT);
const unitProjects = databasePass ? ['--project', 'server'] : split ? ['--project', 'packages'] : [];
timed('unit and API tests', () => vitest('unit', unitProjects));
timed('build', () => ensureBuilt());
if (!(split && databasePass)) timed('browser tests', () => vitest('e2e', ['--config', 'e2e/vitest.config.ts']));
// Several processes need a PostgreSQL server: HAProxy, three portals, PgBouncer and Redis (e2e/cluster).
if (process.env.DATABASE_URL)
  timed('cluster test', () => vitest('cluster', ['--config', 'e2e/cluster/vitest.config.ts']));

const database = process.env.DATABASE_URL ? 'PostgreSQL server' : 'embedded PostgreSQL';
process.stdout.write(
  `\ntests (${database}):\n${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped\n${took.join(', ')}\n`,
);
if (failures.length) process.stdout.write(`failed:\n${failures.map((f) => `  ${f}`).join('\n')}\n`);
process.exit(failed || totals.failed > 0 ? 1 : 0);
