import type { HolidayType, LeaveStatus } from '@hcims/contracts/routines';
import type { TFunction } from 'i18next';
import type { FormIssue } from '../../../shared/lib/form';
import type { BadgeTone } from '../../../shared/ui/table';

/** Words and looks the routines screens share. */

export const statusTone: Record<LeaveStatus, BadgeTone> = {
  pending: 'warning',
  approved: 'success',
  rejected: 'danger',
  cancelled: 'neutral',
};

export const holidayTypeLabel = (t: TFunction, type: HolidayType) => t(`routines:holidays.types.${type}`);

/** A leave type's name: the starting three in the user's language, custom ones as HR named them. */
export const leaveTypeName = (t: TFunction, type: { name: string; builtin: string | null }) =>
  type.builtin ? t(`routines:leave.builtin.${type.builtin}`) : type.name;

/** A zod issue in the user's language: required, too long, or the field's own "invalid" text. */
export const issueText =
  (t: TFunction) =>
  (issue: FormIssue): string => {
    const own = t(`routines:validation.fields.${issue.path}`, { defaultValue: '' });
    if (issue.code === 'too_small' && issue.origin === 'string') return t('routines:validation.required');
    if (issue.code === 'invalid_type' && (issue.input === undefined || issue.input === null || issue.input === ''))
      return t('routines:validation.required');
    if (issue.code === 'too_big' && issue.origin === 'string') return t('routines:validation.tooLong', { max: issue.maximum });
    return own || t('routines:validation.invalid');
  };

/** Years around the company's current one, for the year filters. */
export function yearsAround(current: number): number[] {
  return [current + 1, current, current - 1, current - 2];
}
