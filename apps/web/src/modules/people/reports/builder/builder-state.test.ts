import { EMPLOYEE_REPORT_FIELDS, REPORT_OPERATORS_BY_TYPE } from '@hcims/contracts/people';
import { describe, expect, it } from 'vitest';
import {
  builderReducer,
  fromDefinition,
  indexFields,
  initialBuilderState,
  toDefinition,
  type BuilderAction,
  type BuilderState,
  type FieldOption,
} from './builder-state';

/** What GET /api/people/reports/builder answers a caller without the sensitive-data permission. */
const fields: FieldOption[] = EMPLOYEE_REPORT_FIELDS.filter((f) => !f.sensitive).map((f) => ({
  key: f.key,
  type: f.type,
  sensitive: f.sensitive,
  column: f.column,
  groupable: f.groupable,
  sortable: f.sortable,
  operators: [...REPORT_OPERATORS_BY_TYPE[f.type]],
  ...(f.values ? { values: [...f.values] } : {}),
}));
const index = indexFields(fields);
const reduce = builderReducer(index);
const run = (...actions: BuilderAction[]): BuilderState => actions.reduce(reduce, initialBuilderState);

describe('report builder state -> request definition', () => {
  it('builds columns in order, filters converted by type, grouping and sort', () => {
    const state = run(
      { type: 'toggleColumn', field: 'hireDate' },
      { type: 'toggleColumn', field: 'tenureYears' },
      { type: 'moveColumn', field: 'tenureYears', by: -1 },
      { type: 'addFilter', field: 'tenureYears', id: 'a' },
      { type: 'updateFilter', id: 'a', patch: { operator: 'between', value: '2', valueTo: '5,5' } },
      { type: 'addFilter', field: 'gender', id: 'b' },
      { type: 'updateFilter', id: 'b', patch: { operator: 'in', values: ['female', 'other'] } },
      { type: 'addFilter', field: 'departmentName', id: 'c' },
      { type: 'updateFilter', id: 'c', patch: { operator: 'in', value: 'Sales,  Finance ,' } },
      { type: 'addFilter', field: 'terminationDate', id: 'd' },
      { type: 'updateFilter', id: 'd', patch: { operator: 'isEmpty' } },
      { type: 'setGroupBy', field: 'departmentName' },
      { type: 'addSort', field: 'hireDate' },
      { type: 'updateSort', index: 1, patch: { direction: 'desc' } },
      { type: 'setIncludeFormer', value: true },
    );
    const { definition, issues } = toDefinition(state, index);
    expect(issues).toEqual([]);
    expect(definition).toEqual({
      entity: 'employees',
      columns: ['fullName', 'departmentName', 'tenureYears', 'designationName'],
      filters: [
        { field: 'tenureYears', operator: 'between', value: [2, 5.5] },
        { field: 'gender', operator: 'in', value: ['female', 'other'] },
        { field: 'departmentName', operator: 'in', value: ['Sales', 'Finance'] },
        { field: 'terminationDate', operator: 'isEmpty' },
      ],
      groupBy: { field: 'departmentName', summaryOnly: false },
      sort: [
        { field: 'fullName', direction: 'asc' },
        { field: 'hireDate', direction: 'desc' },
      ],
      includeFormer: true,
    });
  });

  it('gives a new filter the first operator of its type, and resets operator and value when its field changes', () => {
    let state = run(
      { type: 'addFilter', field: 'hireDate', id: 'a' },
      { type: 'updateFilter', id: 'a', patch: { operator: 'after', value: '2020-01-01' } },
    );
    expect(state.filters[0]).toMatchObject({ field: 'hireDate', operator: 'after', value: '2020-01-01' });
    state = reduce(state, { type: 'updateFilter', id: 'a', patch: { field: 'status' } });
    expect(state.filters[0]).toMatchObject({ field: 'status', operator: 'eq', value: '', valueTo: '', values: [] });
  });

  it('names what stops a definition: no columns, a missing value, a bad number or date', () => {
    const state = run(
      { type: 'toggleColumn', field: 'fullName' },
      { type: 'toggleColumn', field: 'departmentName' },
      { type: 'toggleColumn', field: 'designationName' },
      { type: 'toggleColumn', field: 'hireDate' },
      { type: 'addFilter', field: 'workEmail', id: 'a' },
      { type: 'addFilter', field: 'tenureYears', id: 'b' },
      { type: 'updateFilter', id: 'b', patch: { operator: 'gt', value: 'many' } },
      { type: 'addFilter', field: 'hireDate', id: 'c' },
      { type: 'updateFilter', id: 'c', patch: { value: '21/11/2026' } },
      { type: 'addFilter', field: 'hireDate', id: 'd' },
      { type: 'updateFilter', id: 'd', patch: { operator: 'between', value: '', valueTo: '' } },
    );
    const { definition, issues } = toDefinition(state, index);
    expect(issues).toEqual([
      { kind: 'noColumns' },
      { kind: 'missingValue', filterId: 'a' },
      { kind: 'badNumber', filterId: 'b' },
      { kind: 'badDate', filterId: 'c' },
      { kind: 'missingValue', filterId: 'd' },
    ]);
    expect(definition.filters).toEqual([]);
  });

  it('clears "summary only" when the grouping is removed, and refuses a fourth or repeated sort', () => {
    let state = run({ type: 'setGroupBy', field: 'gender' }, { type: 'setSummaryOnly', value: true });
    expect(toDefinition(state, index).definition.groupBy).toEqual({ field: 'gender', summaryOnly: true });
    state = reduce(state, { type: 'setGroupBy', field: null });
    expect(state.summaryOnly).toBe(false);
    expect(toDefinition(state, index).definition.groupBy).toBeNull();

    state = run({ type: 'addSort', field: 'fullName' });
    expect(state.sort).toHaveLength(1);
    state = run({ type: 'addSort', field: 'hireDate' }, { type: 'addSort', field: 'lastName' }, { type: 'addSort', field: 'status' });
    expect(state.sort.map((s) => s.field)).toEqual(['fullName', 'hireDate', 'lastName']);
  });

  it('moves columns within bounds only, and every change bumps the revision', () => {
    const state = run({ type: 'moveColumn', field: 'fullName', by: -1 });
    expect(state.columns[0]).toBe('fullName');
    expect(state.revision).toBe(0);
    expect(run({ type: 'moveColumn', field: 'fullName', by: 1 }).columns.slice(0, 2)).toEqual(['departmentName', 'fullName']);
  });
});

