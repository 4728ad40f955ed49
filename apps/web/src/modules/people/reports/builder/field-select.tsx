import type { AnyReportFieldKey, ReportEntity } from '@hcims/contracts/people';
import { useTranslation } from '../../../../shared/lib/use-translation';
import { columnLabel } from '../lib';
import type { FieldOption } from './builder-state';

export const smallControl = 'w-full min-w-0 rounded-lg border border-line bg-surface px-2.5 py-2 text-sm text-ink disabled:opacity-60';

/** A native select of report fields, sorted by their translated names. */
export function FieldSelect({
  entity,
  fields,
  value,
  onChange,
  label,
  placeholder,
  testId,
}: {
  /** Whose fields these are (a status is named by what it belongs to). */
  entity: ReportEntity;
  fields: readonly FieldOption[];
  value: AnyReportFieldKey | '';
  onChange: (key: AnyReportFieldKey | '') => void;
  label: string;
  placeholder?: string;
  testId?: string;
}) {
  const { t } = useTranslation('people');
  const options = fields
    .map((f) => ({ value: f.key, label: columnLabel(t, f.key, entity) }))
    .sort((a, b) => a.label.localeCompare(b.label));
  return (
    <select
      aria-label={label}
      className={smallControl}
      value={value}
      onChange={(e) => onChange(e.target.value as AnyReportFieldKey | '')}
      data-testid={testId}
    >
      {placeholder !== undefined && <option value="">{placeholder}</option>}
      {options.map((o) => (
        <option key={o.value} value={o.value}>
          {o.label}
        </option>
      ))}
    </select>
  );
}
