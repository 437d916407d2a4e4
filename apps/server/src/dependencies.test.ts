import { createRequire } from 'node:module';
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
