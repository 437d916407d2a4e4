import { defaultServerConditions } from 'vite';
import { defineConfig } from 'vitest/config';

/** Browser tests: Chromium (Debian's) driven by playwright-core against the built portal. */
export default defineConfig({
  ssr: { resolve: { conditions: ['source', ...defaultServerConditions] } },
  test: {
    name: 'e2e',
    include: ['e2e/**/*.e2e.ts'],
    globalSetup: ['e2e/global-setup.ts'],
    pool: 'forks',
    // One browser at a time: two cores serve the portal and drive Chromium.
    fileParallelism: false,
    testTimeout: 60_000,
    hookTimeout: 120_000,
  },
});
