export * from './events';
export * from './requests';
export * from './responses';
