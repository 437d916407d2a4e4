import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * Versions below which a dependency has a known hole in what this server uses it for (T29). The
 * advisory service `npm audit` asks is not reachable from every build machine, so the minimums
 * the security notes name are checked here against what is installed.
 */
const MINIMUM: Record<string, { version: string; why: string }> = {
  '@fastify/static': {
    version: '10.1.3',
    why: 'serves the shell and mini-apps; dot-dot segments and encoded separators bypassed route guards before 10.1.3 (CVE-2026-15074, GHSA-x428-ghpx-8j92)',
  },
};

const require = createRequire(import.meta.url);

function atLeast(installed: string, minimum: string): boolean {
  const a = installed.split('.').map(Number);
  const b = minimum.split('.').map(Number);
  for (let i = 0; i < 3; i++) {
    if ((a[i] ?? 0) !== (b[i] ?? 0)) return (a[i] ?? 0) > (b[i] ?? 0);
  }
  return true;
}

describe('dependencies carry the fixes the security notes name (T29)', () => {
  it('compares versions part by part', () => {
    expect(atLeast('10.1.3', '10.1.3')).toBe(true);
    expect(atLeast('10.1.11', '10.1.3')).toBe(true);
    expect(atLeast('10.1.2', '10.1.3')).toBe(false);
    expect(atLeast('9.9.9', '10.1.3')).toBe(false);
  });

  for (const [name, { version, why }] of Object.entries(MINIMUM)) {
    it(`${name} is at least ${version}`, () => {
      const installed = (require(`${name}/package.json`) as { version: string }).version;
      expect(atLeast(installed, version), `${name} ${installed}: ${why}`).toBe(true);
    });
  }
});

const SOURCE = path.dirname(fileURLToPath(import.meta.url));

/** Every relative module a file imports, exports from or loads (`import()`), as written. */
export function relativeImports(text: string): string[] {
  const found = text.matchAll(/(?:\bfrom\s*|\bimport\s*\(\s*|^\s*import\s+)['"](\.{1,2}\/[^'"]+)['"]/gm);
  return [...found].map((match) => match[1]!);
}

/**
 * How a file breaks the module rule (issue 18 §3), with paths relative to the server's `src`: no
 * module and no shared place imports the composition root `app.ts`; a file of module A (and of
 * the shared `erp/`) imports another module B only through B's entry, `modules/B/service.ts`.
 */
export function moduleRuleViolations(file: string, text: string): string[] {
  const broken: string[] = [];
  const ownModule = /^modules\/([^/]+)\//.exec(file)?.[1];
  for (const specifier of relativeImports(text)) {
    const target = path.posix
      .normalize(path.posix.join(path.posix.dirname(file), specifier))
      .replace(/\.(ts|js|mjs)$/, '');
    if (target === 'app') {
      broken.push(`${file} imports the composition root (${specifier})`);
      continue;
    }
    const otherModule = /^modules\/([^/]+)\/(.+)$/.exec(target);
    if (!otherModule || otherModule[1] === ownModule) continue;
    if (otherModule[2] !== 'service') broken.push(`${file} reaches into module ${otherModule[1]} (${specifier})`);
  }
  return broken;
}

function sourceFiles(folder: string): string[] {
  return readdirSync(path.join(SOURCE, folder), { recursive: true, withFileTypes: true })
    .filter(
      (entry) => entry.isFile() && /\.(ts|mjs)$/.test(entry.name) && !/\.test\.ts$|fixtures\.ts$/.test(entry.name),
    )
    .map((entry) => path.relative(SOURCE, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'));
}

describe('modules use each other only through their service entry (issue 18 §3)', () => {
  it('names an import of app.ts and one into another module, and lets the service entry pass', () => {
    const text = [
      "import type { ModuleDeps } from '../../app';",
      "import { insertAll } from '../sales/seed';",
      "export { visibilityOf } from '../../access/row-filter';",
      "import { AccessService } from '../access/service';",
      "import { stillInUse } from '../shared';",
      "const lazy = await import('../configurator/routes');",
    ].join('\n');
    expect(moduleRuleViolations('modules/bekontracking/routes.ts', text)).toEqual([
      'modules/bekontracking/routes.ts imports the composition root (../../app)',
      'modules/bekontracking/routes.ts reaches into module sales (../sales/seed)',
      'modules/bekontracking/routes.ts reaches into module configurator (../configurator/routes)',
    ]);
    const nested =
      "import type { ModuleDeps } from '../../../app';\nexport { visibilityOf } from '../../access/row-filter';";
    expect(moduleRuleViolations('modules/administration/users/service.ts', nested)).toEqual([
      'modules/administration/users/service.ts imports the composition root (../../../app)',
      'modules/administration/users/service.ts reaches into module access (../../access/row-filter)',
    ]);
  });

  it('holds for every module file and for the shared places', () => {
    const files = [...sourceFiles('modules'), ...sourceFiles('erp'), ...sourceFiles('platform')];
    expect(files.length).toBeGreaterThan(100);
    const broken = files.flatMap((file) => moduleRuleViolations(file, readFileSync(path.join(SOURCE, file), 'utf8')));
    expect(broken).toEqual([]);
  });
});
