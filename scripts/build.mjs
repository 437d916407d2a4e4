// Builds everything that is served: the server bundle, the shell and every mini-app.
import fs from 'node:fs';
import path from 'node:path';
import { ensureInstalled, root, run } from './lib.mjs';

ensureInstalled();
run('node', ['build.mjs'], { cwd: path.join(root, 'apps/server') });
run('npx', ['vite', 'build', '--logLevel', 'warn'], { cwd: path.join(root, 'apps/shell') });
const miniapps = path.join(root, 'miniapps');
if (fs.existsSync(miniapps)) {
  for (const name of fs.readdirSync(miniapps)) {
    if (fs.existsSync(path.join(miniapps, name, 'vite.config.ts'))) {
      run('npx', ['vite', 'build', '--logLevel', 'warn'], { cwd: path.join(miniapps, name) });
    }
  }
}
