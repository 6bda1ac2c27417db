export * from './constants';
export * from './events';
