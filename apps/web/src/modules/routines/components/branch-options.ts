import type { TFunction } from 'i18next';
import type { SelectOption } from '../../../shared/ui/form';

/** The branch choice of a holiday: the whole company first (value ''), then each branch. */
export function branchOptions(t: TFunction, branches: readonly { id: string; name: string }[] | undefined): SelectOption[] {
  return [{ value: '', label: t('routines:holidays.wholeCompany') }, ...(branches ?? []).map((b) => ({ value: b.id, label: b.name }))];
}
