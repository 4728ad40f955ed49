import { lazy, Suspense } from 'react';
import { useSearchParams } from '../../../shared/lib/router';
import { Spinner } from '../../../shared/ui/spinner';
import { EmployeesList } from './employees-list';

const EmployeeFormPage = lazy(() => import('./employee-form-page').then((m) => ({ default: m.EmployeeFormPage })));
const ImportWizard = lazy(() => import('./import-wizard').then((m) => ({ default: m.ImportWizard })));

/**
 * /edit_employee: the list; `?new` opens the add form, `?edit=<id>` the edit form, `?import` the
 * bulk import (the spec has no route parameters, so the query string says which view).
 */
export function EmployeesPage() {
  const params = useSearchParams();
  const editId = params.get('edit');
  let view = <EmployeesList />;
  if (params.has('new') || editId) view = <EmployeeFormPage key={editId ?? 'new'} employeeId={editId} />;
  else if (params.has('import')) view = <ImportWizard />;
  return (
    <Suspense
      fallback={
        <div className="grid min-h-60 place-items-center">
          <Spinner />
        </div>
      }
    >
      {view}
    </Suspense>
  );
}
