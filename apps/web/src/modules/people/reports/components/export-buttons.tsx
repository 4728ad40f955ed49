import type { ReportDefinitionInput } from '@hcims/contracts/people';
import { useState } from 'react';
import { cn } from '../../../../shared/lib/cn';
import { useTranslation } from '../../../../shared/lib/use-translation';
import { ExportMenu, type ExportFormat } from '../../../../shared/ui/table';
import { exportQuery, problemText, toProblem } from '../lib';

const FORMATS: readonly ExportFormat[] = ['csv', 'xlsx', 'pdf'];
const LABEL: Record<ExportFormat, string> = { csv: 'CSV', xlsx: 'XLSX', pdf: 'PDF' };

/** Export of a GET report (ready-made or saved), with the server's refusal in words. */
export function ReportExportMenu({ path, title, extraQuery = '' }: { path: string; title: string; extraQuery?: string }) {
  const { t, i18n } = useTranslation('people');
  const [message, setMessage] = useState<string | null>(null);
  return (
    <div className="flex flex-col items-end gap-1">
      <ExportMenu
        href={(format) => `${path}?${exportQuery(format, i18n.language, title, extraQuery)}`}
        fileName={(format) => `report.${format}`}
        onError={(error) => setMessage(problemText(t, toProblem(error), 'reports'))}
      />
      {message && (
        <p role="alert" className="max-w-sm text-end text-xs text-danger">
          {message}
        </p>
      )}
    </div>
  );
}

/**
 * Export of a definition that is not saved (POST /reports/export with the definition as
 * the body), with the server's refusal (too many rows for a PDF...) in words.
 */
export function DefinitionExportButtons({ definition, title }: { definition: ReportDefinitionInput | null; title: string }) {
  const { t, i18n } = useTranslation('people');
  const [message, setMessage] = useState<string | null>(null);
  if (!definition) {
    return (
      <div
        role="group"
        aria-label={t('table.export')}
        className="inline-flex overflow-hidden rounded-lg border border-line bg-surface opacity-60 shadow-sm"
      >
        {FORMATS.map((format, index) => (
          <button
            key={format}
            type="button"
            disabled
            data-testid={`export-${format}`}
            className={cn('inline-flex min-h-9 items-center px-3 text-sm font-semibold text-ink', index > 0 && 'border-s border-line')}
          >
            {LABEL[format]}
          </button>
        ))}
      </div>
    );
  }
  return (
    <div className="flex flex-col items-end gap-1">
      <ExportMenu
        href={(format) => `/reports/export?${exportQuery(format, i18n.language, title)}`}
        body={() => ({ definition })}
        fileName={(format) => `report.${format}`}
        onError={(error) => setMessage(problemText(t, toProblem(error), 'reports'))}
      />
      {message && (
        <p role="alert" className="max-w-sm text-end text-xs text-danger">
          {message}
        </p>
      )}
    </div>
  );
}
