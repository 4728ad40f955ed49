import { toProblem } from '../../../../shared/lib/api-problem';
import type { ColumnMappingInput, EmployeeImportField } from '@hcims/contracts/people';
import { ArrowLeft, ArrowRight } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from '../../../../shared/lib/use-translation';
import { buttonPrimary, buttonSecondary } from '../../../../shared/ui/button-styles';
import { FormError } from '../../../../shared/ui/form';
import { Spinner } from '../../../../shared/ui/spinner';
import { problemText, usePreviewImport, type ImportPreview, type ImportUpload } from '../../api';
import { importFieldLabel } from './issue-text';
import { mappingProblems } from './import-rules';

/**
 * Step 2: which field each column of the file feeds. The server proposes a mapping from the
 * headers; the first rows show what the columns hold. Required fields must be mapped, each once.
 */
export function MappingStep({
  upload,
  mapping,
  onMappingChange,
  onBack,
  onPreviewed,
}: {
  upload: ImportUpload;
  mapping: ColumnMappingInput;
  onMappingChange: (mapping: ColumnMappingInput) => void;
  onBack: () => void;
  onPreviewed: (preview: ImportPreview) => void;
}) {
  const { t } = useTranslation('people');
  const preview = usePreviewImport();
  const [tried, setTried] = useState(false);
  const [message, setMessage] = useState<string | null>(null);
  const { missing, duplicates } = mappingProblems(mapping, upload.fields);
  const headers = upload.job.headers;

  const check = () => {
    setTried(true);
    setMessage(null);
    if (missing.length || duplicates.length) return;
    preview.mutate(
      { id: upload.job.id, mapping },
      {
        onSuccess: onPreviewed,
        onError: (error) => {
          const p = toProblem(error);
          setMessage(t(`import.errors.${p.code}`, { defaultValue: '' }) || problemText(t, p));
        },
      },
    );
  };

  return (
    <div className="flex flex-col gap-4">
      <p className="text-sm text-ink-muted">{t('import.mapping.intro', { file: upload.job.fileName, rows: upload.job.totalRows })}</p>
      <FormError>{message}</FormError>
      {tried && missing.length > 0 && (
        <FormError>{t('import.mapping.missing', { fields: missing.map((f) => importFieldLabel(t, f)).join(', ') })}</FormError>
      )}
      {tried && duplicates.length > 0 && (
        <FormError>{t('import.mapping.duplicates', { fields: duplicates.map((f) => importFieldLabel(t, f)).join(', ') })}</FormError>
      )}
      <div
        className="overflow-x-auto rounded-lg border border-line bg-surface"
        role="region"
        aria-label={t('import.mapping.caption')}
        tabIndex={0}
      >
        <table className="w-full border-separate border-spacing-0 text-sm">
          <caption className="sr-only">{t('import.mapping.caption')}</caption>
          <thead>
            <tr className="bg-surface-muted text-xs text-ink-muted uppercase">
              <th scope="col" className="border-b border-line px-3 py-2 text-start">
                {t('import.mapping.column')}
              </th>
              <th scope="col" className="border-b border-line px-3 py-2 text-start">
                {t('import.mapping.sample')}
              </th>
              <th scope="col" className="border-b border-line px-3 py-2 text-start">
                {t('import.mapping.field')}
              </th>
            </tr>
          </thead>
          <tbody>
            {headers.map((header, index) => {
              const value = mapping[header] ?? '';
              const samples = upload.sampleRows
                .map((r) => r.cells[index] ?? '')
                .filter(Boolean)
                .slice(0, 3);
              const selectId = `map-${index}`;
              const hint = upload.fields.find((f) => f.field === value);
              const invalid = tried && !!value && duplicates.includes(value);
              return (
                <tr key={header}>
                  <th scope="row" className="border-b border-line px-3 py-2 text-start font-semibold text-ink">
                    <label htmlFor={selectId}>{header}</label>
                  </th>
                  <td className="max-w-64 border-b border-line px-3 py-2 text-ink-muted">
                    <span className="line-clamp-2 break-all">{samples.join(' · ')}</span>
                  </td>
                  <td className="min-w-56 border-b border-line px-3 py-2">
                    <select
                      id={selectId}
                      data-testid={`mapping-${header}`}
                      value={value}
                      aria-invalid={invalid || undefined}
                      aria-describedby={hint ? `${selectId}-hint` : undefined}
                      onChange={(event) =>
                        onMappingChange({ ...mapping, [header]: (event.target.value || null) as EmployeeImportField | null })
                      }
                      className="w-full rounded-lg border border-line bg-surface px-2 py-1.5 text-ink aria-invalid:border-danger"
                    >
                      <option value="">{t('import.mapping.ignore')}</option>
                      {upload.fields.map((f) => (
                        <option key={f.field} value={f.field}>
                          {importFieldLabel(t, f.field)}
                          {f.required ? ' *' : ''}
                        </option>
                      ))}
                    </select>
                    {hint && (
                      <p id={`${selectId}-hint`} className="mt-1 text-xs text-ink-muted">
                        {t(`import.hints.${hint.field}`, { defaultValue: hint.hint })}
                      </p>
                    )}
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
      <p className="text-xs text-ink-muted">{t('import.mapping.requiredNote')}</p>
      <div className="flex flex-wrap justify-between gap-2">
        <button type="button" className={buttonSecondary} onClick={onBack}>
          <ArrowLeft className="size-4 rtl:-scale-x-100" aria-hidden="true" />
          {t('import.back')}
        </button>
        <button type="button" className={buttonPrimary} onClick={check} disabled={preview.isPending} data-testid="import-check">
          {preview.isPending ? (
            <Spinner size={16} className="text-current" />
          ) : (
            <ArrowRight className="size-4 rtl:-scale-x-100" aria-hidden="true" />
          )}
          {t('import.mapping.check')}
        </button>
      </div>
    </div>
  );
}
