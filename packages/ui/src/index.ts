export * from './components';
export * from './data';
export * from './fields';
export * from './Icon';
export * from './load';
export * from './themes';
