import type { RoleSummary } from '@hcims/contracts/access';
import { Lock } from 'lucide-react';
import { cn } from '../../../shared/lib/cn';
import { useTranslation } from '../../../shared/lib/use-translation';
import { roleName } from '../lib/role-name';
import { RoleDot } from './role-dot';

export type RolesListProps = { roles: readonly RoleSummary[]; selectedId: string | null; onSelect: (id: string) => void };

/** The company's roles: colour, name, member count and a badge on built-in ones. */
export function RolesList({ roles, selectedId, onSelect }: RolesListProps) {
  const { t } = useTranslation('access');
  return (
    <ul className="flex flex-col gap-1" aria-label={t('roles.listLabel')} data-testid="roles-list">
      {roles.map((role) => {
        const selected = role.id === selectedId;
        return (
          <li key={role.id}>
            <button
              type="button"
              aria-current={selected ? 'true' : undefined}
              onClick={() => onSelect(role.id)}
              data-testid="role-item"
              data-role-name={role.name}
              className={cn(
                'flex w-full items-center gap-3 rounded-lg px-3 py-2.5 text-start transition hover:bg-surface-hover',
                selected && 'bg-primary-soft hover:bg-primary-soft',
              )}
            >
              <RoleDot colour={role.colour} />
              <span className="min-w-0 flex-1">
                <span className={cn('block truncate text-sm font-semibold', selected ? 'text-primary-ink' : 'text-ink')}>
                  {roleName(t, role)}
                </span>
                <span className="flex flex-wrap items-center gap-x-2 text-xs text-ink-muted">
                  {t('roles.memberCount', { n: role.memberCount })}
                  {role.builtIn && (
                    <span className="inline-flex items-center gap-1 font-semibold">
                      <Lock className="size-3" aria-hidden="true" />
                      {t('roles.builtIn')}
                    </span>
                  )}
                </span>
              </span>
            </button>
          </li>
        );
      })}
    </ul>
  );
}
