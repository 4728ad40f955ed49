import { useSession } from '../../../../shared/lib/session';
import { useTranslation } from '../../../../shared/lib/use-translation';
import { InitialsAvatar } from '../initials-avatar';

/** The signed-in person: name, email, account status, active company and group. */
export function OwnDetails() {
  const { t } = useTranslation('identity');
  const user = useSession((s) => s.user);
  const company = useSession((s) => s.company);
  const rows = [
    { key: 'company', label: t('profile.company'), value: company?.name },
    { key: 'group', label: t('profile.group'), value: company?.groupName },
    { key: 'status', label: t('profile.status'), value: user ? t(`profile.statuses.${user.status}`) : undefined },
  ];
  return (
    <section aria-labelledby="profile-details" className="rounded-2xl border border-line bg-surface p-5 shadow-sm sm:p-6">
      <h2 id="profile-details" className="sr-only">
        {t('profile.details')}
      </h2>
      <div className="flex items-center gap-4">
        <InitialsAvatar name={user?.name ?? ''} className="size-16 text-xl" />
        <div className="min-w-0">
          <p className="truncate text-xl font-semibold text-ink" data-testid="own-name">
            {user?.name}
          </p>
          <p className="truncate text-sm text-ink-muted">{user?.email}</p>
        </div>
      </div>
      <dl className="mt-5 grid gap-x-6 gap-y-3 text-sm sm:grid-cols-2 lg:grid-cols-1">
        {rows.map((row) => (
          <div key={row.key} className="min-w-0">
            <dt className="text-ink-muted">{row.label}</dt>
            <dd className="font-medium break-words text-ink">{row.value ?? '—'}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
