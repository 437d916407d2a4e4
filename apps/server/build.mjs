// Bundles the server (its own sources and the workspace packages) into dist/; dependencies stay in node_modules.
import fs from 'node:fs';
import { build } from 'esbuild';

const pkg = JSON.parse(fs.readFileSync(new URL('./package.json', import.meta.url), 'utf8'));
const external = Object.keys({ ...pkg.dependencies, ...pkg.devDependencies }).filter((d) => !d.startsWith('@portal/'));

await build({
  entryPoints: ['src/main.ts', 'src/cli.ts'].filter((f) => fs.existsSync(new URL(f, import.meta.url))),
  outdir: 'dist',
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'esm',
  sourcemap: true,
  conditions: ['source'],
  external,
  logLevel: 'warning',
  absWorkingDir: new URL('.', import.meta.url).pathname,
});

// The SQL tool's sandbox runs in a worker thread from a file of its own, beside the bundle (docs/sapsql.md).
fs.copyFileSync(
  new URL('./src/modules/sapsql/sandbox-worker.mjs', import.meta.url),
  new URL('./dist/sandbox-worker.mjs', import.meta.url),
);

// Uploaded PDFs' text is read in a worker thread from a file of its own and the reader it imports,
// beside the bundle (modules/files/text.ts, docs/files.md "Full-text search").
for (const file of ['pdf-text-worker.mjs', 'pdf-text.mjs']) {
  fs.copyFileSync(new URL(`./src/modules/files/${file}`, import.meta.url), new URL(`./dist/${file}`, import.meta.url));
}

// The dealer finder's place table is read beside the bundle (modules/crm/places.ts, docs/crm.md "Places").
fs.cpSync(new URL('./src/modules/crm/places/', import.meta.url), new URL('./dist/places/', import.meta.url), {
  recursive: true,
});
