export * from './template-preview';
