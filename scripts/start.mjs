// `npm start`: installs what is missing, builds what changed, then runs the portal
// (the server migrates and seeds its database at start and prints the addresses and demo accounts).
import { spawn } from 'node:child_process';
import path from 'node:path';
import { ensureBuilt, ensureInstalled, root, runtime } from './lib.mjs';

ensureInstalled();
ensureBuilt();
const server = spawn(runtime(), ['--enable-source-maps', path.join(root, 'apps/server/dist/main.js')], {
  cwd: root,
  stdio: 'inherit',
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
