export * from './workspace-queries';
export * from './todo-queries';
export * from './notification-queries';
export * from './mailbox-queries';
export * from './chat-queries';
