import type { AccountStatus, Employee } from '@hcims/contracts/people';
import { useTranslation } from '../../../shared/lib/use-translation';
import { Badge, type BadgeTone } from '../../../shared/ui/table';

const tones: Record<Employee['status'], BadgeTone> = { active: 'success', invited: 'primary', on_leave: 'warning', terminated: 'danger' };

/** The employment status in words (and a colour, never colour alone). */
export function EmployeeStatusBadge({ status, terminationDate }: { status: Employee['status']; terminationDate?: string | null }) {
  const { t } = useTranslation('people');
  // A termination recorded for a later date: still active, leaving soon.
  if (status !== 'terminated' && terminationDate) return <Badge tone="warning">{t('employees.status.leaving')}</Badge>;
  return <Badge tone={tones[status]}>{t(`employees.status.${status}`)}</Badge>;
}

const accountTones: Record<AccountStatus, BadgeTone> = { none: 'neutral', invited: 'primary', active: 'success', disabled: 'danger' };

export function AccountStatusBadge({ status }: { status: AccountStatus }) {
  const { t } = useTranslation('people');
  return <Badge tone={accountTones[status]}>{t(`employees.account.${status}`)}</Badge>;
}
