export * from './workspace-queries';
