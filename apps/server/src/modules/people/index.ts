export { employees, employeeJobHistory, employeeTerminations, employeeDocuments, employeeDocumentReminders } from './people.table.js';
export { registerPeopleModule } from './people.routes.js';
export { createOrgPeoplePort } from './people.org-port.js';
export { identityPeoplePort } from './people.identity-port.js';
export { installPeopleJobs } from './people.jobs.js';
export { applyAllDueTerminations, applyDueTerminations } from './terminations/termination.service.js';
export { sendAllDocumentReminders, sendDocumentReminders } from './documents/reminders.js';
export { peopleSeed } from './people.seed.js';
export type { PeopleDeps, PeopleIdentity } from './people.deps.js';
export {
  employeeReport,
  registerPeopleReporting,
  type PeopleReporting,
  type PeopleReportingDeps,
} from './reports/index.js';
export { terminationJob, terminationSweepJob } from './terminations/termination.jobs.js';
export { documentRemindersJob } from './documents/reminders.js';
export { messagingPeoplePort } from './people.messaging-port.js';
