// The people screens' server calls, one file per request (fetcher, query options, hook); pages
// import them from here.
export * from './api-error';
export * from './download-document';
export * from './people-keys';
export * from './use-branches';
export * from './use-celebrations';
export * from './use-create-employee';
export * from './use-delete-document';
export * from './use-directory';
export * from './use-documents';
export * from './use-employee';
export * from './use-employee-photo';
export * from './use-employees';
export * from './use-import';
export * from './use-invite-employee';
export * from './use-job-history';
export * from './use-terminate-employee';
export * from './use-terminations';
export * from './use-undo-termination';
export * from './use-update-document';
export * from './use-update-employee';
export * from './use-update-termination';
export * from './use-upload-document';
export * from './use-own-employee';
