export * from './challenge';
export * from './http';
export * from './miniapp';
export * from './retry';
