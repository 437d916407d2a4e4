export * from './components';
export * from './data';
export * from './downloads';
export * from './fields';
export * from './Icon';
export * from './load';
export * from './themes';
