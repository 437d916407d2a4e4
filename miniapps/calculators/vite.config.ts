import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';
import { miniAppConfig } from '../vite.shared';

/**
 * The engines read their schemas from the root of '@portal/contracts', whose browser build leaves
 * the schemas out. For imports from the engines only, the root resolves to the calculator schemas,
 * so the browser carries exactly what the engines validate with.
 */
const calcSchemas = fileURLToPath(new URL('../../packages/contracts/src/calc/index.ts', import.meta.url));
const engineSchemas: Plugin = {
  name: 'calculators:engine-schemas',
  enforce: 'pre',
  resolveId(id, importer) {
    if (id === '@portal/contracts' && importer?.replaceAll('\\', '/').includes('/packages/calc/src/')) {
      return calcSchemas;
    }
    return null;
  },
};

export default miniAppConfig('calculators', { plugins: [engineSchemas] });
