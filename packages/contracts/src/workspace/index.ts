export * from './workspace.js';
export * from './todos.js';
export * from './notifications.js';
export * from './mailbox.js';
export * from './chat.js';
