export * from './access';
export type { RouteNode } from './define';
export * from './infoModules';
export * from './manifest';
export * from './occupationalSafety';
export * from './table';
export * from './types';
