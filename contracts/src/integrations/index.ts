export * from './bitly';
