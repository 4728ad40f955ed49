export * from './api-problem';
export * from './format';
export * from './use-query-param';
export * from './cells';
export * from './use-debounced';
export * from './export-query';
