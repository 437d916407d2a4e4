export * from './components';
export * from './Icon';
export * from './themes';
