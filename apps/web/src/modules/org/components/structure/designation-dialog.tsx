import { type ApiProblem, isStale, toProblem } from '../../../../shared/lib/api-problem';
import { CreateDesignationSchema, type Department, type Designation } from '@hcims/contracts/org';
import { useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from '../../../../shared/lib/use-translation';
import { buttonSecondary } from '../../../../shared/ui/button-styles';
import { fieldErrorMessage, FormError, Select, SubmitButton, TextField } from '../../../../shared/ui/form';
import { orgKeys } from '../../api/org-keys';
import { useSaveDesignation } from '../../api/structure';
import { problemText } from '../../lib/api-problem';
import { applyServerErrors, contractResolver } from '../../../../shared/lib/form';
import { changedOnly, nullable, orgIssueText, orgServerText } from '../../lib/form';
import { pathLabel, subtreeIds } from '../../lib/tree';
import { Dialog } from '../../../../shared/ui/modal';
import { StaleNotice } from '../stale-notice';

export type DesignationDialogMode =
  { kind: 'create'; departmentId: string | null; reportsToId: string | null } | { kind: 'edit'; designation: Designation };

type Values = { name: string; departmentId: string; reportsToId: string };
const bodyOf = (v: Values) => ({ name: v.name.trim(), departmentId: v.departmentId, reportsToId: nullable(v.reportsToId) });
const FIELDS = ['name', 'departmentId', 'reportsToId'] as const;

/** Add or edit a designation: its department and whom it reports to (inside that department). */
export function DesignationDialog({
  mode,
  designations,
  departments,
  onClose,
}: {
  mode: DesignationDialogMode;
  designations: readonly Designation[];
  departments: readonly Department[];
  onClose: () => void;
}) {
  const { t } = useTranslation('org');
  const client = useQueryClient();
  const save = useSaveDesignation();
  const [problem, setProblem] = useState<ApiProblem | null>(null);
  const current = mode.kind === 'edit' ? mode.designation : null;
  const initial: Values = current
    ? { name: current.name, departmentId: current.departmentId, reportsToId: current.reportsToId ?? '' }
    : {
        name: '',
        departmentId: mode.kind === 'create' ? (mode.departmentId ?? '') : '',
        reportsToId: mode.kind === 'create' ? (mode.reportsToId ?? '') : '',
      };
  const resolver = useMemo(() => contractResolver<Values>(CreateDesignationSchema, bodyOf, orgIssueText(t), { raw: true }), [t]);
  const form = useForm<Values>({ resolver, defaultValues: initial });
  const { errors } = form.formState;
  const departmentId = useWatch({ control: form.control, name: 'departmentId' });

  const departmentChoices = useMemo(
    () =>
      departments
        .map((d) => ({
          value: d.id,
          label: pathLabel(
            departments,
            (x) => x.id,
            (x) => x.parentId,
            (x) => x.name,
            d.id,
          ),
        }))
        .sort((a, b) => a.label.localeCompare(b.label)),
    [departments],
  );
  // "Reports to": designations of the chosen department, never this one or those below it.
  const reportsToChoices = useMemo(() => {
    const blocked = current
      ? subtreeIds(
          designations,
          (d) => d.id,
          (d) => d.reportsToId,
          current.id,
        )
      : new Set<string>();
    const own = designations.filter((d) => d.departmentId === departmentId && !blocked.has(d.id));
    return own
      .map((d) => ({
        value: d.id,
        label: pathLabel(
          own,
          (x) => x.id,
          (x) => x.reportsToId,
          (x) => x.name,
          d.id,
        ),
      }))
      .sort((a, b) => a.label.localeCompare(b.label));
  }, [designations, departmentId, current]);

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
      const message = problemText(t, found, { name: current?.name ?? values.name });
      if (found.code === 'ORG_DESIGNATION_NAME_TAKEN') form.setError('name', { type: 'server', message });
      else if (found.code === 'ORG_DESIGNATION_CYCLE' || found.code === 'ORG_DESIGNATION_OTHER_DEPARTMENT')
        form.setError('reportsToId', { type: 'server', message });
      else if (found.code === 'ORG_DESIGNATION_IN_USE' || found.code === 'ORG_DESIGNATION_HAS_CHILDREN')
        form.setError('departmentId', {
          type: 'server',
          message: t(`errors.move.${found.code}`, { ...valuesOf(found), name: current?.name ?? '' }),
        });
      else {
        applyServerErrors(found, form.setError, orgServerText(t), FIELDS);
        setProblem(found);
      }
    }
  });

  const reload = () => {
    void client.invalidateQueries({ queryKey: orgKeys.designations });
    onClose();
  };

  const parentName = mode.kind === 'create' && mode.reportsToId ? designations.find((d) => d.id === mode.reportsToId)?.name : undefined;
  const title = current
    ? t('designations.edit', { name: current.name })
    : parentName
      ? t('designations.addUnder', { name: parentName })
      : t('designations.add');

  return (
    <Dialog open onClose={onClose} title={title} size="lg" testId="designation-dialog">
      <form onSubmit={(e) => void onSubmit(e)} noValidate className="grid gap-4">
        <TextField
          label={t('designations.fields.name')}
          required
          autoFocus
          {...form.register('name')}
          error={fieldErrorMessage(errors, 'name')}
        />
        <Select
          label={t('designations.fields.department')}
          required
          options={departmentChoices}
          placeholder={t('designations.chooseDepartment')}
          {...form.register('departmentId', { onChange: () => form.setValue('reportsToId', '') })}
          error={fieldErrorMessage(errors, 'departmentId')}
        />
        <Select
          label={t('designations.fields.reportsTo')}
          options={reportsToChoices}
          placeholder={t('designations.topOfDepartment')}
          disabled={!departmentId}
          hint={t('designations.reportsToHint')}
          {...form.register('reportsToId')}
          error={fieldErrorMessage(errors, 'reportsToId')}
        />
        {isStale(problem) ? (
          <StaleNotice what={t('designations.what')} onReload={reload} />
        ) : (
          problem && problem.code !== 'VALIDATION_FAILED' && <FormError>{problemText(t, problem)}</FormError>
        )}
        <div className="flex justify-end gap-2">
          <button type="button" className={buttonSecondary} onClick={onClose}>
            {t('actions.cancel')}
          </button>
          <SubmitButton pending={save.isPending}>{t('actions.save')}</SubmitButton>
        </div>
      </form>
    </Dialog>
  );
}

function valuesOf(problem: ApiProblem) {
  const d = (problem.details ?? {}) as { employees?: number; children?: string[] };
  return { count: d.employees ?? d.children?.length ?? 0, children: (d.children ?? []).join(', ') };
}
