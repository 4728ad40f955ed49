/** The org screens' server calls (React Query hooks). */
export * from './company';
export * from './group';
export * from './org-keys';
export * from './structure';
