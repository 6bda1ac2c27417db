export * from './bank';
export * from './search';
export * from './profileBank';
