import { useTranslation } from '../../../../shared/lib/use-translation';
import { Spinner } from '../../../../shared/ui/spinner';
import { useRoles } from '../api';

/** Checkboxes of the company's roles; without access.roles:read the list cannot be read, and it says so. */
export function RolePicker({ value, onChange }: { value: readonly string[]; onChange: (ids: string[]) => void }) {
  const { t } = useTranslation('people');
  const roles = useRoles(true);
  return (
    <fieldset data-testid="role-picker">
      <legend className="mb-1.5 text-sm font-semibold text-ink">{t('reportBuilder.shareWith')}</legend>
      <p className="mb-2 text-xs text-ink-muted">{t('reportBuilder.shareHint')}</p>
      {roles.isPending ? (
        <Spinner size={20} />
      ) : roles.error ? (
        <p className="text-sm text-ink-muted">{t('reportBuilder.rolesUnavailable')}</p>
      ) : (
        <div className="grid gap-1.5 sm:grid-cols-2">
          {(roles.data ?? []).map((role) => (
            <label key={role.id} className="inline-flex items-center gap-2 text-sm text-ink">
              <input
                type="checkbox"
                className="size-4 accent-primary"
                checked={value.includes(role.id)}
                onChange={(e) => onChange(e.target.checked ? [...value, role.id] : value.filter((id) => id !== role.id))}
              />
              {role.name}
            </label>
          ))}
        </div>
      )}
    </fieldset>
  );
}
