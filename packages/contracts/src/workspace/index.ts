export * from './workspace.js';
export * from './todos.js';
