import type { TFunction } from 'i18next';
import type { FormIssue } from '../../../shared/lib/form';

/** A contract issue in the user's words (the contract's own English never reaches the screen). */
export const issueText =
  (t: TFunction) =>
  (issue: FormIssue): string => {
    if (issue.path === 'dueDate' && issue.code === 'custom') return t('tasks:validation.datesOrder');
    if (issue.path === 'departmentIds') return t('tasks:validation.departments');
    if (issue.code === 'too_big') return issue.origin === 'number' ? t('tasks:validation.range') : t('tasks:validation.tooLong');
    if (issue.code === 'too_small') return issue.origin === 'number' ? t('tasks:validation.range') : t('tasks:validation.required');
    if (issue.code === 'invalid_type' && (issue.input === undefined || issue.input === '')) return t('tasks:validation.required');
    return t('tasks:validation.invalid');
  };
