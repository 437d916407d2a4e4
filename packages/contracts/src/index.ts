export * from './administration';
export * from './brands';
export * from './calc/index';
export * from './canteen';
export * from './portal';
export * from './problem';
export * from './resources';
export * from './routes/index';
