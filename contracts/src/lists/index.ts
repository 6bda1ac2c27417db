export * from './constants';
export * from './events';
export * from './requests';
export * from './responses';
export * from './slug';
