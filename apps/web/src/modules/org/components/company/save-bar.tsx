import { type ApiProblem } from '../../../../shared/lib/api-problem';
import { CheckCircle2 } from 'lucide-react';
import { useTranslation } from '../../../../shared/lib/use-translation';
import { FormError, SubmitButton } from '../../../../shared/ui/form';
import { problemText } from '../../lib/api-problem';
import { StaleNotice } from '../stale-notice';
import type { SaveOutcome } from './use-company-save';

/** The end of a company form: what happened on the last save (or the reload offer), and Save. */
export function SaveBar({
  pending,
  status,
  problem,
  stale,
  onReload,
  canEdit,
}: {
  pending: boolean;
  status: SaveOutcome | null;
  problem: ApiProblem | null;
  stale: boolean;
  onReload: () => void;
  canEdit: boolean;
}) {
  const { t } = useTranslation('org');
  return (
    <div className="mt-5 flex flex-col gap-3">
      {stale ? (
        <StaleNotice what={t('company.what')} onReload={onReload} />
      ) : (
        problem && problem.code !== 'VALIDATION_FAILED' && <FormError>{problemText(t, problem)}</FormError>
      )}
      {canEdit && (
        <div className="flex flex-wrap items-center justify-end gap-3">
          <p aria-live="polite" className="text-sm text-ink-muted" data-testid="save-status">
            {status === 'saved' && (
              <span className="inline-flex items-center gap-1.5 text-success">
                <CheckCircle2 className="size-4" aria-hidden="true" />
                {t('company.saved')}
              </span>
            )}
            {status === 'unchanged' && t('company.unchanged')}
          </p>
          <SubmitButton pending={pending} pendingLabel={t('actions.saving')}>
            {t('actions.save')}
          </SubmitButton>
        </div>
      )}
    </div>
  );
}
