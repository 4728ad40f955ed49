export * from './report-queries';
