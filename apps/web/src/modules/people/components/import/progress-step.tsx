import { toProblem } from '../../../../shared/lib/api-problem';
import { CheckCircle2, Download, RotateCw, XCircle } from 'lucide-react';
import { useState } from 'react';
import { Link } from '../../../../shared/lib/router';
import { useTranslation } from '../../../../shared/lib/use-translation';
import { buttonPrimary, buttonSecondary } from '../../../../shared/ui/button-styles';
import { FormError } from '../../../../shared/ui/form';
import { Spinner } from '../../../../shared/ui/spinner';
import { downloadFailedRows, problemText, useImportJob, useRunImport } from '../../api';
import { formatNumber } from '../format';

/**
 * Step 4: the run. The job is polled every second while it runs (progress = processed / to
 * process); then the outcome, the failed rows to download, and for an interrupted run a resume.
 */
export function ProgressStep({ jobId, onRestart }: { jobId: string; onRestart: () => void }) {
  const { t, i18n } = useTranslation('people');
  const nf = { format: (n: number) => formatNumber(n, i18n.language) };
  const job = useImportJob(jobId);
  const run = useRunImport();
  const [message, setMessage] = useState<string | null>(null);
  const [downloadFailed, setDownloadFailed] = useState(false);
  const data = job.data;
  const percent = data?.progressPercent ?? 0;
  const failedRows = data?.mode === 'valid_only' ? (data.invalidRows ?? 0) : 0;

  if (!data) {
    return (
      <div className="grid min-h-40 place-items-center" role="status" aria-label={t('import.progress.starting')}>
        <Spinner />
      </div>
    );
  }
  const resume = () =>
    run.mutate(
      { id: data.id, mode: data.mode ?? 'valid_only' },
      {
        onError: (error) =>
          setMessage(t(`import.errors.${toProblem(error).code}`, { defaultValue: '' }) || problemText(t, toProblem(error))),
      },
    );

  return (
    <div className="flex flex-col gap-5" data-testid="import-progress" data-status={data.status}>
      <div>
        <div className="mb-2 flex items-center justify-between gap-2 text-sm">
          <span id="import-progress-label" className="font-semibold text-ink">
            {data.status === 'running'
              ? t('import.progress.running')
              : t(`import.progress.${data.status === 'completed' ? 'completed' : 'stopped'}`)}
          </span>
          <span className="text-ink-muted tabular-nums">
            {t('import.progress.count', { done: nf.format(data.processedRows), total: nf.format(data.toProcess) })}
          </span>
        </div>
        <div
          role="progressbar"
          aria-labelledby="import-progress-label"
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={percent}
          aria-valuetext={t('import.progress.percent', { percent: nf.format(percent) })}
          className="h-3 overflow-hidden rounded-full bg-surface-hover"
        >
          <div
            className={`h-full rounded-full transition-[width] duration-500 ${data.status === 'failed' ? 'bg-danger' : data.status === 'completed' ? 'bg-success' : 'bg-primary'}`}
            style={{ width: `${percent}%` }}
          />
        </div>
      </div>

      {data.status === 'completed' && (
        <div role="status" className="flex items-start gap-3 rounded-lg border border-success/40 bg-success/10 px-4 py-3 text-sm text-ink">
          <CheckCircle2 className="mt-0.5 size-5 shrink-0 text-success" aria-hidden="true" />
          <div>
            <p className="font-semibold" data-testid="import-imported">
              {t('import.progress.imported', { count: data.importedRows })}
            </p>
            <p className="text-ink-muted">{t('import.progress.invited')}</p>
            {failedRows > 0 && <p className="text-ink-muted">{t('import.progress.skipped', { count: failedRows })}</p>}
          </div>
        </div>
      )}
      {data.status === 'failed' && (
        <div
          role="alert"
          className="flex items-start gap-3 rounded-lg border border-danger/40 bg-danger-soft px-4 py-3 text-sm text-danger"
        >
          <XCircle className="mt-0.5 size-5 shrink-0" aria-hidden="true" />
          <div>
            <p className="font-semibold">
              {t(`import.errors.${data.error?.code ?? 'IMPORT_WRITE_FAILED'}`, { defaultValue: t('import.errors.IMPORT_WRITE_FAILED') })}
            </p>
            <p>{t('import.progress.nothingHalf')}</p>
          </div>
        </div>
      )}
      <FormError>{message}</FormError>
      {downloadFailed && <FormError>{t('table.exportFailed')}</FormError>}

      {data.status !== 'running' && (
        <div className="flex flex-wrap gap-2">
          {data.status === 'completed' && (
            <Link to="/edit_employee" className={buttonPrimary} data-testid="import-done">
              {t('import.progress.toList')}
            </Link>
          )}
          {data.status === 'failed' && data.resumable && (
            <button type="button" className={buttonPrimary} onClick={resume} disabled={run.isPending}>
              <RotateCw className="size-4" aria-hidden="true" />
              {t('import.progress.resume')}
            </button>
          )}
          {((data.issueCount ?? 0) > 0 || data.status === 'failed') && (
            <button
              type="button"
              className={buttonSecondary}
              onClick={() => {
                setDownloadFailed(false);
                downloadFailedRows(data.id).catch(() => setDownloadFailed(true));
              }}
            >
              <Download className="size-4" aria-hidden="true" />
              {t('import.failedRows')}
            </button>
          )}
          <button type="button" className={buttonSecondary} onClick={onRestart}>
            {t('import.progress.another')}
          </button>
        </div>
      )}
    </div>
  );
}
