// `npm test`: every test. Type check and lint, unit and API tests (Vitest), then the browser
// tests in Chromium against the built portal. DATABASE_URL switches every part to a PostgreSQL server.

import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { ensureBuilt, ensureInstalled, root, run } from './lib.mjs';

ensureInstalled();
// CI's second pass (another database, same sources) sets PORTAL_TEST_SKIP_CHECKS: the type check
// and lint do not depend on the database and ran in the first pass.
if (!process.env.PORTAL_TEST_SKIP_CHECKS) {
  run('npx', ['tsc', '-p', 'tsconfig.json', '--noEmit']);
  run('npx', ['biome', 'check', '--diagnostic-level=error', '.']);
}

const totals = { passed: 0, failed: 0, skipped: 0 };
let failed = false;

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
  } else {
    failed = true;
  }
}

vitest('unit', []);
ensureBuilt();
vitest('e2e', ['--config', 'e2e/vitest.config.ts']);

const database = process.env.DATABASE_URL ? 'PostgreSQL server' : 'embedded PostgreSQL';
process.stdout.write(
  `\ntests (${database}):\n${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped\n`,
);
process.exit(failed || totals.failed > 0 ? 1 : 0);
