import type { AnyReportFieldKey, ReportEntity } from '@hcims/contracts/people';
import { ArrowDown, ArrowUp, Lock, X } from 'lucide-react';
import type { Dispatch } from 'react';
import { useTranslation } from '../../../../shared/lib/use-translation';
import { iconButton } from '../../../../shared/ui/button-styles';
import { columnLabel } from '../lib';
import { MAX_COLUMNS, type BuilderAction, type FieldIndex } from './builder-state';
import { FieldSelect } from './field-select';

/** The report's columns in order: add one, move it up or down, remove it. */
export function ColumnsEditor({
  entity,
  columns,
  fields,
  dispatch,
}: {
  entity: ReportEntity;
  columns: readonly AnyReportFieldKey[];
  fields: FieldIndex;
  dispatch: Dispatch<BuilderAction>;
}) {
  const { t } = useTranslation('people');
  const addable = [...fields.values()].filter((f) => f.column && !columns.includes(f.key));
  return (
    <fieldset data-testid="builder-columns">
      <legend className="mb-2 text-sm font-semibold text-ink">{t('reportBuilder.columns')}</legend>
      {columns.length === 0 ? (
        <p className="mb-2 text-sm text-danger">{t('reportBuilder.issues.noColumns')}</p>
      ) : (
        <ol className="mb-2 flex flex-col gap-1">
          {columns.map((key, i) => {
            const name = columnLabel(t, key, entity);
            return (
              <li
                key={key}
                className="flex items-center gap-1 rounded-lg border border-line bg-surface px-2 py-1 text-sm"
                data-testid={`column-${key}`}
              >
                <span className="w-6 shrink-0 text-xs text-ink-muted tabular-nums">{i + 1}.</span>
                <span className="min-w-0 flex-1 truncate">{name}</span>
                {fields.get(key)?.sensitive && (
                  <Lock className="size-3.5 shrink-0 text-ink-muted" aria-label={t('reportBuilder.sensitive')} />
                )}
                <button
                  type="button"
                  className={`${iconButton} size-7`}
                  disabled={i === 0}
                  aria-label={t('reportBuilder.moveUp', { name })}
                  onClick={() => dispatch({ type: 'moveColumn', field: key, by: -1 })}
                >
                  <ArrowUp className="size-3.5" aria-hidden="true" />
                </button>
                <button
                  type="button"
                  className={`${iconButton} size-7`}
                  disabled={i === columns.length - 1}
                  aria-label={t('reportBuilder.moveDown', { name })}
                  onClick={() => dispatch({ type: 'moveColumn', field: key, by: 1 })}
                >
                  <ArrowDown className="size-3.5" aria-hidden="true" />
                </button>
                <button
                  type="button"
                  className={`${iconButton} size-7`}
                  aria-label={t('reportBuilder.removeColumn', { name })}
                  onClick={() => dispatch({ type: 'toggleColumn', field: key })}
                >
                  <X className="size-3.5" aria-hidden="true" />
                </button>
              </li>
            );
          })}
        </ol>
      )}
      {columns.length < MAX_COLUMNS && addable.length > 0 && (
        <FieldSelect
          entity={entity}
          fields={addable}
          value=""
          label={t('reportBuilder.addColumn')}
          placeholder={t('reportBuilder.addColumnPlaceholder')}
          onChange={(key) => key && dispatch({ type: 'toggleColumn', field: key })}
          testId="add-column"
        />
      )}
    </fieldset>
  );
}
