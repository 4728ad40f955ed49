import { type ApiProblem, isStale, toProblem } from '../../../../shared/lib/api-problem';
import { CreateDepartmentSchema, type Department } from '@hcims/contracts/org';
import { useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from '../../../../shared/lib/use-translation';
import { buttonSecondary } from '../../../../shared/ui/button-styles';
import { fieldErrorMessage, FormError, PeopleSearchField, Select, SubmitButton, TextField } from '../../../../shared/ui/form';
import { orgKeys } from '../../api/org-keys';
import { useSaveDepartment } from '../../api/structure';
import { problemText } from '../../lib/api-problem';
import { applyServerErrors, contractResolver } from '../../../../shared/lib/form';
import { changedOnly, nullable, orgIssueText, orgServerText } from '../../lib/form';
import { pathLabel, subtreeIds } from '../../lib/tree';
import { Dialog } from '../../../../shared/ui/modal';
import { StaleNotice } from '../stale-notice';
import { useEmployeeChoices } from '../../../../shared/lib/employee-choices';

export type DepartmentDialogMode =
  { kind: 'create'; parentId: string | null } | { kind: 'edit'; department: Department } | { kind: 'move'; department: Department };

type Values = { name: string; parentId: string; headEmployeeId: string; expectedArrival: string };
const bodyOf = (v: Values) => ({
  name: v.name.trim(),
  parentId: nullable(v.parentId),
  headEmployeeId: nullable(v.headEmployeeId),
  expectedArrival: nullable(v.expectedArrival),
});
const FIELDS = ['name', 'parentId', 'headEmployeeId', 'expectedArrival'] as const;
const idOf = (d: Department) => d.id;
const parentOf = (d: Department) => d.parentId;
const nameOf = (d: Department) => d.name;

/** Add a department (optionally under another), edit one, or move it under another parent. */
export function DepartmentDialog({
  mode,
  departments,
  onClose,
}: {
  mode: DepartmentDialogMode;
  departments: readonly Department[];
  onClose: () => void;
}) {
  const { t } = useTranslation('org');
  const client = useQueryClient();
  const save = useSaveDepartment();
  const [problem, setProblem] = useState<ApiProblem | null>(null);
  const current = mode.kind === 'create' ? null : mode.department;
  const resolver = useMemo(() => contractResolver<Values>(CreateDepartmentSchema, bodyOf, orgIssueText(t), { raw: true }), [t]);
  const initial: Values = current
    ? {
        name: current.name,
        parentId: current.parentId ?? '',
        headEmployeeId: current.headEmployeeId ?? '',
        expectedArrival: current.expectedArrival ?? '',
      }
    : { name: '', parentId: mode.kind === 'create' ? (mode.parentId ?? '') : '', headEmployeeId: '', expectedArrival: '' };
  const form = useForm<Values>({ resolver, defaultValues: initial });
  const { errors } = form.formState;
  const head = useWatch({ control: form.control, name: 'headEmployeeId' });
  const people = useEmployeeChoices({ current: true, chosen: [head] });

  // A department cannot move under itself or anything inside it.
  const parentChoices = useMemo(() => {
    const blocked = current ? subtreeIds(departments, idOf, parentOf, current.id) : new Set<string>();
    return departments
      .filter((d) => !blocked.has(d.id))
      .map((d) => ({ value: d.id, label: pathLabel(departments, idOf, parentOf, nameOf, d.id) }))
      .sort((a, b) => a.label.localeCompare(b.label));
  }, [departments, current]);
  const headChoices = useMemo(() => {
    const list = people.people;
    // People of the department first: the head usually works in it.
    const own = current ? list.filter((e) => e.departmentId === current.id) : [];
    const rest = list.filter((e) => !own.includes(e));
    const label = (e: (typeof list)[number]) => `${e.name} · ${e.designationName}`;
    return [...own, ...rest].map((e) => ({ value: e.id, label: label(e) }));
  }, [people.people, current]);

  const onSubmit = form.handleSubmit(async (values) => {
    setProblem(null);
    const body = bodyOf(values);
    try {
      if (current) {
        const patch = changedOnly(bodyOf(initial), body);
        if (Object.keys(patch).length > 0) await save.mutateAsync({ id: current.id, patch: { ...patch, version: current.version } });
      } else {
        await save.mutateAsync({ id: null, patch: body });
      }
      onClose();
    } catch (error) {
      const found = toProblem(error);
      if (found.code === 'ORG_DEPARTMENT_NAME_TAKEN') form.setError('name', { type: 'server', message: problemText(t, found) });
      else if (found.code === 'ORG_DEPARTMENT_CYCLE') form.setError('parentId', { type: 'server', message: problemText(t, found) });
      else {
        applyServerErrors(found, form.setError, orgServerText(t), FIELDS);
        setProblem(found);
      }
    }
  });

  const reload = () => {
    void client.invalidateQueries({ queryKey: orgKeys.departments });
    onClose();
  };

  const title =
    mode.kind === 'create'
      ? mode.parentId
        ? t('departments.addUnder', { name: departments.find((d) => d.id === mode.parentId)?.name ?? '' })
        : t('departments.add')
      : mode.kind === 'move'
        ? t('departments.moveTitle', { name: mode.department.name })
        : t('departments.edit', { name: mode.department.name });

  return (
    <Dialog
      open
      onClose={onClose}
      title={title}
      description={mode.kind === 'move' ? t('departments.moveHint') : undefined}
      size="lg"
      testId="department-dialog"
    >
      <form onSubmit={(e) => void onSubmit(e)} noValidate className="grid gap-4 sm:grid-cols-2">
        {mode.kind !== 'move' && (
          <TextField
            label={t('departments.fields.name')}
            required
            autoFocus
            {...form.register('name')}
            error={fieldErrorMessage(errors, 'name')}
            className="sm:col-span-2"
          />
        )}
        <Select
          label={t('departments.fields.parent')}
          options={parentChoices}
          placeholder={t('departments.topLevel')}
          {...form.register('parentId')}
          error={fieldErrorMessage(errors, 'parentId')}
          className="sm:col-span-2"
        />
        {mode.kind !== 'move' && (
          <>
            <PeopleSearchField choices={people} className="sm:col-span-2" />
            <Select
              label={t('departments.fields.head')}
              options={headChoices}
              placeholder={t('departments.noHead')}
              {...form.register('headEmployeeId')}
              error={fieldErrorMessage(errors, 'headEmployeeId')}
            />
            <TextField
              label={t('departments.fields.expectedArrival')}
              type="time"
              {...form.register('expectedArrival')}
              error={fieldErrorMessage(errors, 'expectedArrival')}
              hint={t('departments.arrivalHint')}
            />
          </>
        )}
        <div className="sm:col-span-2">
          {isStale(problem) ? (
            <StaleNotice what={t('departments.what')} onReload={reload} />
          ) : (
            problem && problem.code !== 'VALIDATION_FAILED' && <FormError>{problemText(t, problem)}</FormError>
          )}
        </div>
        <div className="flex justify-end gap-2 sm:col-span-2">
          <button type="button" className={buttonSecondary} onClick={onClose}>
            {t('actions.cancel')}
          </button>
          <SubmitButton pending={save.isPending}>{mode.kind === 'move' ? t('departments.move') : t('actions.save')}</SubmitButton>
        </div>
      </form>
    </Dialog>
  );
}
