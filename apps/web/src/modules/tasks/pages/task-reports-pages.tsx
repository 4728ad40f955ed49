import { BarChart3, ListChecks, Users } from 'lucide-react';
import { Link } from '../../../shared/lib/router';
import { useTranslation } from '../../../shared/lib/use-translation';
import { PageHeader } from '../../../shared/ui/table';
import { TaskReportView } from '../components/task-report-view';

/** /TaskReports: progress and completion by person or department. */
export function TaskProgressReportPage() {
  const { t } = useTranslation('tasks');
  return (
    <div data-testid="task-progress-report">
      <PageHeader title={t('screens.taskReports')} description={t('reports.progressDescription')} />
      <TaskReportView kind="progress" caption={t('screens.taskReports')} />
    </div>
  );
}

/** /SubordinateTaskReports: everyone below the signed-in user in the reporting line. */
export function SubordinateTaskReportPage() {
  const { t } = useTranslation('tasks');
  return (
    <div data-testid="subordinate-task-report">
      <PageHeader title={t('screens.subordinateTaskReports')} description={t('reports.subordinatesDescription')} />
      <TaskReportView kind="subordinates" caption={t('screens.subordinateTaskReports')} />
    </div>
  );
}

const REPORTS = [
  { path: '/PersonalTasks', title: 'screens.personalTasks', description: 'reports.personalDescription', icon: ListChecks },
  { path: '/SubordinateTaskReports', title: 'screens.subordinateTaskReports', description: 'reports.subordinatesDescription', icon: Users },
  { path: '/TaskReports', title: 'screens.taskReports', description: 'reports.progressDescription', icon: BarChart3 },
] as const;

/** /tasks_reports: the hub of the task reports. */
export function TaskReportsHubPage() {
  const { t } = useTranslation('tasks');
  return (
    <div data-testid="task-reports-hub">
      <PageHeader title={t('screens.reports')} />
      <ul className="grid gap-3 sm:grid-cols-3">
        {REPORTS.map((r) => (
          <li key={r.path}>
            <Link
              to={r.path}
              className="flex h-full flex-col gap-2 rounded-xl border border-line bg-surface p-4 shadow-sm hover:bg-surface-hover"
            >
              <r.icon className="size-5 text-primary" aria-hidden="true" />
              <span className="font-semibold text-ink">{t(r.title)}</span>
              <span className="text-sm text-ink-muted">{t(r.description)}</span>
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}
