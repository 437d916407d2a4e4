export * from './components';
export * from './data';
export * from './fields';
export * from './Icon';
export * from './themes';
