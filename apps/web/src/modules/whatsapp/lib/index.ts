export * from './template-preview';
export * from './problem';
