import { EmploymentTypeSchema } from '@hcims/contracts/people';
import { useFormContext, useWatch } from 'react-hook-form';
import { useCompanySetup } from '../../../../shared/lib/company-setup';
import { useEmployeeChoices } from '../../../../shared/lib/employee-choices';
import { useTranslation } from '../../../../shared/lib/use-translation';
import { PeopleSearchField, Select, TextField } from '../../../../shared/ui/form';
import { useBranches } from '../../api';
import { FormSection } from './form-section';
import { fieldGrid, useField } from './use-field';
import type { EmployeeFormValues } from './form-model';

/**
 * Department, designation (only the department's), manager (current staff; holders of the
 * designation it reports to first, as the predecessor's "Report To" did), branch, hire date, type.
 */
export function JobSection({ employeeId, canReadBranches }: { employeeId: string | null; canReadBranches: boolean }) {
  const { t } = useTranslation('people');
  const field = useField();
  const { setValue, getValues } = useFormContext<EmployeeFormValues>();
  const departmentId = useWatch<EmployeeFormValues, 'departmentId'>({ name: 'departmentId' });
  const designationId = useWatch<EmployeeFormValues, 'designationId'>({ name: 'designationId' });
  const managerId = useWatch<EmployeeFormValues, 'managerId'>({ name: 'managerId' });
  const departments = useCompanySetup((s) => s.departments);
  const designations = useCompanySetup((s) => s.designations);
  const branches = useBranches(canReadBranches);

  const designation = designations.find((d) => d.id === designationId);
  const parent = designation?.reportsToId ? designations.find((d) => d.id === designation.reportsToId) : undefined;
  const choices = useEmployeeChoices({ current: true, chosen: [managerId] });
  const holders = useEmployeeChoices({ current: true, designationId: parent?.id, enabled: !!parent });
  const candidates = choices.people.filter((p) => p.id !== employeeId);
  const suggested = parent ? holders.people.filter((p) => p.id !== employeeId) : [];
  const others = candidates.filter((p) => !suggested.some((s) => s.id === p.id)).sort((a, b) => a.name.localeCompare(b.name));
  const label = (p: (typeof candidates)[number]) => `${p.name} · ${p.designationName}`;
  const managerOptions = [
    ...suggested.map((p) => ({ value: p.id, label: `★ ${label(p)}` })),
    ...others.map((p) => ({ value: p.id, label: label(p) })),
  ];

  const departmentField = field('departmentId');
  return (
    <FormSection id="job" title={t('employeeForm.sections.job')}>
      <div className={fieldGrid}>
        <Select
          label={t('employeeForm.fields.department')}
          required
          placeholder={t('employeeForm.choose')}
          options={departments.map((d) => ({ value: d.id, label: d.name }))}
          {...departmentField}
          onChange={(event) => {
            void departmentField.onChange(event);
            // A designation belongs to one department: clear one that no longer fits.
            const current = designations.find((d) => d.id === getValues('designationId'));
            if (current && current.departmentId !== event.target.value) setValue('designationId', '', { shouldDirty: true });
          }}
        />
        <Select
          label={t('employeeForm.fields.designation')}
          required
          placeholder={departmentId ? t('employeeForm.choose') : t('employeeForm.chooseDepartmentFirst')}
          disabled={!departmentId}
          options={designations.filter((d) => d.departmentId === departmentId).map((d) => ({ value: d.id, label: d.name }))}
          {...field('designationId')}
        />
        <PeopleSearchField choices={choices} />
        <Select
          label={t('employeeForm.fields.manager')}
          placeholder={t('employeeForm.noManager')}
          hint={parent ? t('employeeForm.hints.managerSuggested', { designation: parent.name }) : undefined}
          options={managerOptions}
          {...field('managerId')}
        />
        {canReadBranches && (
          <Select
            label={t('employeeForm.fields.branch')}
            placeholder={t('employeeForm.noBranch')}
            options={(branches.data ?? []).map((b) => ({ value: b.id, label: b.name }))}
            {...field('branchId')}
          />
        )}
        <TextField label={t('employeeForm.fields.hireDate')} type="date" required {...field('hireDate')} />
        <Select
          label={t('employeeForm.fields.employmentType')}
          required
          options={EmploymentTypeSchema.options.map((e) => ({ value: e, label: t(`employeeForm.employmentType.${e}`) }))}
          {...field('employmentType')}
        />
        <TextField label={t('employeeForm.fields.workLocation')} hint={t('employeeForm.hints.workLocation')} {...field('workLocation')} />
      </div>
    </FormSection>
  );
}
