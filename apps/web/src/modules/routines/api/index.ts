export * from './holidays';
export * from './leave';
export * from './attendance';
export * from './whistle';
