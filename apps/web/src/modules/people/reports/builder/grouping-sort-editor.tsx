import { Plus, X } from 'lucide-react';
import type { Dispatch } from 'react';
import { useTranslation } from '../../../../shared/lib/use-translation';
import { iconButton } from '../../../../shared/ui/button-styles';
import { Switch } from '../../../../shared/ui/form';
import { columnLabel } from '../lib';
import { MAX_SORTS, type BuilderAction, type BuilderState, type FieldIndex } from './builder-state';
import { FieldSelect, smallControl } from './field-select';

/** Grouping (with "summary only"), up to three sort keys, and former employees in or out. */
export function GroupingSortEditor({
  state,
  fields,
  dispatch,
}: {
  state: BuilderState;
  fields: FieldIndex;
  dispatch: Dispatch<BuilderAction>;
}) {
  const { t } = useTranslation('people');
  const groupable = [...fields.values()].filter((f) => f.groupable);
  const sortable = [...fields.values()].filter((f) => f.sortable);
  const unused = sortable.filter((f) => !state.sort.some((s) => s.field === f.key));
  return (
    <>
      <fieldset data-testid="builder-grouping">
        <legend className="mb-2 text-sm font-semibold text-ink">{t('reportBuilder.grouping')}</legend>
        <FieldSelect
          entity={state.entity}
          fields={groupable}
          value={state.groupBy ?? ''}
          label={t('reportBuilder.groupBy')}
          placeholder={t('reportBuilder.noGrouping')}
          onChange={(key) => dispatch({ type: 'setGroupBy', field: key || null })}
          testId="group-by"
        />
        {state.groupBy && (
          <Switch
            className="mt-2"
            label={t('reportBuilder.summaryOnly')}
            hint={t('reportBuilder.summaryOnlyHint')}
            checked={state.summaryOnly}
            onChange={(e) => dispatch({ type: 'setSummaryOnly', value: e.target.checked })}
          />
        )}
      </fieldset>
      <fieldset data-testid="builder-sort">
        <legend className="mb-2 text-sm font-semibold text-ink">{t('reportBuilder.sort')}</legend>
        <ol className="mb-2 flex flex-col gap-2">
          {state.sort.map((s, index) => {
            const name = columnLabel(t, s.field, state.entity);
            return (
              <li key={`${s.field}-${index}`} className="grid grid-cols-[minmax(0,1fr)_8rem_auto] items-center gap-2">
                <FieldSelect
                  entity={state.entity}
                  fields={sortable.filter((f) => f.key === s.field || !state.sort.some((x) => x.field === f.key))}
                  value={s.field}
                  label={t('reportBuilder.sortField', { n: index + 1 })}
                  onChange={(key) => key && dispatch({ type: 'updateSort', index, patch: { field: key } })}
                />
                <select
                  aria-label={t('reportBuilder.directionOf', { name })}
                  className={smallControl}
                  value={s.direction}
                  onChange={(e) => dispatch({ type: 'updateSort', index, patch: { direction: e.target.value as 'asc' | 'desc' } })}
                >
                  <option value="asc">{t('reportBuilder.asc')}</option>
                  <option value="desc">{t('reportBuilder.desc')}</option>
                </select>
                <button
                  type="button"
                  className={`${iconButton} size-8`}
                  aria-label={t('reportBuilder.removeSort', { name })}
                  onClick={() => dispatch({ type: 'removeSort', index })}
                >
                  <X className="size-4" aria-hidden="true" />
                </button>
              </li>
            );
          })}
        </ol>
        {state.sort.length < MAX_SORTS && unused.length > 0 && (
          <button
            type="button"
            className="inline-flex items-center gap-1.5 rounded-lg px-2 py-1.5 text-sm font-medium text-primary-ink hover:bg-primary-soft"
            onClick={() => dispatch({ type: 'addSort', field: (unused.find((f) => f.key === 'hireDate') ?? unused[0]!).key })}
          >
            <Plus className="size-4" aria-hidden="true" />
            {t('reportBuilder.addSort')}
          </button>
        )}
      </fieldset>
      {/* Former employees are an employees notion; other entities keep every record of the people in scope. */}
      {state.entity === 'employees' && (
        <Switch
          label={t('reportBuilder.includeFormer')}
          checked={state.includeFormer}
          onChange={(e) => dispatch({ type: 'setIncludeFormer', value: e.target.checked })}
        />
      )}
    </>
  );
}
