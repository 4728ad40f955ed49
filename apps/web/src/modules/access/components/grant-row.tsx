import type { Action, PermissionCatalogue, Scope } from '@hcims/contracts/access';
import { memo } from 'react';
import { cn } from '../../../shared/lib/cn';
import { useTranslation } from '../../../shared/lib/use-translation';
import { switchInputClass } from '../../../shared/ui/form/switch';
import { controlBase } from '../../../shared/ui/form/field-styles';
import { ACTIONS, isGranted, type GrantRow as Row } from '../lib/grants-editor';
import { resourceDescription, resourceLabel } from '../lib/role-name';

type Resource = PermissionCatalogue['resources'][number];

export type GrantRowProps = {
  resource: Resource;
  row: Row;
  changed: boolean;
  readOnly: boolean;
  onToggle: (resource: string, action: Action) => void;
  onScope: (resource: string, scope: Scope) => void;
};

const riskTone: Partial<Record<Resource['risk'], string>> = {
  high: 'bg-amber-500/15 text-amber-800 dark:text-amber-300',
  critical: 'bg-danger-soft text-danger',
};

/** One permission: its label, risk and description, four switches and a scope. */
export const GrantRow = memo(function GrantRow({ resource, row, changed, readOnly, onToggle, onScope }: GrantRowProps) {
  const { t } = useTranslation('access');
  const label = resourceLabel(t, resource.key, resource.label);
  const granted = isGranted(row);
  return (
    <li
      data-testid="grant-row"
      data-resource={resource.key}
      className={cn(
        'grid gap-x-3 gap-y-3 border-s-2 py-3 ps-3 @xl:grid-cols-[minmax(0,1fr)_repeat(4,3.25rem)_10rem] @xl:items-center',
        changed ? 'border-primary' : 'border-transparent',
      )}
    >
      <div className="min-w-0">
        <p className="flex flex-wrap items-center gap-2 text-sm font-semibold text-ink">
          {label}
          {riskTone[resource.risk] && (
            <span className={cn('rounded-full px-2 py-0.5 text-[0.7rem] font-semibold', riskTone[resource.risk])}>
              {t(`risk.${resource.risk}`)}
            </span>
          )}
          {changed && <span className="text-[0.7rem] font-semibold text-primary-ink">{t('grants.changed')}</span>}
        </p>
        <p className="mt-0.5 text-xs text-ink-muted">{resourceDescription(t, resource.key, resource.description)}</p>
      </div>
      <div className="flex flex-wrap items-center gap-x-5 gap-y-2 @xl:contents">
        {ACTIONS.map((action) =>
          resource.actions.includes(action) ? (
            <label key={action} className="flex items-center gap-2 @xl:justify-center">
              <input
                type="checkbox"
                role="switch"
                className={switchInputClass}
                checked={row[action]}
                disabled={readOnly}
                aria-label={t('grants.switchLabel', { permission: label, action: t(`actions.${action}`) })}
                data-action={action}
                onChange={() => onToggle(resource.key, action)}
              />
              <span aria-hidden="true" className="text-xs text-ink-muted @xl:hidden">
                {t(`actions.${action}`)}
              </span>
            </label>
          ) : (
            <span key={action} className="hidden text-center text-ink-muted @xl:block" title={t('grants.notApplicable')}>
              <span aria-hidden="true">–</span>
              <span className="sr-only">{t('grants.notApplicableFor', { action: t(`actions.${action}`) })}</span>
            </span>
          ),
        )}
        <select
          aria-label={t('grants.scopeLabel', { permission: label })}
          value={row.scope}
          disabled={readOnly || resource.scopes.length < 2}
          onChange={(e) => onScope(resource.key, e.target.value as Scope)}
          data-testid="scope-select"
          className={cn(controlBase, 'w-auto min-w-32 py-1.5 text-xs @xl:w-full @xl:min-w-0', !granted && 'opacity-60')}
        >
          {resource.scopes.map((scope) => (
            <option key={scope} value={scope}>
              {t(`scopes.${scope}`)}
            </option>
          ))}
        </select>
      </div>
    </li>
  );
});
