import type { ReportEntity, ReportOperator } from '@hcims/contracts/people';
import { Plus, X } from 'lucide-react';
import type { Dispatch } from 'react';
import { useTranslation } from '../../../../shared/lib/use-translation';
import { iconButton } from '../../../../shared/ui/button-styles';
import { columnLabel, formatCell } from '../lib';
import { MAX_FILTERS, newFilterId, type BuilderAction, type BuilderIssue, type FieldIndex, type FilterDraft } from './builder-state';
import { FieldSelect, smallControl } from './field-select';

const inputType = (type: string | undefined) => (type === 'date' ? 'date' : type === 'number' || type === 'money' ? 'number' : 'text');

function FilterValue({
  entity,
  filter,
  fields,
  dispatch,
}: {
  entity: ReportEntity;
  filter: FilterDraft;
  fields: FieldIndex;
  dispatch: Dispatch<BuilderAction>;
}) {
  const { t, i18n } = useTranslation('people');
  const field = fields.get(filter.field);
  const name = columnLabel(t, filter.field, entity);
  const set = (patch: Partial<FilterDraft>) => dispatch({ type: 'updateFilter', id: filter.id, patch });
  if (filter.operator === 'isEmpty' || filter.operator === 'isNotEmpty') return null;
  if (field?.type === 'enum' && field.values) {
    if (filter.operator === 'in') {
      return (
        <fieldset className="flex flex-wrap gap-x-3 gap-y-1 sm:col-span-2">
          <legend className="sr-only">{t('reportBuilder.valuesOf', { name })}</legend>
          {field.values.map((v) => (
            <label key={v} className="inline-flex items-center gap-1.5 text-sm text-ink">
              <input
                type="checkbox"
                className="size-4 accent-primary"
                checked={filter.values.includes(v)}
                onChange={(e) => set({ values: e.target.checked ? [...filter.values, v] : filter.values.filter((x) => x !== v) })}
              />
              {formatCell(t, filter.field, 'enum', v, i18n.language)}
            </label>
          ))}
        </fieldset>
      );
    }
    return (
      <select
        aria-label={t('reportBuilder.valueOf', { name })}
        className={smallControl}
        value={filter.value}
        onChange={(e) => set({ value: e.target.value })}
        data-testid="filter-value"
      >
        <option value="">{t('reportBuilder.chooseValue')}</option>
        {field.values.map((v) => (
          <option key={v} value={v}>
            {formatCell(t, filter.field, 'enum', v, i18n.language)}
          </option>
        ))}
      </select>
    );
  }
  const type = filter.operator === 'in' ? 'text' : inputType(field?.type);
  if (filter.operator === 'between') {
    return (
      <div className="grid grid-cols-2 gap-2 sm:col-span-2">
        <input
          type={type}
          aria-label={t('reportBuilder.fromOf', { name })}
          className={smallControl}
          value={filter.value}
          onChange={(e) => set({ value: e.target.value })}
        />
        <input
          type={type}
          aria-label={t('reportBuilder.toOf', { name })}
          className={smallControl}
          value={filter.valueTo}
          onChange={(e) => set({ valueTo: e.target.value })}
        />
      </div>
    );
  }
  return (
    <input
      type={type}
      aria-label={t('reportBuilder.valueOf', { name })}
      placeholder={filter.operator === 'in' ? t('reportBuilder.listHint') : undefined}
      className={smallControl}
      value={filter.value}
      onChange={(e) => set({ value: e.target.value })}
      data-testid="filter-value"
    />
  );
}

/** Conditions every row must meet (AND): field, operator of the field's type, value(s). */
export function FiltersEditor({
  entity,
  filters,
  fields,
  issues,
  dispatch,
}: {
  entity: ReportEntity;
  filters: readonly FilterDraft[];
  fields: FieldIndex;
  issues: readonly BuilderIssue[];
  dispatch: Dispatch<BuilderAction>;
}) {
  const { t } = useTranslation('people');
  const all = [...fields.values()];
  return (
    <fieldset data-testid="builder-filters">
      <legend className="mb-2 text-sm font-semibold text-ink">{t('reportBuilder.filters')}</legend>
      {filters.length === 0 && <p className="mb-2 text-sm text-ink-muted">{t('reportBuilder.noFilters')}</p>}
      <ul className="mb-2 flex flex-col gap-2">
        {filters.map((filter, i) => {
          const field = fields.get(filter.field);
          const issue = issues.find((x) => 'filterId' in x && x.filterId === filter.id);
          const name = columnLabel(t, filter.field, entity);
          return (
            <li key={filter.id} className="rounded-lg border border-line bg-surface-muted/60 p-2" data-testid={`filter-${i}`}>
              <div className="grid grid-cols-[minmax(0,1fr)_auto] gap-2">
                <div className="grid gap-2 sm:grid-cols-2">
                  <FieldSelect
                    entity={entity}
                    fields={all}
                    value={filter.field}
                    label={t('reportBuilder.filterField', { n: i + 1 })}
                    onChange={(key) => key && dispatch({ type: 'updateFilter', id: filter.id, patch: { field: key } })}
                    testId="filter-field"
                  />
                  <select
                    aria-label={t('reportBuilder.operatorOf', { name })}
                    className={smallControl}
                    value={filter.operator}
                    onChange={(e) =>
                      dispatch({ type: 'updateFilter', id: filter.id, patch: { operator: e.target.value as ReportOperator } })
                    }
                    data-testid="filter-operator"
                  >
                    {(field?.operators ?? []).map((op) => (
                      <option key={op} value={op}>
                        {t(`reportBuilder.operators.${op}`)}
                      </option>
                    ))}
                  </select>
                  <FilterValue entity={entity} filter={filter} fields={fields} dispatch={dispatch} />
                </div>
                <button
                  type="button"
                  className={`${iconButton} size-8`}
                  aria-label={t('reportBuilder.removeFilter', { name })}
                  onClick={() => dispatch({ type: 'removeFilter', id: filter.id })}
                >
                  <X className="size-4" aria-hidden="true" />
                </button>
              </div>
              {issue && (
                <p className="mt-1 text-xs font-medium text-danger" role="status">
                  {t(`reportBuilder.issues.${issue.kind}`)}
                </p>
              )}
            </li>
          );
        })}
      </ul>
      {filters.length < MAX_FILTERS && (
        <button
          type="button"
          className="inline-flex items-center gap-1.5 rounded-lg px-2 py-1.5 text-sm font-medium text-primary-ink hover:bg-primary-soft"
          onClick={() => dispatch({ type: 'addFilter', field: 'departmentName', id: newFilterId() })}
          data-testid="add-filter"
        >
          <Plus className="size-4" aria-hidden="true" />
          {t('reportBuilder.addFilter')}
        </button>
      )}
    </fieldset>
  );
}
