import { toProblem } from '../../../shared/lib/api-problem';
import { ArrowLeft } from 'lucide-react';
import { Link } from '../../../shared/lib/router';
import { useTranslation } from '../../../shared/lib/use-translation';
import { buttonSecondary } from '../../../shared/ui/button-styles';
import { Spinner } from '../../../shared/ui/spinner';
import { EmptyState, PageHeader } from '../../../shared/ui/table';
import { problemText, useEmployee } from '../api';
import { EmployeeForm, personName } from '../components';

/** /edit_employee?new and ?edit=<id>: loads the record, then the form (which restarts on reload after a 409). */
export function EmployeeFormPage({ employeeId }: { employeeId: string | null }) {
  const { t } = useTranslation('people');
  const employee = useEmployee(employeeId);
  const back = (
    <Link to="/edit_employee" className="inline-flex items-center gap-1 text-sm text-primary-ink hover:underline">
      <ArrowLeft className="size-4 rtl:-scale-x-100" aria-hidden="true" />
      {t('employeeForm.backToList')}
    </Link>
  );
  const name = personName(employee.data);
  return (
    <div data-testid="employee-form-page" className="mx-auto max-w-4xl">
      <PageHeader
        before={back}
        title={employeeId ? t('employeeForm.editTitle', { name }) : t('employeeForm.addTitle')}
        description={employeeId ? undefined : t('employeeForm.addDescription')}
      />
      {employeeId && employee.isPending ? (
        <div className="grid min-h-60 place-items-center" role="status" aria-label={t('employeeForm.loading')}>
          <Spinner />
        </div>
      ) : employeeId && employee.isError ? (
        <EmptyState
          title={problemText(t, toProblem(employee.error))}
          action={
            <button type="button" className={buttonSecondary} onClick={() => void employee.refetch()}>
              {t('table.retry')}
            </button>
          }
        />
      ) : (
        <EmployeeForm
          key={employee.data ? `${employee.data.id}-${employee.data.version}` : 'new'}
          employee={employee.data ?? null}
          onReload={() => void employee.refetch()}
          reloading={employee.isFetching}
        />
      )}
    </div>
  );
}
