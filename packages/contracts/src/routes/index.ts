export * from './access';
export * from './define';
export * from './infoModules';
export * from './occupationalSafety';
export * from './table';
export * from './types';
