import { toProblem } from '../../../shared/lib/api-problem';
import { ArrowLeft, UserSearch } from 'lucide-react';
import { Link, navigate, useLocation } from '../../../shared/lib/router';
import { useTranslation } from '../../../shared/lib/use-translation';
import { buttonSecondary } from '../../../shared/ui/button-styles';
import { Spinner } from '../../../shared/ui/spinner';
import { EmptyState, Tabs } from '../../../shared/ui/table';
import { problemText, useEmployee, useOwnEmployeeId } from '../api';
import { ComingWithModule, DocumentsTab, JobHistoryTab, ProfileHeader, ProfileOverview, useCan, useUrlParams } from '../components';
import { useEmployeeChoices } from '../../../shared/lib/employee-choices';
import { PeopleSearchField } from '../../../shared/ui/form';

const tabIds = ['overview', 'history', 'documents', 'tasks', 'attendance', 'leave', 'evaluations'] as const;

type Notice = { notice?: 'created' | 'createdInvited' | 'saved'; photoFailed?: boolean } | null;

/** /employee-details?id=<id> (without an id: the signed-in user's own profile). */
export function EmployeeDetailsPage() {
  const { t } = useTranslation('people');
  const [params, setParams] = useUrlParams(['id', 'tab'] as const);
  const { state } = useLocation();
  const can = useCan();
  const own = useOwnEmployeeId(!params.id);
  const id = params.id || own.data || null;
  const employee = useEmployee(id);
  const choices = useEmployeeChoices({ enabled: !params.id && !own.isPending && !own.data });
  const people = choices.people;
  const notice = state as Notice;

  const loading = (!params.id && own.isPending) || (!!id && employee.isPending);
  if (loading) {
    return (
      <div className="grid min-h-60 place-items-center" role="status" aria-label={t('details.loading')}>
        <Spinner />
      </div>
    );
  }
  if (!id) {
    // No record of one's own (an owner without an employee record): choose someone.
    return (
      <EmptyState
        testId="details-choose"
        icon={<UserSearch className="size-6" />}
        title={t('details.chooseTitle')}
        message={t('details.chooseText')}
        action={
          <div className="flex flex-col gap-2">
            <PeopleSearchField choices={choices} />
            <select
              aria-label={t('details.choose')}
              className="rounded-lg border border-line bg-surface px-3 py-2 text-sm text-ink"
              defaultValue=""
              onChange={(event) => event.target.value && navigate(`/employee-details?id=${event.target.value}`)}
            >
              <option value="">{t('details.choose')}</option>
              {[...people]
                .sort((a, b) => a.name.localeCompare(b.name))
                .map((p) => (
                  <option key={p.id} value={p.id}>
                    {p.name}
                  </option>
                ))}
            </select>
          </div>
        }
      />
    );
  }
  if (employee.isError || !employee.data) {
    return (
      <EmptyState
        testId="details-error"
        title={problemText(t, toProblem(employee.error))}
        action={
          <Link to="/edit_employee" className={buttonSecondary}>
            {t('employeeForm.backToList')}
          </Link>
        }
      />
    );
  }
  const e = employee.data;
  const tab = (tabIds as readonly string[]).includes(params.tab) ? params.tab : 'overview';
  const items = [
    { id: 'overview', label: t('details.tabs.overview'), panel: () => <ProfileOverview employee={e} /> },
    { id: 'history', label: t('details.tabs.history'), panel: () => <JobHistoryTab employeeId={e.id} /> },
    ...(can('people.documents:read')
      ? [{ id: 'documents', label: t('details.tabs.documents'), panel: () => <DocumentsTab employeeId={e.id} /> }]
      : []),
    ...(['tasks', 'attendance', 'leave', 'evaluations'] as const).map((area) => ({
      id: area,
      label: t(`details.tabs.${area}`),
      panel: () => <ComingWithModule area={area} />,
    })),
  ];
  return (
    <div data-testid="employee-details">
      <Link to="/edit_employee" className="mb-3 inline-flex items-center gap-1 text-sm text-primary-ink hover:underline print:hidden">
        <ArrowLeft className="size-4 rtl:-scale-x-100" aria-hidden="true" />
        {t('employeeForm.backToList')}
      </Link>
      {notice?.notice && (
        <p
          role="status"
          className="mb-4 rounded-lg border border-success/40 bg-success/10 px-4 py-3 text-sm text-ink"
          data-testid="details-notice"
        >
          {t(`details.notice.${notice.notice}`)}
          {notice.photoFailed && ` ${t('details.notice.photoFailed')}`}
        </p>
      )}
      <ProfileHeader employee={e} />
      <Tabs
        label={t('details.tabsLabel')}
        items={items}
        value={tab}
        onValueChange={(next) => setParams({ tab: next === 'overview' ? null : next })}
      />
    </div>
  );
}
