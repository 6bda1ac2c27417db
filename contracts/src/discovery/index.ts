export * from './bank';
export * from './search';
export * from './profileBank';
export * from './exports';
export * from './events';
export * from './locations';
export * from './explain';
