export * from './brands';
export * from './calc/index';
export * from './portal';
export * from './problem';
export * from './resources';
