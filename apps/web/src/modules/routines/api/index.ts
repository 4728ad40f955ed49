export * from './holidays';
export * from './leave';
export * from './attendance';
export * from './expenses';
export * from './whistle';
export * from './meetings';
export * from './routine-reports';
