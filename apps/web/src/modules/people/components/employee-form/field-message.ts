import type { TFunction } from 'i18next';
import type { FieldError } from 'react-hook-form';

const emailFields = /(^|\.)(workEmail|personalEmail)$/;
const phoneFields = /(^|\.)(workPhone|mobilePhone|phone|alternatePhone)$/;
const dateFields = /(Date|On|dateOfBirth|hireDate|expiresOn)$/;

/**
 * A field's error in the user's language. Client errors come from the contract's zod schema
 * (type = the zod issue code); server errors were already translated (type "server").
 */
export function fieldMessage(t: TFunction, name: string, error: FieldError | undefined): string | undefined {
  if (!error) return undefined;
  if (error.type === 'server' && error.message) return error.message;
  const code = String(error.type);
  if (code === 'too_big') return t('people:employeeForm.errors.tooLong');
  if (code === 'invalid_format' || (code === 'custom' && dateFields.test(name))) {
    if (emailFields.test(name)) return t('people:employeeForm.errors.email');
    if (phoneFields.test(name)) return t('people:employeeForm.errors.phone');
    if (dateFields.test(name)) return t('people:employeeForm.errors.date');
    if (/currency$/.test(name)) return t('people:employeeForm.errors.currency');
    return t('people:employeeForm.errors.format');
  }
  if (code === 'too_small') return /iban$/.test(name) ? t('people:employeeForm.errors.tooShort') : t('people:employeeForm.errors.required');
  if (code === 'invalid_type')
    return /amount$/.test(name) ? t('people:employeeForm.errors.number') : t('people:employeeForm.errors.required');
  if (code === 'invalid_value') return t('people:employeeForm.errors.choose');
  return t('people:employeeForm.errors.format');
}
