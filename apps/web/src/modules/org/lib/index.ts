/** Pure helpers of the org screens. */
export * from './api-problem';
export * from './format';
export * from './tree';
export * from './working-days';
