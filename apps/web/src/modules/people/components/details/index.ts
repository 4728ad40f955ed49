export { ComingWithModule } from './coming-with-module';
export { DocumentsTab } from './documents-tab';
export { JobHistoryTab } from './job-history';
export { ProfileHeader } from './profile-header';
export { ProfileOverview } from './profile-overview';
