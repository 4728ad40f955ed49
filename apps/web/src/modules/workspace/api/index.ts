export * from './workspace-queries';
export * from './todo-queries';
