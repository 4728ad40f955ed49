/** React Query keys of the org screens; everything under ['org'] is dropped on a company switch. */
export const orgKeys = {
  all: ['org'] as const,
  company: ['org', 'company'] as const,
  logo: (version: string | null) => ['org', 'company', 'logo', version] as const,
  branches: ['org', 'branches'] as const,
  group: ['org', 'group'] as const,
  departments: ['org', 'departments'] as const,
  departmentTree: ['org', 'departments', 'tree'] as const,
  designations: ['org', 'designations'] as const,
  designationChart: ['org', 'designations', 'chart'] as const,
};
