import type { ColumnMappingInput } from '@hcims/contracts/people';
import { IMPORT_MAX_BYTES, type ImportFieldInfo } from '../../api';

export const importSteps = ['upload', 'mapping', 'preview', 'import'] as const;
export type ImportStep = (typeof importSteps)[number];

/** The reason a file cannot be imported before it is sent, or null (the server checks it again). */
export function importFileProblem(file: File): 'type' | 'size' | 'empty' | null {
  if (!/\.(csv|xlsx)$/i.test(file.name)) return 'type';
  if (file.size === 0) return 'empty';
  if (file.size > IMPORT_MAX_BYTES) return 'size';
  return null;
}

/** What stops a mapping from being checked: required fields left unmapped, fields fed by two columns. */
export function mappingProblems(
  mapping: ColumnMappingInput,
  fields: readonly ImportFieldInfo[],
): { missing: string[]; duplicates: string[] } {
  const used = Object.values(mapping).filter((f): f is NonNullable<typeof f> => !!f);
  const missing = fields.filter((f) => f.required && !used.includes(f.field)).map((f) => f.field);
  const duplicates = [...new Set(used.filter((f, i) => used.indexOf(f) !== i))];
  return { missing, duplicates };
}
