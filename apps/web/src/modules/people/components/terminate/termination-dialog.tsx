import { TerminationTypeSchema, type OffboardingItem, type Termination, type UpdateTermination } from '@hcims/contracts/people';
import { useState } from 'react';
import { useTranslation } from '../../../../shared/lib/use-translation';
import { buttonSecondary } from '../../../../shared/ui/button-styles';
import { FormError, Select, SubmitButton, Textarea, TextField } from '../../../../shared/ui/form';
import { isStale, problemText, toProblem, useUpdateTermination, type ApiProblem } from '../../api';
import { Dialog } from '../../../../shared/ui/modal';
import { ChecklistEditor } from './checklist-editor';

/** One termination: tick offboarding items, or correct the day, type or reason (sent with its version). */
export function TerminationDialog({ termination, canEdit, onClose }: { termination: Termination; canEdit: boolean; onClose: () => void }) {
  const { t } = useTranslation('people');
  const update = useUpdateTermination();
  const [items, setItems] = useState<OffboardingItem[]>(termination.checklist);
  const [date, setDate] = useState(termination.terminationDate);
  const [type, setType] = useState<string>(termination.type);
  const [reason, setReason] = useState(termination.reason);
  const [problem, setProblem] = useState<ApiProblem | null>(null);
  const [reasonError, setReasonError] = useState(false);

  const save = () => {
    setProblem(null);
    if (reason.trim().length < 3) return setReasonError(true);
    setReasonError(false);
    const body: UpdateTermination = { version: termination.version };
    if (JSON.stringify(items) !== JSON.stringify(termination.checklist)) body.checklist = items;
    if (date !== termination.terminationDate) body.terminationDate = date;
    if (type !== termination.type) body.type = type as Termination['type'];
    if (reason.trim() !== termination.reason) body.reason = reason.trim();
    if (Object.keys(body).length === 1) return onClose();
    update.mutate({ id: termination.id, body }, { onSuccess: onClose, onError: (error) => setProblem(toProblem(error)) });
  };

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
            <SubmitButton form="termination-form" pending={update.isPending} data-testid="save-termination">
              {t('employeeForm.save')}
            </SubmitButton>
          )}
        </>
      }
    >
      <form
        id="termination-form"
        noValidate
        className="flex flex-col gap-4"
        onSubmit={(event) => {
          event.preventDefault();
          save();
        }}
      >
        {problem && <FormError>{isStale(problem) ? t('terminate.edit.stale') : problemText(t, problem)}</FormError>}
        <fieldset disabled={!canEdit} className="flex flex-col gap-4">
          <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
            <TextField label={t('terminate.form.date')} type="date" required value={date} onChange={(e) => setDate(e.target.value)} />
            <Select
              label={t('terminate.form.type')}
              required
              value={type}
              onChange={(e) => setType(e.target.value)}
              options={TerminationTypeSchema.options.map((v) => ({ value: v, label: t(`terminate.types.${v}`) }))}
            />
          </div>
          <Textarea
            label={t('terminate.form.reason')}
            required
            rows={3}
            value={reason}
            onChange={(e) => setReason(e.target.value)}
            error={reasonError ? t('terminate.errors.reasonShort') : undefined}
          />
          <ChecklistEditor items={items} onChange={setItems} />
        </fieldset>
      </form>
    </Dialog>
  );
}
