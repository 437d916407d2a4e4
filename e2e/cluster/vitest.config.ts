import { defaultServerConditions } from 'vite';
import { defineConfig } from 'vitest/config';

/**
 * The cluster test: HAProxy, three built portal processes, PgBouncer, Redis and the PostgreSQL
 * server (docs/operations.md, "Several processes"). `npm test` runs it when DATABASE_URL is set.
 */
export default defineConfig({
  ssr: { resolve: { conditions: ['source', ...defaultServerConditions] } },
  test: {
    name: 'cluster',
    include: ['e2e/cluster/**/*.test.ts'],
    pool: 'forks',
    testTimeout: 60_000,
    hookTimeout: 240_000,
  },
});
