/** Report screens' parts and the helpers the other people screens of this area share. */
export * from './api';
export { fromDefinition, indexFields, initialBuilderState, startFor, type FieldOption } from './builder';
export * from './components';
export { EmployeeDetailsReport } from './details/employee-details-report';
export * from './lib';
