import type { EmployeeChoices } from '../../lib/employee-choices';
import { useTranslation } from '../../lib/use-translation';
import { TextField } from './text-field';

/**
 * The search box above a people picker of a large company (docs/decisions/0101-directory-at-scale.md):
 * renders nothing while the shell holds the whole directory, so small companies keep a plain list.
 */
export function PeopleSearchField({ choices, className }: { choices: EmployeeChoices; className?: string }) {
  const { t } = useTranslation('common');
  if (!choices.partial) return null;
  return (
    <TextField
      type="search"
      label={t('peoplePicker.search')}
      hint={t('peoplePicker.hint')}
      value={choices.search}
      onChange={(event) => choices.setSearch(event.target.value)}
      aria-busy={choices.searching || undefined}
      autoComplete="off"
      className={className}
      data-testid="people-search"
    />
  );
}
