import type { CelebrationQuery, DirectoryQuery, EmployeeListQuery, TerminationListQuery } from '@hcims/contracts/people';

/** React Query keys of the people screens; invalidating a prefix refreshes every list under it. */
export const peopleKeys = {
  all: ['people'] as const,
  employees: () => ['people', 'employees'] as const,
  employeeList: (query: Partial<EmployeeListQuery>) => ['people', 'employees', 'list', query] as const,
  employee: (id: string) => ['people', 'employees', 'detail', id] as const,
  history: (id: string) => ['people', 'employees', 'history', id] as const,
  documents: (id: string) => ['people', 'employees', 'documents', id] as const,
  terminations: () => ['people', 'terminations'] as const,
  terminationList: (query: Partial<TerminationListQuery>) => ['people', 'terminations', 'list', query] as const,
  directory: (query: Partial<DirectoryQuery>) => ['people', 'directory', query] as const,
  celebrations: (query: Partial<CelebrationQuery>) => ['people', 'celebrations', query] as const,
  branches: () => ['org', 'branches'] as const,
  importFields: () => ['people', 'imports', 'fields'] as const,
  importJob: (id: string) => ['people', 'imports', 'job', id] as const,
  importIssues: (id: string, page: number) => ['people', 'imports', 'issues', id, page] as const,
  photo: (url: string) => ['people', 'photo', url] as const,
};
