import type { TFunction } from 'i18next';
import type { FieldError } from 'react-hook-form';

/** Termination form errors in the user's language (zod issue codes from the contract's schema, or translated server text). */
export function terminateFieldMessage(t: TFunction, name: string, error: FieldError | undefined): string | undefined {
  if (!error) return undefined;
  if (error.type === 'server' && error.message) return error.message;
  if (name === 'reason')
    return error.type === 'too_big' ? t('people:employeeForm.errors.tooLong') : t('people:terminate.errors.reasonShort');
  if (name === 'terminationDate') return t('people:employeeForm.errors.date');
  if (name === 'employeeId') return t('people:terminate.errors.chooseEmployee');
  return t('people:employeeForm.errors.choose');
}
