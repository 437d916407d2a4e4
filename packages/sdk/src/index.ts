export * from './challenge';
export * from './download';
export * from './http';
export * from './miniapp';
export * from './retry';
