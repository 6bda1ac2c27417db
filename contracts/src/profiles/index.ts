export * from './constants';
export * from './events';
export * from './requests';
export * from './responses';
export * from './analytics';
export * from './figures';
export * from './slugReservation';
export * from './publicAddress';
