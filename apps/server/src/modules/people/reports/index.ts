export { registerPeopleReporting, type PeopleReporting, type PeopleReportingDeps } from './people-reporting.js';
export { employeeReport } from './employee-report.definition.js';
