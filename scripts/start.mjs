// `npm start`: installs what is missing, builds what changed, then runs the portal
// (the server migrates and seeds its database at start and prints the addresses and demo accounts).
import { spawn } from 'node:child_process';
import { ensureBuilt, ensureInstalled, root, runtime, serverArguments } from './lib.mjs';

ensureInstalled();
ensureBuilt();
const server = spawn(runtime(), serverArguments(), {
  cwd: root,
  stdio: 'inherit',
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
