/** The typed paths, operations and components of each API document (generated: `npm run openapi:types`). */
export type * as CrmApi from './api/crm';
export type * as PortalApi from './api/portal';
export type * as ProductionApi from './api/production';
export * from './challenge';
export * from './download';
export * from './http';
export * from './miniapp';
export * from './retry';
export * from './translations';
