import { defaultServerConditions } from 'vite';
import { defineConfig } from 'vitest/config';

/**
 * Browser files whose flows do not depend on which PostgreSQL runs underneath: the calculators'
 * screens and the planning tab (pure engines; their one write, the saved inputs, is an API test on
 * both databases), the shell's presentation, the mini-app template's build, and the sign-in
 * protocol's browser side.
 * CI's second pass (`PORTAL_TEST_DATABASE_PASS=1`, on the PostgreSQL server) leaves them out: the
 * whole unit and API suite runs there, and every browser file that writes through the API runs
 * again. Without the variable, every file runs (`npm test` with or without DATABASE_URL).
 */
const SAME_ON_EVERY_DATABASE = [
  'calculators',
  'calculators-inputs',
  'crossDesigner',
  'fanConvectors',
  'trenchConvectors',
  'planning',
  'shell',
  'miniapp-template',
  'signin-cancelled',
  'renewal',
  'external-idp',
];

/** Browser tests: Chromium (Debian's) driven by playwright-core against the built portal. */
export default defineConfig({
  ssr: { resolve: { conditions: ['source', ...defaultServerConditions] } },
  test: {
    name: 'e2e',
    include: ['e2e/**/*.e2e.ts'],
    exclude: process.env.PORTAL_TEST_DATABASE_PASS ? SAME_ON_EVERY_DATABASE.map((name) => `e2e/${name}.e2e.ts`) : [],
    globalSetup: ['e2e/global-setup.ts'],
    pool: 'forks',
    // One browser at a time: two cores serve the portal and drive Chromium.
    fileParallelism: false,
    testTimeout: 60_000,
    // Only tests marked concurrent (the offered-pages walk) run side by side, at most three.
    maxConcurrency: 3,
    hookTimeout: 120_000,
  },
});
