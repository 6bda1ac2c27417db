export * from './snapshot';
