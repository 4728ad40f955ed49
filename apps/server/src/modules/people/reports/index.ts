export { registerPeopleReporting, type PeopleReporting, type PeopleReportingDeps } from './people-reporting.js';
export { peopleReportingSeed } from './reporting.seed.js';
export { employeeReport } from './employee-report.definition.js';