describe('definition -> builder state', () => {
  it('round-trips a saved definition', () => {
    let n = 0;
    const saved = {
      entity: 'employees' as const,
      columns: ['fullName' as const, 'hireDate' as const],
      filters: [
        { field: 'tenureYears' as const, operator: 'between' as const, value: [1, 3] },
        { field: 'status' as const, operator: 'in' as const, value: ['active', 'invited'] },
        { field: 'departmentName' as const, operator: 'in' as const, value: ['Sales', 'Finance'] },
        { field: 'terminationDate' as const, operator: 'isNotEmpty' as const },
      ],
      groupBy: { field: 'hireMonth' as const, summaryOnly: false },
      sort: [{ field: 'hireDate' as const, direction: 'desc' as const }],
      includeFormer: true,
    };
    const { state, dropped } = fromDefinition(saved, index, () => `id${++n}`);
    expect(dropped).toEqual([]);
    expect(state.filters[0]).toMatchObject({ value: '1', valueTo: '3' });
    expect(state.filters[1]).toMatchObject({ values: ['active', 'invited'], value: '' });
    expect(state.filters[2]).toMatchObject({ value: 'Sales, Finance' });
    expect(toDefinition({ ...state, revision: 0 }, index).definition).toEqual(saved);
  });

  it('leaves out and names the fields this caller cannot use (sensitive ones)', () => {
    const { state, dropped } = fromDefinition(
      {
        columns: ['fullName', 'salaryAmount'],
        filters: [{ field: 'salaryAmount', operator: 'gt', value: 100 }],
        groupBy: { field: 'salaryCurrency', summaryOnly: false },
        sort: [{ field: 'salaryAmount', direction: 'asc' }],
      },
      index,
    );
    expect(state.columns).toEqual(['fullName']);
    expect(state.filters).toEqual([]);
    expect(state.groupBy).toBeNull();
    expect(state.sort).toEqual([]);
    expect(dropped).toEqual(['salaryAmount', 'salaryCurrency']);
  });
});
