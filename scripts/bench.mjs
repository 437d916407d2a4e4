// `npm run bench`: every benchmark in bench/, each printing its figures, ratios and budgets.
import fs from 'node:fs';
import path from 'node:path';
import { ensureBuilt, ensureInstalled, root, run } from './lib.mjs';

ensureInstalled();
ensureBuilt();
for (const file of fs
  .readdirSync(path.join(root, 'bench'))
  .filter((f) => f.endsWith('.bench.ts'))
  .sort()) {
  process.stdout.write(`\n== ${file} ==\n`);
  run('npx', ['tsx', '--conditions', 'source', path.join('bench', file)]);
}
