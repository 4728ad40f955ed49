export * from './api-problem';
export * from './format';
export * from '../../../../shared/lib/use-query-params';
export * from './cells';
export * from '../../../../shared/lib/use-debounced';
export * from './export-query';
