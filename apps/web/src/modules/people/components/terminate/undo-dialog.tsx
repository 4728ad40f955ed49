import { type ApiProblem, toProblem } from '../../../../shared/lib/api-problem';
import { UndoTerminationSchema, type Termination } from '@hcims/contracts/people';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { contractResolver } from '../../../../shared/lib/form';
import { useTranslation } from '../../../../shared/lib/use-translation';
import { buttonSecondary } from '../../../../shared/ui/button-styles';
import { FormError, SubmitButton, Textarea } from '../../../../shared/ui/form';
import { terminateFieldMessage } from './form-errors';
import { problemText, useUndoTermination } from '../../api';
import { Dialog } from '../../../../shared/ui/modal';

/** Undo a termination: the employee is current again and may sign in again; the reason goes to the audit log. */
export function UndoDialog({ termination, onClose, onDone }: { termination: Termination; onClose: () => void; onDone: () => void }) {
  const { t } = useTranslation('people');
  const undo = useUndoTermination();
  const [problem, setProblem] = useState<ApiProblem | null>(null);
  const form = useForm({
    defaultValues: { reason: '' },
    resolver: contractResolver(
      UndoTerminationSchema,
      (v: { reason: string }) => v,
      (issue) => terminateFieldMessage(t, issue.path, { type: issue.code }) ?? '',
    ),
  });
  const submit = form.handleSubmit(async ({ reason }) => {
    setProblem(null);
    try {
      await undo.mutateAsync({ id: termination.id, reason });
      onDone();
    } catch (error) {
      setProblem(toProblem(error));
    }
  });
  return (
    <Dialog
      open
      onClose={onClose}
      title={t('terminate.undo.title', { name: termination.employeeName })}
      description={t('terminate.undo.description')}
      testId="undo-dialog"
      footer={
        <>
          <button type="button" className={buttonSecondary} onClick={onClose}>
            {t('employeeForm.cancel')}
          </button>
          <SubmitButton form="undo-form" pending={form.formState.isSubmitting} data-testid="confirm-undo">
            {t('terminate.undo.confirm')}
          </SubmitButton>
        </>
      }
    >
      <form id="undo-form" noValidate className="flex flex-col gap-3" onSubmit={(event) => void submit(event)}>
        <FormError>{problem && problemText(t, problem)}</FormError>
        <Textarea
          label={t('terminate.undo.reason')}
          required
          rows={3}
          {...form.register('reason')}
          error={terminateFieldMessage(t, 'reason', form.formState.errors.reason)}
          data-testid="undo-reason"
        />
      </form>
    </Dialog>
  );
}
