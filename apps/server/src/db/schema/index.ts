export * from './administration';
export * from './canteen';
export * from './idp';
export * from './portal';
