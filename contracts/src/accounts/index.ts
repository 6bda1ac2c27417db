export * from './apiKeys';
export * from './constants';
export * from './credentials';
export * from './events';
export * from './google';
export * from './requests';
export * from './responses';
