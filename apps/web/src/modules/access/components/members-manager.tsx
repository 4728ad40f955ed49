import type { Member, RoleDetail } from '@hcims/contracts/access';
import { MailPlus, UserMinus, UserPlus } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from '../../../shared/lib/use-translation';
import { buttonPrimary, buttonSecondary } from '../../../shared/ui/button-styles';
import { FormError } from '../../../shared/ui/form/form-error';
import { Spinner } from '../../../shared/ui/spinner';
import { Pagination, SearchInput } from '../../../shared/ui/table';
import { MEMBERS_PAGE_SIZE, useRoleMembers } from '../api/access-queries';
import { useRemoveMember } from '../api/access-mutations';
import { accessErrorMessage } from '../lib/access-errors';
import { roleName } from '../lib/role-name';
import { AccessLinkActions } from './access-link-actions';
import { AddMembersDialog } from './add-members-dialog';
import { InviteDialog } from './invite-dialog';

export type MembersManagerProps = { role: RoleDetail; canAdd: boolean; canRemove: boolean; canInvite: boolean; canLink?: boolean };

function MemberRow({
  member,
  onRemove,
  removing,
  canRemove,
  canLink,
  removeLabel,
}: {
  member: Member;
  onRemove: () => void;
  removing: boolean;
  canRemove: boolean;
  canLink: boolean;
  removeLabel: string;
}) {
  const { t } = useTranslation('access');
  return (
    <li className="flex flex-wrap items-center gap-3 py-3" data-testid="member-row" data-email={member.email}>
      <div className="min-w-0 flex-1">
        <p className="truncate text-sm font-semibold text-ink">{member.name}</p>
        <p className="truncate text-xs text-ink-muted">{member.email}</p>
      </div>
      {member.status !== 'active' && (
        <span className="rounded-full bg-surface-hover px-2 py-0.5 text-xs font-semibold text-ink-muted">
          {t(`memberStatus.${member.status}`, { defaultValue: member.status })}
        </span>
      )}
      {canRemove && (
        <button
          type="button"
          className={`${buttonSecondary} px-3 py-1.5 text-xs`}
          onClick={onRemove}
          disabled={removing}
          aria-label={removeLabel}
        >
          {removing ? <Spinner size={14} /> : <UserMinus className="size-4" aria-hidden="true" />}
          {t('members.remove')}
        </button>
      )}
      {canLink && <AccessLinkActions member={member} />}
    </li>
  );
}

/** The people holding a role: search, page through, take out; add people of the company or invite someone new. */
export function MembersManager({ role, canAdd, canRemove, canInvite, canLink = false }: MembersManagerProps) {
  const { t } = useTranslation('access');
  const [q, setQ] = useState('');
  const [page, setPage] = useState(1);
  const [adding, setAdding] = useState(false);
  const [inviting, setInviting] = useState(false);
  const [removingId, setRemovingId] = useState<string | null>(null);
  const members = useRoleMembers(role.id, q, page);
  const remove = useRemoveMember(role.id);
  const label = roleName(t, role);

  return (
    <div data-testid="members-manager">
      <div className="flex flex-wrap items-end gap-2">
        <SearchInput
          className="min-w-0 flex-1"
          label={t('members.search')}
          placeholder={t('members.searchPlaceholder')}
          value={q}
          onChange={(value) => {
            setQ(value);
            setPage(1);
          }}
        />
        {canAdd && (
          <button type="button" className={buttonPrimary} onClick={() => setAdding(true)} data-testid="add-members">
            <UserPlus className="size-4" aria-hidden="true" />
            {t('members.add')}
          </button>
        )}
        {canInvite && (
          <button type="button" className={buttonSecondary} onClick={() => setInviting(true)} data-testid="invite-member">
            <MailPlus className="size-4" aria-hidden="true" />
            {t('members.invite')}
          </button>
        )}
      </div>
      <FormError className="mt-4">{remove.isError ? accessErrorMessage(t, remove.error) : null}</FormError>
      {members.isPending ? (
        <div className="grid place-items-center py-10" role="status" aria-label={t('members.loading')}>
          <Spinner />
        </div>
      ) : members.isError ? (
        <FormError className="mt-4">{accessErrorMessage(t, members.error)}</FormError>
      ) : members.data.items.length === 0 ? (
        <p className="py-10 text-center text-sm text-ink-muted">{q ? t('members.noMatch', { q }) : t('members.empty')}</p>
      ) : (
        <>
          <ul className="mt-2 divide-y divide-line" aria-label={t('members.listLabel', { role: label })}>
            {members.data.items.map((member) => (
              <MemberRow
                key={member.id}
                member={member}
                canRemove={canRemove}
                canLink={canLink}
                removing={remove.isPending && removingId === member.id}
                removeLabel={t('members.removeLabel', { name: member.name, role: label })}
                onRemove={() => {
                  setRemovingId(member.id);
                  remove.mutate(member.id);
                }}
              />
            ))}
          </ul>
          {members.data.total > MEMBERS_PAGE_SIZE && (
            <Pagination page={page} pageSize={MEMBERS_PAGE_SIZE} total={members.data.total} onPageChange={setPage} />
          )}
        </>
      )}
      {canAdd && <AddMembersDialog open={adding} onClose={() => setAdding(false)} role={role} />}
      {canInvite && <InviteDialog open={inviting} onClose={() => setInviting(false)} roleId={role.id} roleLabel={label} />}
    </div>
  );
}
