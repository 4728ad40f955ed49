import { type ApiProblem, toProblem } from '../../../../shared/lib/api-problem';
import { IdSchema } from '@hcims/contracts/common';
import { TerminateEmployeeSchema, TerminationTypeSchema, type OffboardingItem } from '@hcims/contracts/people';
import { useState } from 'react';
import { Controller, useForm, useWatch, type FieldError } from 'react-hook-form';
import type { z } from 'zod';
import { applyServerErrors, contractResolver } from '../../../../shared/lib/form';
import { Link } from '../../../../shared/lib/router';
import { useTranslation } from '../../../../shared/lib/use-translation';
import { buttonSecondary } from '../../../../shared/ui/button-styles';
import { FormError, PeopleSearchField, Select, SubmitButton, Textarea, TextField } from '../../../../shared/ui/form';
import { problemText, useTerminateEmployee } from '../../api';
import { Dialog } from '../../../../shared/ui/modal';
import { formatDate, todayIso } from '../format';
import { standardChecklist } from './checklist';
import { ChecklistEditor } from './checklist-editor';
import { terminateFieldMessage } from './form-errors';
import { useEmployeeChoices } from '../../../../shared/lib/employee-choices';

const schema = TerminateEmployeeSchema.extend({ employeeId: IdSchema });
type Values = { employeeId: string; terminationDate: string; type: string; reason: string; checklist: OffboardingItem[] };

/**
 * Terminate an employee: last working day (access ends when it is over; a past day ends it at
 * once), type, reason and the offboarding checklist.
 */
export function TerminateDialog({
  open,
  onOpenChange,
  employeeId,
  onDone,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  employeeId: string | null;
  onDone: (name: string) => void;
}) {
  const { t, i18n } = useTranslation('people');
  const terminate = useTerminateEmployee();
  const [problem, setProblem] = useState<ApiProblem | null>(null);
  const form = useForm<Values, unknown, z.output<typeof schema>>({
    defaultValues: {
      employeeId: employeeId ?? '',
      terminationDate: todayIso(),
      type: 'resignation',
      reason: '',
      checklist: standardChecklist(t),
    },
    resolver: contractResolver(
      schema,
      (v: Values) => v,
      (issue) => terminateFieldMessage(t, issue.path, { type: issue.code }) ?? '',
    ),
  });
  const [date, chosen] = useWatch({ control: form.control, name: ['terminationDate', 'employeeId'] });
  const choices = useEmployeeChoices({ current: true, chosen: [chosen] });
  const people = choices.people;
  const candidates = [...people].sort((a, b) => a.name.localeCompare(b.name));
  const chosenName = people.find((p) => p.id === chosen)?.name ?? '';
  const err = (name: keyof Values) => terminateFieldMessage(t, name, form.formState.errors[name] as FieldError | undefined);

  const submit = form.handleSubmit(async ({ employeeId: id, ...body }) => {
    setProblem(null);
    try {
      await terminate.mutateAsync({ employeeId: id, body: { ...body, type: body.type } });
      onDone(chosenName);
    } catch (error) {
      const p = toProblem(error);
      setProblem(p);
      applyServerErrors(p, form.setError, () => t('people:employees.errors.PEOPLE_TERMINATION_BEFORE_HIRE'), ['terminationDate']);
    }
  });

  const immediate = !!date && date <= todayIso();
  return (
    <Dialog
      open={open}
      onClose={() => onOpenChange(false)}
      title={t('terminate.form.title')}
      description={t('terminate.form.description')}
      testId="terminate-dialog"
      size="xl"
      footer={
        <>
          <button type="button" className={buttonSecondary} onClick={() => onOpenChange(false)}>
            {t('employeeForm.cancel')}
          </button>
          <SubmitButton
            form="terminate-form"
            pending={terminate.isPending}
            className="bg-danger hover:bg-danger/90"
            data-testid="confirm-terminate"
          >
            {t('terminate.form.submit')}
          </SubmitButton>
        </>
      }
    >
      <form id="terminate-form" noValidate onSubmit={(event) => void submit(event)} className="flex flex-col gap-4">
        {problem && !problem.fieldErrors.terminationDate && (
          <FormError>
            {problemText(t, problem)}
            {problem.code === 'PEOPLE_HAS_DIRECT_REPORTS' && (
              <>
                {' '}
                <Link to={`/edit_employee?manager=${chosen}`} className="font-semibold underline">
                  {t('terminate.form.seeReports')}
                </Link>
              </>
            )}
          </FormError>
        )}
        {!employeeId && <PeopleSearchField choices={choices} />}
        {/* Controlled: the company's employees may arrive after the dialog opens with one chosen (?employee=). */}
        <Controller
          control={form.control}
          name="employeeId"
          render={({ field }) => (
            <Select
              label={t('terminate.form.employee')}
              required
              placeholder={t('employeeForm.choose')}
              options={candidates.map((p) => ({ value: p.id, label: `${p.name} · ${p.departmentName}` }))}
              error={err('employeeId')}
              data-testid="terminate-employee"
              {...field}
            />
          )}
        />
        <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
          <TextField
            label={t('terminate.form.date')}
            type="date"
            required
            error={err('terminationDate')}
            {...form.register('terminationDate')}
          />
          <Select
            label={t('terminate.form.type')}
            required
            options={TerminationTypeSchema.options.map((v) => ({ value: v, label: t(`terminate.types.${v}`) }))}
            error={err('type')}
            {...form.register('type')}
          />
        </div>
        <p className="rounded-lg bg-surface-muted px-3 py-2 text-sm text-ink" role="status" data-testid="access-ends">
          {immediate ? t('terminate.form.accessNow') : t('terminate.form.accessOn', { date: formatDate(date, i18n.language) })}
        </p>
        <Textarea label={t('terminate.form.reason')} required rows={3} error={err('reason')} {...form.register('reason')} />
        <Controller
          control={form.control}
          name="checklist"
          render={({ field }) => <ChecklistEditor items={field.value} onChange={field.onChange} />}
        />
      </form>
    </Dialog>
  );
}
