import { type ApiProblem, isStale, toProblem } from '../../../../shared/lib/api-problem';
import { TerminationTypeSchema, UpdateTerminationSchema, type OffboardingItem, type Termination } from '@hcims/contracts/people';
import { useState } from 'react';
import { Controller, useForm, type FieldError } from 'react-hook-form';
import { contractResolver } from '../../../../shared/lib/form';
import { useTranslation } from '../../../../shared/lib/use-translation';
import { buttonSecondary } from '../../../../shared/ui/button-styles';
import { FormError, Select, SubmitButton, Textarea, TextField } from '../../../../shared/ui/form';
import { problemText, useUpdateTermination } from '../../api';
import { Dialog } from '../../../../shared/ui/modal';
import { ChecklistEditor } from './checklist-editor';
import { terminateFieldMessage } from './form-errors';

type Values = { terminationDate: string; type: string; reason: string; checklist: OffboardingItem[] };

/** The PATCH body: what changed, with the version read. */
const bodyOf = (termination: Termination, v: Values) => ({
  version: termination.version,
  ...(JSON.stringify(v.checklist) !== JSON.stringify(termination.checklist) ? { checklist: v.checklist } : {}),
  ...(v.terminationDate !== termination.terminationDate ? { terminationDate: v.terminationDate } : {}),
  ...(v.type !== termination.type ? { type: v.type } : {}),
  ...(v.reason.trim() !== termination.reason ? { reason: v.reason } : {}),
});

/** One termination: tick offboarding items, or correct the day, type or reason (sent with its version). */
export function TerminationDialog({ termination, canEdit, onClose }: { termination: Termination; canEdit: boolean; onClose: () => void }) {
  const { t } = useTranslation('people');
  const update = useUpdateTermination();
  const [problem, setProblem] = useState<ApiProblem | null>(null);
  const form = useForm({
    defaultValues: {
      terminationDate: termination.terminationDate,
      type: termination.type,
      reason: termination.reason,
      checklist: termination.checklist,
    },
    resolver: contractResolver(
      UpdateTerminationSchema,
      (v: Values) => bodyOf(termination, v),
      (issue) => terminateFieldMessage(t, issue.path, { type: issue.code }) ?? '',
    ),
  });
  const err = (name: keyof Values) => terminateFieldMessage(t, name, form.formState.errors[name] as FieldError | undefined);

  const save = form.handleSubmit(async (body) => {
    setProblem(null);
    if (Object.keys(body).length === 1) return onClose();
    try {
      await update.mutateAsync({ id: termination.id, body });
      onClose();
    } catch (error) {
      setProblem(toProblem(error));
    }
  });

  return (
    <Dialog
      open
      onClose={onClose}
      title={t('terminate.edit.title', { name: termination.employeeName })}
      description={t('terminate.edit.description')}
      testId="termination-dialog"
      size="xl"
      footer={
        <>
          <button type="button" className={buttonSecondary} onClick={onClose}>
            {canEdit ? t('employeeForm.cancel') : t('terminate.close')}
          </button>
          {canEdit && (
            <SubmitButton form="termination-form" pending={form.formState.isSubmitting} data-testid="save-termination">
              {t('employeeForm.save')}
            </SubmitButton>
          )}
        </>
      }
    >
      <form id="termination-form" noValidate className="flex flex-col gap-4" onSubmit={(event) => void save(event)}>
        {problem && <FormError>{isStale(problem) ? t('terminate.edit.stale') : problemText(t, problem)}</FormError>}
        <fieldset disabled={!canEdit} className="flex flex-col gap-4">
          <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
            <TextField
              label={t('terminate.form.date')}
              type="date"
              required
              {...form.register('terminationDate')}
              error={err('terminationDate')}
            />
            <Select
              label={t('terminate.form.type')}
              required
              {...form.register('type')}
              error={err('type')}
              options={TerminationTypeSchema.options.map((v) => ({ value: v, label: t(`terminate.types.${v}`) }))}
            />
          </div>
          <Textarea label={t('terminate.form.reason')} required rows={3} {...form.register('reason')} error={err('reason')} />
          <Controller
            control={form.control}
            name="checklist"
            render={({ field }) => <ChecklistEditor items={field.value} onChange={field.onChange} />}
          />
        </fieldset>
      </form>
    </Dialog>
  );
}
