// Building blocks of the people screens (pages import them from here).
export * from './employee-avatar';
export * from './employee-status-badge';
export * from './format';
export * from './use-url-params';
export * from './employee-form/employee-form';
export * from './import';
export * from './terminate';
export * from './details';
export * from './directories';
export * from './use-can';
export * from './use-paged-list';
