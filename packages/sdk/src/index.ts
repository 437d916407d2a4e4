export * from './challenge';
export * from './http';
export * from './retry';
