import { ReportDefinitionSchema, type ReportDefinitionInput, type SavedReport } from '@hcims/contracts/people';
import { useState, type FormEvent } from 'react';
import { useTranslation } from '../../../../shared/lib/use-translation';
import { buttonSecondary } from '../../../../shared/ui/button-styles';
import { FormError, SubmitButton, TextField, Textarea } from '../../../../shared/ui/form';
import { Dialog } from '../../../../shared/ui/modal';
import { useCreateSavedReport, useUpdateSavedReport } from '../api';
import { isStale, problemText, toProblem } from '../lib';
import { RolePicker } from './role-picker';

export type SaveMode = { kind: 'new' } | { kind: 'update'; report: SavedReport };

/** Saves the definition: a new report (name, description, roles to share with) or the changes of one's own. */
export function SaveDialog({
  mode,
  definition,
  onClose,
  onSaved,
  onReload,
}: {
  mode: SaveMode;
  definition: ReportDefinitionInput;
  onClose: () => void;
  onSaved: (report: SavedReport) => void;
  onReload: () => void;
}) {
  const { t } = useTranslation('people');
  const create = useCreateSavedReport();
  const update = useUpdateSavedReport();
  const existing = mode.kind === 'update' ? mode.report : null;
  const [name, setName] = useState(existing?.name ?? '');
  const [description, setDescription] = useState(existing?.description ?? '');
  const [roles, setRoles] = useState<string[]>([]);
  const [nameError, setNameError] = useState<string | null>(null);
  const [message, setMessage] = useState<string | null>(null);
  const [stale, setStale] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setNameError(null);
    setMessage(null);
    if (!name.trim()) return setNameError(t('reportBuilder.nameRequired'));
    const full = ReportDefinitionSchema.parse(definition);
    try {
      const saved = existing
        ? await update.mutateAsync({
            id: existing.id,
            patch: { name: name.trim(), description: description.trim(), definition: full, version: existing.version },
          })
        : await create.mutateAsync({ name: name.trim(), description: description.trim(), definition: full, sharedWithRoleIds: roles });
      onSaved(saved);
    } catch (error) {
      const problem = toProblem(error);
      if (problem.code === 'PEOPLE_REPORT_NAME_TAKEN') setNameError(problemText(t, problem, 'reports'));
      else if (isStale(problem)) setStale(true);
      else setMessage(problemText(t, problem, 'reports'));
    }
  };

  return (
    <Dialog
      open
      onClose={onClose}
      title={existing ? t('reportBuilder.saveChanges') : t('reportBuilder.saveNew')}
      testId="save-report-dialog"
      onSubmit={(e) => void submit(e)}
      footer={
        <>
          <button type="button" className={buttonSecondary} onClick={onClose}>
            {t('reports.cancel')}
          </button>
          <SubmitButton pending={create.isPending || update.isPending} data-testid="save-report-submit">
            {t('reportBuilder.save')}
          </SubmitButton>
        </>
      }
    >
      <div className="flex flex-col gap-4">
        <TextField
          label={t('reportBuilder.name')}
          required
          autoFocus
          value={name}
          maxLength={120}
          onChange={(e) => setName(e.target.value)}
          error={nameError ?? undefined}
        />
        <Textarea
          label={t('reportBuilder.descriptionLabel')}
          rows={2}
          maxLength={500}
          value={description}
          onChange={(e) => setDescription(e.target.value)}
        />
        {!existing && <RolePicker value={roles} onChange={setRoles} />}
        {stale && (
          <div
            role="alert"
            className="flex flex-wrap items-center justify-between gap-3 rounded-lg border border-amber-500/40 bg-amber-500/10 px-4 py-3 text-sm text-ink"
            data-testid="stale-notice"
          >
            <p>{t('reports.errors.PEOPLE_REPORT_STALE_VERSION')}</p>
            <button type="button" className={buttonSecondary} onClick={onReload}>
              {t('reports.reload')}
            </button>
          </div>
        )}
        <FormError>{message}</FormError>
      </div>
    </Dialog>
  );
}
