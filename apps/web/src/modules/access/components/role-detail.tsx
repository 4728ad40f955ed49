import type { PermissionCatalogue, RoleSummary } from '@hcims/contracts/access';
import { Lock } from 'lucide-react';
import { useState } from 'react';
import { hasPermission, useSession } from '../../../shared/lib/session';
import { useTranslation } from '../../../shared/lib/use-translation';
import { FormError } from '../../../shared/ui/form/form-error';
import { Spinner } from '../../../shared/ui/spinner';
import { Tabs } from '../../../shared/ui/table';
import { useRole } from '../api/access-queries';
import { accessErrorMessage } from '../lib/access-errors';
import { roleDescription, roleName } from '../lib/role-name';
import { GrantsEditor } from './grants-editor';
import { MembersManager } from './members-manager';
import { RoleDot } from './role-dot';
import { RoleSettings } from './role-settings';

export type RoleDetailProps = {
  roleId: string;
  roles: readonly RoleSummary[];
  catalogue: PermissionCatalogue;
  onDirtyChange: (dirty: boolean) => void;
  onDeleted: () => void;
};

/** One role: its grants, its members and its settings, each in a tab. */
export function RoleDetail({ roleId, roles, catalogue, onDirtyChange, onDeleted }: RoleDetailProps) {
  const { t } = useTranslation('access');
  const permissions = useSession((s) => s.permissions);
  const can = (code: string) => hasPermission(permissions, code);
  const role = useRole(roleId);
  const [tab, setTab] = useState('grants');

  if (role.isPending)
    return (
      <div className="grid place-items-center py-16" role="status" aria-label={t('roles.loading')}>
        <Spinner />
      </div>
    );
  if (role.isError) return <FormError>{accessErrorMessage(t, role.error)}</FormError>;
  const data = role.data;
  const name = roleName(t, data);

  return (
    <div data-testid="role-detail" data-role-id={data.id}>
      <div className="mb-4 flex flex-wrap items-start gap-3">
        <RoleDot colour={data.colour} className="mt-1.5 size-4" />
        <div className="min-w-0 flex-1">
          <h2 className="flex flex-wrap items-center gap-2 text-lg font-semibold text-ink">
            {name}
            {data.builtIn && (
              <span className="inline-flex items-center gap-1 rounded-full bg-surface-hover px-2 py-0.5 text-xs font-semibold text-ink-muted">
                <Lock className="size-3" aria-hidden="true" />
                {t('roles.builtIn')}
              </span>
            )}
          </h2>
          <p className="text-sm text-ink-muted">
            {roleDescription(t, data) || t('roles.noDescription')} · {t('roles.memberCount', { n: data.memberCount })}
          </p>
        </div>
      </div>
      <Tabs
        label={t('roles.tabsLabel', { role: name })}
        value={tab}
        onValueChange={setTab}
        items={[
          {
            id: 'grants',
            label: t('tabs.grants'),
            panel: () => (
              <GrantsEditor
                catalogue={catalogue}
                role={data}
                roles={roles}
                canEdit={can('access.roles:update')}
                onDirtyChange={onDirtyChange}
              />
            ),
          },
          {
            id: 'members',
            label: t('tabs.members'),
            panel: () => (
              <MembersManager
                role={data}
                canAdd={can('access.role-members:create')}
                canRemove={can('access.role-members:delete')}
                canInvite={can('identity.users:create')}
                canLink={can('identity.users:update')}
              />
            ),
          },
          {
            id: 'settings',
            label: t('tabs.settings'),
            panel: () => (
              <RoleSettings
                key={data.id}
                role={data}
                canEdit={can('access.roles:update')}
                canDelete={can('access.roles:delete')}
                onDeleted={onDeleted}
              />
            ),
          },
        ]}
      />
    </div>
  );
}
