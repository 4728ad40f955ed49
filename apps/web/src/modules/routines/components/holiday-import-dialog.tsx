import { HolidayTypes, type HolidayImportIssue, type HolidayImportReport, type HolidayType } from '@hcims/contracts/routines';
import { FileUp } from 'lucide-react';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { problemText, toProblem } from '../../../shared/lib/api-problem';
import { formatDate } from '../../../shared/lib/format';
import { useTranslation } from '../../../shared/lib/use-translation';
import { buttonPrimary, buttonSecondary } from '../../../shared/ui/button-styles';
import { FormError, Select } from '../../../shared/ui/form';
import { Dialog } from '../../../shared/ui/modal';
import { Badge } from '../../../shared/ui/table';
import { useBranches, useImportHolidays } from '../api';
import { holidayFileFormat, importIssueKey } from '../lib/holiday-import';
import { holidayTypeLabel } from '../lib/labels';
import { branchOptions } from './branch-options';

type Values = { type: HolidayType; branchId: string };
type Chosen = { name: string; content: string; format: 'csv' | 'ics' };

/**
 * Imports a year of holidays from a CSV or ICS file: the file is checked first and its rows shown
 * (new, or already a holiday and skipped) with every problem naming its row and column; only a
 * clean file can be imported, all at once.
 */
export function HolidayImportDialog({ onClose, onImported }: { onClose: () => void; onImported: (created: number) => void }) {
  const { t, i18n } = useTranslation('routines');
  const inputId = useId();
  const branches = useBranches();
  const run = useImportHolidays();
  const [file, setFile] = useState<Chosen | null>(null);
  const [report, setReport] = useState<HolidayImportReport | null>(null);
  const [message, setMessage] = useState<string | null>(null);
  const form = useForm<Values>({ defaultValues: { type: 'public', branchId: '' } });

  const send = async (commit: boolean, chosen = file, values = form.getValues()) => {
    if (!chosen) return;
    setMessage(null);
    try {
      const result = await run.mutateAsync({
        format: chosen.format,
        content: chosen.content,
        commit,
        ...(chosen.format === 'ics' ? { type: values.type, branchId: values.branchId || null } : {}),
      });
      if (result.committed) {
        onImported(result.created);
        onClose();
      } else setReport(result);
    } catch (error) {
      const problem = toProblem(error);
      const issues = (problem.details as { issues?: HolidayImportIssue[] } | undefined)?.issues;
      if (issues) setReport((r) => (r ? { ...r, issues } : r));
      setMessage(problemText(t, problem, 'errors'));
    }
  };

  const choose = async (picked: File | undefined) => {
    if (!picked) return;
    const content = await picked.text();
    const chosen = { name: picked.name, content, format: holidayFileFormat(picked.name, content) };
    setFile(chosen);
    setReport(null);
    // A CSV carries its own types and branches: check it at once. An ICS waits for its type.
    if (chosen.format === 'csv') await send(false, chosen);
  };

  const onSubmit = form.handleSubmit((values) => send(report !== null && report.issues.length === 0, file, values));
  const fresh = report ? report.rows.filter((r) => !r.existing).length : 0;
  const issueLine = (i: HolidayImportIssue) =>
    t('import.issue', { row: i.row, column: i.column, problem: t(importIssueKey(i.code)), value: i.value ?? '' });

  return (
    <Dialog
      open
      onClose={onClose}
      size="lg"
      title={t('import.title')}
      description={t('import.description')}
      testId="holiday-import-dialog"
      onSubmit={(e) => void onSubmit(e)}
      footer={
        <>
          <button type="button" className={buttonSecondary} onClick={onClose}>
            {t('actions.cancel')}
          </button>
          {report && report.issues.length === 0 ? (
            <button type="submit" className={buttonPrimary} disabled={run.isPending || fresh === 0} data-testid="holiday-import-commit">
              {t('import.commit', { count: fresh })}
            </button>
          ) : (
            <button type="submit" className={buttonPrimary} disabled={run.isPending || !file} data-testid="holiday-import-check">
              {t('import.check')}
            </button>
          )}
        </>
      }
    >
      <div className="grid gap-4">
        <label
          htmlFor={inputId}
          className="flex cursor-pointer items-center gap-3 rounded-lg border-2 border-dashed border-line px-4 py-4 hover:bg-surface-hover focus-within:outline-2 focus-within:outline-primary-ink"
        >
          <FileUp className="size-6 shrink-0 text-primary-ink" aria-hidden="true" />
          <span className="min-w-0">
            <span className="block font-medium text-ink">{file ? file.name : t('import.choose')}</span>
            <span className="block text-sm text-ink-muted">{t('import.hint')}</span>
          </span>
          <input
            id={inputId}
            type="file"
            accept=".csv,.ics,text/csv,text/calendar"
            className="sr-only"
            data-testid="holiday-import-file"
            onChange={(event) => {
              void choose(event.target.files?.[0]);
              event.target.value = '';
            }}
          />
        </label>
        {file?.format === 'ics' && (
          <div className="grid gap-4 sm:grid-cols-2">
            <Select
              label={t('holidays.type')}
              required
              options={HolidayTypes.map((value) => ({ value, label: holidayTypeLabel(t, value) }))}
              {...form.register('type', { onChange: () => setReport(null) })}
            />
            <Select
              label={t('holidays.branch')}
              options={branchOptions(t, branches.data)}
              {...form.register('branchId', { onChange: () => setReport(null) })}
            />
          </div>
        )}
        <FormError>{message}</FormError>
        {report && report.issues.length > 0 && (
          <div
            role="alert"
            className="rounded-lg border border-danger bg-danger-soft p-3 text-sm text-danger"
            data-testid="holiday-import-issues"
          >
            <p className="font-semibold">{t('import.issues', { count: report.issues.length })}</p>
            <ul className="mt-2 list-disc ps-5">
              {report.issues.map((i) => (
                <li key={`${i.row}-${i.column}-${i.code}`}>{issueLine(i)}</li>
              ))}
            </ul>
          </div>
        )}
        {report && (
          <div>
            <p className="mb-2 text-sm text-ink-muted" data-testid="holiday-import-summary">
              {t('import.summary', { fresh, skipped: report.skipped })}
            </p>
            <div className="max-h-72 overflow-auto rounded-lg border border-line">
              <table className="w-full text-sm" data-testid="holiday-import-preview">
                <caption className="sr-only">{t('import.preview')}</caption>
                <thead className="bg-surface-muted text-start">
                  <tr>
                    <th scope="col" className="px-3 py-2 text-start font-medium">
                      {t('holidays.date')}
                    </th>
                    <th scope="col" className="px-3 py-2 text-start font-medium">
                      {t('holidays.description')}
                    </th>
                    <th scope="col" className="px-3 py-2 text-start font-medium">
                      {t('holidays.type')}
                    </th>
                    <th scope="col" className="px-3 py-2 text-start font-medium">
                      {t('holidays.branch')}
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {report.rows.map((r) => (
                    <tr key={r.date} className="border-t border-line">
                      <th scope="row" className="whitespace-nowrap px-3 py-2 text-start font-normal">
                        {formatDate(r.date, i18n.language, { day: 'numeric', month: 'short', year: 'numeric' })}
                      </th>
                      <td className="px-3 py-2">
                        {r.description} {r.existing && <Badge tone="warning">{t('import.existing')}</Badge>}
                      </td>
                      <td className="px-3 py-2">{holidayTypeLabel(t, r.type)}</td>
                      <td className="px-3 py-2">{r.branchName ?? t('holidays.wholeCompany')}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          </div>
        )}
      </div>
    </Dialog>
  );
}
