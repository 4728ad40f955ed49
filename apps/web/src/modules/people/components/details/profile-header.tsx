import { toProblem } from '../../../../shared/lib/api-problem';
import type { Employee } from '@hcims/contracts/people';
import { Mail, Pencil, UserMinus } from 'lucide-react';
import { useState } from 'react';
import { Link } from '../../../../shared/lib/router';
import { useTranslation } from '../../../../shared/lib/use-translation';
import { buttonPrimary, buttonSecondary } from '../../../../shared/ui/button-styles';
import { problemText, useInviteEmployee } from '../../api';
import { EmployeeAvatar } from '../employee-avatar';
import { useCan } from '../use-can';
import { AccountStatusBadge, EmployeeStatusBadge } from '../employee-status-badge';
import { formatDate, formatNumber, personName, tenureOf, todayIso } from '../format';
import { LtrSentence } from '../../../../shared/ui/ltr';

function Metric({ label, value, testId }: { label: string; value: string; testId?: string }) {
  return (
    <div className="rounded-lg border border-line bg-surface px-4 py-3">
      <dt className="text-xs font-medium text-ink-muted">{label}</dt>
      <dd className="mt-0.5 text-lg font-semibold text-ink" data-testid={testId}>
        {value}
      </dd>
    </div>
  );
}

/** Photo, name, job, status, the actions the caller may take, and a few figures of the record. */
export function ProfileHeader({ employee: e }: { employee: Employee }) {
  const { t, i18n } = useTranslation('people');
  const can = useCan();
  const invite = useInviteEmployee();
  const [inviteMessage, setInviteMessage] = useState<string | null>(null);
  const name = personName(e);
  const end = e.terminationDate && e.terminationDate < todayIso() ? e.terminationDate : todayIso();
  const tenure = tenureOf(e.hireDate, end);
  const nf = { format: (n: number) => formatNumber(n, i18n.language) };
  const canInvite =
    can('people.employees:update') && e.status !== 'terminated' && (e.accountStatus === 'none' || e.accountStatus === 'invited');

  return (
    <section className="mb-5 rounded-xl border border-line bg-surface p-5 shadow-sm print:shadow-none" aria-labelledby="profile-name">
      <div className="flex flex-wrap items-start gap-5">
        <EmployeeAvatar name={name} photoUrl={e.photoUrl} size="xl" />
        <div className="min-w-0 flex-1">
          <h1 id="profile-name" className="text-2xl font-semibold tracking-tight text-ink" data-testid="profile-name">
            {name}
            {e.preferredName && <span className="ms-2 text-base font-normal text-ink-muted">({e.preferredName})</span>}
          </h1>
          <p className="mt-0.5 text-ink-muted">
            {e.designationName} · {e.departmentName}
          </p>
          <div className="mt-2 flex flex-wrap items-center gap-2 text-sm text-ink-muted">
            <EmployeeStatusBadge status={e.status} terminationDate={e.terminationDate} />
            <AccountStatusBadge status={e.accountStatus} />
            {e.employeeNumber && (
              <span>
                <LtrSentence text={(slots) => t('details.number', slots)} values={{ number: e.employeeNumber }} />
              </span>
            )}
            <span>{t('details.joined', { date: formatDate(e.hireDate, i18n.language) })}</span>
            {e.terminationDate && <span>{t('details.lastDay', { date: formatDate(e.terminationDate, i18n.language) })}</span>}
          </div>
        </div>
        <div className="flex flex-wrap gap-2 print:hidden">
          {canInvite && (
            <button
              type="button"
              className={buttonSecondary}
              disabled={invite.isPending}
              data-testid="resend-invitation"
              onClick={() =>
                invite.mutate(e.id, {
                  onSuccess: (answer) => setInviteMessage(answer.mailed ? t('details.invited') : t('details.inviteNotMailed')),
                  onError: (error) => setInviteMessage(problemText(t, toProblem(error))),
                })
              }
            >
              <Mail className="size-4" aria-hidden="true" />
              {e.accountStatus === 'none' ? t('details.invite') : t('details.reinvite')}
            </button>
          )}
          {can('people.terminations:create') && e.status !== 'terminated' && !e.terminationDate && (
            <Link to={`/terminate_employee?employee=${e.id}`} className={buttonSecondary}>
              <UserMinus className="size-4" aria-hidden="true" />
              {t('employees.actions.terminateShort')}
            </Link>
          )}
          {can('people.employees:update') && (
            <Link to={`/edit_employee?edit=${e.id}`} className={buttonPrimary} data-testid="edit-profile">
              <Pencil className="size-4" aria-hidden="true" />
              {t('details.edit')}
            </Link>
          )}
        </div>
      </div>
      {inviteMessage && (
        <p role="status" className="mt-3 text-sm text-ink">
          {inviteMessage}
        </p>
      )}
      <dl className="mt-5 grid grid-cols-2 gap-3 lg:grid-cols-4">
        <Metric
          label={t('details.metrics.tenure')}
          value={t('details.metrics.tenureValue', { years: nf.format(tenure.years), months: nf.format(tenure.months) })}
          testId="metric-tenure"
        />
        <Metric label={t('details.metrics.reports')} value={nf.format(e.directReportCount)} />
        <Metric label={t('details.metrics.manager')} value={e.managerName ?? t('details.none')} />
        <Metric label={t('details.metrics.type')} value={t(`employeeForm.employmentType.${e.employmentType}`)} />
      </dl>
    </section>
  );
}
