export * from './rich-text.js';
export * from './rich-text-sql.js';
