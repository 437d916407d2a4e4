import openapiTS, { astToString } from 'openapi-typescript';
import type { API_MOUNTS } from '../app';

/** Where the SDK keeps the typed paths of each API document (generated, never edited by hand). */
export const SDK_API_TYPES: Record<(typeof API_MOUNTS)[number]['prefix'], string> = {
  '/portal/api': 'packages/sdk/src/api/portal.ts',
  '/webcrmapi/api': 'packages/sdk/src/api/crm.ts',
  '/portalapiproduction/api': 'packages/sdk/src/api/production.ts',
};

const HEADER = `// Generated from the server's OpenAPI document by openapi-typescript: run \`npm run openapi:types\`.
// Do not edit: apps/server/src/http/openapi.test.ts fails when this file and the document differ.
`;

/** The TypeScript types (`paths`, `components`, `operations`) of one API document. */
export async function openApiTypes(document: object): Promise<string> {
  const ast = await openapiTS(structuredClone(document) as never, { alphabetize: true });
  return `${HEADER}\n${astToString(ast)}`;
}
