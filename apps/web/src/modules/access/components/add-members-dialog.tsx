import type { RoleDetail } from '@hcims/contracts/access';
import { useState } from 'react';
import { useTranslation } from '../../../shared/lib/use-translation';
import { buttonSecondary } from '../../../shared/ui/button-styles';
import { checkboxInputClass } from '../../../shared/ui/form/checkbox';
import { FormError } from '../../../shared/ui/form/form-error';
import { SubmitButton } from '../../../shared/ui/form/submit-button';
import { Spinner } from '../../../shared/ui/spinner';
import { SearchInput } from '../../../shared/ui/table';
import { useCompanyMembers } from '../api/access-queries';
import { useAddMembers } from '../api/access-mutations';
import { accessErrorMessage } from '../lib/access-errors';
import { roleName } from '../lib/role-name';
import { Dialog } from '../../../shared/ui/modal';

/** Picks people of the company (search by name or email) and adds them to the role at once. */
export function AddMembersDialog({ open, onClose, role }: { open: boolean; onClose: () => void; role: RoleDetail }) {
  const { t } = useTranslation('access');
  const [q, setQ] = useState('');
  const [chosen, setChosen] = useState<ReadonlySet<string>>(new Set());
  const people = useCompanyMembers(q, open);
  const add = useAddMembers(role.id);

  function close() {
    add.reset();
    setChosen(new Set());
    setQ('');
    onClose();
  }

  const toggle = (id: string) =>
    setChosen((current) => {
      const next = new Set(current);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });

  return (
    <Dialog open={open} onClose={close} title={t('members.addTitle', { role: roleName(t, role) })} testId="add-members-dialog">
      <form
        onSubmit={(e) => {
          e.preventDefault();
          if (chosen.size) add.mutate([...chosen], { onSuccess: close });
        }}
        className="flex flex-col gap-3"
      >
        <SearchInput label={t('members.search')} placeholder={t('members.searchPlaceholder')} value={q} onChange={setQ} />
        <FormError>{add.isError ? accessErrorMessage(t, add.error) : null}</FormError>
        {people.isPending ? (
          <div className="grid place-items-center py-8" role="status" aria-label={t('members.loading')}>
            <Spinner />
          </div>
        ) : people.isError ? (
          <FormError>{accessErrorMessage(t, people.error)}</FormError>
        ) : people.data.items.length === 0 ? (
          <p className="py-6 text-center text-sm text-ink-muted">{t('members.noMatch', { q })}</p>
        ) : (
          <ul className="max-h-80 divide-y divide-line overflow-y-auto" aria-label={t('members.people')}>
            {people.data.items.map((person) => {
              const already = person.roleIds.includes(role.id);
              return (
                <li key={person.id}>
                  <label className="flex items-center gap-3 py-2.5" data-testid="candidate" data-email={person.email}>
                    <input
                      type="checkbox"
                      className={checkboxInputClass}
                      checked={already || chosen.has(person.id)}
                      disabled={already}
                      onChange={() => toggle(person.id)}
                    />
                    <span className="min-w-0 flex-1">
                      <span className="block truncate text-sm font-semibold text-ink">{person.name}</span>
                      <span className="block truncate text-xs text-ink-muted">{person.email}</span>
                    </span>
                    {already && <span className="text-xs text-ink-muted">{t('members.already')}</span>}
                  </label>
                </li>
              );
            })}
          </ul>
        )}
        <div className="flex items-center justify-end gap-2 border-t border-line pt-4">
          <span className="me-auto text-sm text-ink-muted" role="status">
            {t('members.chosen', { n: chosen.size })}
          </span>
          <button type="button" className={buttonSecondary} onClick={close}>
            {t('actions.cancel')}
          </button>
          <SubmitButton pending={add.isPending} disabled={chosen.size === 0} data-testid="confirm-add-members">
            {t('members.addChosen')}
          </SubmitButton>
        </div>
      </form>
    </Dialog>
  );
}
