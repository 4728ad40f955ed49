import type { ImportIssueDto } from '@hcims/contracts/people';
import type { TFunction } from 'i18next';

const known = new Set([
  'required',
  'invalid_date',
  'invalid_email',
  'invalid_choice',
  'invalid_boolean',
  'invalid_number',
  'invalid_phone',
  'invalid_country',
  'invalid_currency',
  'invalid_format',
  'too_small',
  'too_big',
  'duplicate_in_file',
  'unknown_value',
  'already_exists',
  'ambiguous_value',
  'manager_cycle',
  'manager_not_imported',
  'manager_terminated',
  'designation_other_department',
  'date_order',
  'write_failed',
]);

/** An import issue in the user's words, by its stable code (the server's English is only a fallback for logs). */
export function issueText(t: TFunction, issue: Pick<ImportIssueDto, 'code' | 'value'>): string {
  const code = issue.code.startsWith('write_failed') ? 'write_failed' : issue.code;
  return t(`people:import.issues.${known.has(code) ? code : 'other'}`, { value: issue.value });
}

/** The label of an import field (department, hireDate...), or the raw key when unknown. */
export const importFieldLabel = (t: TFunction, field: string) => (field ? t(`people:import.fields.${field}`, { defaultValue: field }) : '');
