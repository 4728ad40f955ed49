import { useFormContext, type FieldError, type FieldPath } from 'react-hook-form';
import { useTranslation } from '../../../../shared/lib/use-translation';
import { fieldMessage } from './field-message';
import type { EmployeeFormValues } from './form-model';

export const fieldGrid = 'grid grid-cols-1 gap-4 sm:grid-cols-2';

/** register() plus the translated error of one field, to spread onto a form primitive. */
export function useField() {
  const { t } = useTranslation('people');
  const { register, getFieldState, formState } = useFormContext<EmployeeFormValues>();
  return (name: FieldPath<EmployeeFormValues>) => ({
    ...register(name),
    error: fieldMessage(t, name, getFieldState(name, formState).error as FieldError | undefined),
  });
}
