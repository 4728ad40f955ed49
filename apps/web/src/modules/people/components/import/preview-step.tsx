import { toProblem } from '../../../../shared/lib/api-problem';
import type { ImportIssueDto, ImportMode } from '@hcims/contracts/people';
import { ArrowLeft, Download, Play } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from '../../../../shared/lib/use-translation';
import { buttonPrimary, buttonSecondary } from '../../../../shared/ui/button-styles';
import { FormError, RadioGroup } from '../../../../shared/ui/form';
import { Spinner } from '../../../../shared/ui/spinner';
import { DataTable, type DataTableColumn } from '../../../../shared/ui/table';
import { downloadFailedRows, problemText, useImportIssues, useRunImport, type ImportPreview } from '../../api';
import { formatNumber } from '../format';
import { importFieldLabel, issueText } from './issue-text';

const PAGE_SIZE = 50;

function Stat({ label, value, tone, testId }: { label: string; value: string; tone?: 'success' | 'danger'; testId: string }) {
  const color = tone === 'success' ? 'text-success' : tone === 'danger' ? 'text-danger' : 'text-ink';
  return (
    <div className="rounded-lg border border-line bg-surface px-4 py-3">
      <dt className="text-xs font-medium text-ink-muted">{label}</dt>
      <dd className={`text-2xl font-semibold ${color}`} data-testid={testId}>
        {value}
      </dd>
    </div>
  );
}

/**
 * Step 3: the server's checks of every row (nothing written yet): counts, the problems row by
 * row, and the choice to import everything or nothing, or only the valid rows.
 */
export function PreviewStep({
  preview,
  onBack,
  onStarted,
}: {
  preview: ImportPreview;
  onBack: () => void;
  onStarted: (jobId: string) => void;
}) {
  const { t, i18n } = useTranslation('people');
  const nf = { format: (n: number) => formatNumber(n, i18n.language) };
  const { job } = preview;
  const invalid = job.invalidRows ?? 0;
  const valid = job.validRows ?? 0;
  const [mode, setMode] = useState<ImportMode>(invalid > 0 ? 'valid_only' : 'all_or_nothing');
  const [page, setPage] = useState(1);
  const [message, setMessage] = useState<string | null>(null);
  const [downloadFailed, setDownloadFailed] = useState(false);
  const issues = useImportIssues(job.id, page, PAGE_SIZE, (job.issueCount ?? 0) > 0);
  const run = useRunImport();

  const columns: DataTableColumn<ImportIssueDto>[] = [
    { key: 'row', header: t('import.preview.row'), cell: (i) => nf.format(i.row), rowHeader: true, className: 'tabular-nums' },
    { key: 'column', header: t('import.preview.column'), cell: (i) => i.column || importFieldLabel(t, i.field) || '—' },
    { key: 'value', header: t('import.preview.value'), cell: (i) => <span className="break-all">{i.value}</span> },
    { key: 'problem', header: t('import.preview.problem'), cell: (i) => issueText(t, i) },
  ];

  const start = () => {
    setMessage(null);
    run.mutate(
      { id: job.id, mode },
      {
        onSuccess: (started) => onStarted(started.id),
        onError: (error) => {
          const p = toProblem(error);
          setMessage(t(`import.errors.${p.code}`, { defaultValue: '' }) || problemText(t, p));
        },
      },
    );
  };
  const toImport = mode === 'valid_only' ? valid : job.totalRows;

  return (
    <div className="flex flex-col gap-5">
      <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4">
        <Stat label={t('import.preview.total')} value={nf.format(job.totalRows)} testId="preview-total" />
        <Stat label={t('import.preview.valid')} value={nf.format(valid)} tone="success" testId="preview-valid" />
        <Stat
          label={t('import.preview.invalid')}
          value={nf.format(invalid)}
          tone={invalid ? 'danger' : undefined}
          testId="preview-invalid"
        />
        <Stat label={t('import.preview.empty')} value={nf.format(preview.emptyRows.length)} testId="preview-empty" />
      </dl>
      {(job.issueCount ?? 0) > 0 ? (
        <section aria-labelledby="import-issues-title" className="flex flex-col gap-2">
          <div className="flex flex-wrap items-center justify-between gap-2">
            <h2 id="import-issues-title" className="text-base font-semibold text-ink">
              {t('import.preview.issuesTitle', { count: job.issueCount ?? 0 })}
            </h2>
            <button
              type="button"
              className={buttonSecondary}
              onClick={() => {
                setDownloadFailed(false);
                downloadFailedRows(job.id).catch(() => setDownloadFailed(true));
              }}
              data-testid="download-failed-rows"
            >
              <Download className="size-4" aria-hidden="true" />
              {t('import.failedRows')}
            </button>
          </div>
          {downloadFailed && <FormError>{t('table.exportFailed')}</FormError>}
          <DataTable
            testId="import-issues"
            caption={t('import.preview.issuesCaption')}
            columns={columns}
            rows={issues.data?.items}
            rowKey={(i) => `${i.row}-${i.field}-${i.code}-${i.column}`}
            status={issues.status}
            fetching={issues.isFetching}
            onRetry={() => void issues.refetch()}
            skeletonRows={5}
            pagination={
              issues.data && issues.data.total > PAGE_SIZE
                ? { page, pageSize: PAGE_SIZE, total: issues.data.total, onPageChange: setPage }
                : undefined
            }
          />
        </section>
      ) : (
        <p className="rounded-lg border border-success/40 bg-success/10 px-4 py-3 text-sm text-success" role="status">
          {t('import.preview.allValid')}
        </p>
      )}
      <RadioGroup
        label={t('import.mode.label')}
        name="import-mode"
        value={mode}
        onChange={(value) => setMode(value as ImportMode)}
        options={[
          {
            value: 'all_or_nothing',
            label: t('import.mode.all_or_nothing'),
            hint: invalid ? t('import.mode.allBlocked') : t('import.mode.allHint'),
            disabled: invalid > 0,
          },
          {
            value: 'valid_only',
            label: t('import.mode.valid_only'),
            hint: t('import.mode.validHint', { count: valid }),
            disabled: valid === 0,
          },
        ]}
      />
      <FormError>{message}</FormError>
      <div className="flex flex-wrap justify-between gap-2">
        <button type="button" className={buttonSecondary} onClick={onBack}>
          <ArrowLeft className="size-4 rtl:-scale-x-100" aria-hidden="true" />
          {t('import.preview.changeMapping')}
        </button>
        <button type="button" className={buttonPrimary} onClick={start} disabled={run.isPending || toImport === 0} data-testid="import-run">
          {run.isPending ? <Spinner size={16} className="text-current" /> : <Play className="size-4 rtl:-scale-x-100" aria-hidden="true" />}
          {t('import.preview.run', { count: toImport })}
        </button>
      </div>
    </div>
  );
}
