export * from './idp';
export * from './portal';
