import type { Termination } from '@hcims/contracts/people';
import { useState } from 'react';
import { useTranslation } from '../../../../shared/lib/use-translation';
import { buttonSecondary } from '../../../../shared/ui/button-styles';
import { FormError, SubmitButton, Textarea } from '../../../../shared/ui/form';
import { problemText, toProblem, useUndoTermination, type ApiProblem } from '../../api';
import { Dialog } from '../../../../shared/ui/modal';

/** Undo a termination: the employee is current again and may sign in again; the reason goes to the audit log. */
export function UndoDialog({ termination, onClose, onDone }: { termination: Termination; onClose: () => void; onDone: () => void }) {
  const { t } = useTranslation('people');
  const undo = useUndoTermination();
  const [reason, setReason] = useState('');
  const [tooShort, setTooShort] = useState(false);
  const [problem, setProblem] = useState<ApiProblem | null>(null);
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
          <SubmitButton form="undo-form" pending={undo.isPending} data-testid="confirm-undo">
            {t('terminate.undo.confirm')}
          </SubmitButton>
        </>
      }
    >
      <form
        id="undo-form"
        noValidate
        className="flex flex-col gap-3"
        onSubmit={(event) => {
          event.preventDefault();
          setProblem(null);
          if (reason.trim().length < 3) return setTooShort(true);
          setTooShort(false);
          undo.mutate(
            { id: termination.id, reason: reason.trim() },
            { onSuccess: onDone, onError: (error) => setProblem(toProblem(error)) },
          );
        }}
      >
        <FormError>{problem && problemText(t, problem)}</FormError>
        <Textarea
          label={t('terminate.undo.reason')}
          required
          rows={3}
          value={reason}
          onChange={(event) => setReason(event.target.value)}
          error={tooShort ? t('terminate.errors.reasonShort') : undefined}
          data-testid="undo-reason"
        />
      </form>
    </Dialog>
  );
}
