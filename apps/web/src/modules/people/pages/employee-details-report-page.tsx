import type { EmployeeOption } from '@hcims/contracts/people';
import { useId, useMemo } from 'react';
import { useEmployeeChoices } from '../../../shared/lib/employee-choices';
import { PeopleSearchField } from '../../../shared/ui/form';
import { useTranslation } from '../../../shared/lib/use-translation';
import { EmptyState, PageHeader } from '../../../shared/ui/table';
import { EmployeeDetailsReport, useQueryParams } from '../reports';

/** /report-employee-details: pick an employee (?employee=<id>) and read, print or export their full profile. */
export function EmployeeDetailsReportPage() {
  const { t } = useTranslation('people');
  const [params, setParams] = useQueryParams();
  const selectId = useId();
  const employeeId = params.get('employee');
  const choices = useEmployeeChoices({ chosen: [employeeId] });
  const directory = choices.people;

  const groups = useMemo(() => {
    const byDepartment = new Map<string, EmployeeOption[]>();
    for (const e of directory) byDepartment.set(e.departmentName, [...(byDepartment.get(e.departmentName) ?? []), e]);
    return [...byDepartment.entries()]
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([name, people]) => ({ name, people: [...people].sort((a, b) => a.name.localeCompare(b.name)) }));
  }, [directory]);

  return (
    <div className="mx-auto max-w-6xl" data-testid="employee-details-report-page">
      <PageHeader title={t('screens.employeeDetailsReport')} description={t('detailsReport.description')} />
      <div className="mb-5 flex max-w-md flex-col gap-1.5 print:hidden">
        <PeopleSearchField choices={choices} />
        <label htmlFor={selectId} className="text-sm font-semibold text-ink">
          {t('detailsReport.choose')}
        </label>
        <select
          id={selectId}
          value={employeeId ?? ''}
          onChange={(e) => setParams({ employee: e.target.value || null })}
          className="w-full rounded-lg border border-line bg-surface px-3 py-2.5 text-sm text-ink"
          data-testid="employee-picker"
        >
          <option value="">{t('detailsReport.choosePlaceholder')}</option>
          {groups.map((g) => (
            <optgroup key={g.name} label={g.name}>
              {g.people.map((e) => (
                <option key={e.id} value={e.id}>
                  {e.name} · {e.designationName}
                </option>
              ))}
            </optgroup>
          ))}
        </select>
      </div>
      {employeeId ? (
        <EmployeeDetailsReport key={employeeId} id={employeeId} />
      ) : (
        <EmptyState title={t('detailsReport.emptyTitle')} message={t('detailsReport.emptyMessage')} />
      )}
    </div>
  );
}
