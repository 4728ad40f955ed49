export * from './calendar.js';
