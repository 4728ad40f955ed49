import type {
  AnyReportFieldKey,
  ReportBuilderOptions,
  ReportDefinition,
  ReportDefinitionInput,
  ReportEntity,
  ReportOperator,
} from '@hcims/contracts/people';

/**
 * The report builder's state and the request definition it becomes. Pure: the page keeps it in a
 * reducer, tests drive it directly. Values are kept as the user typed them and converted (numbers,
 * lists, ranges) only when the definition is built, so half-typed input never throws.
 */
export type FieldOption = ReportBuilderOptions['entities'][number]['fields'][number];

export type FilterDraft = {
  id: string;
  field: AnyReportFieldKey;
  operator: ReportOperator;
  /** One value, or the "from" of between. */
  value: string;
  /** The "to" of between. */
  valueTo: string;
  /** The choices of "in" for enum fields (text fields type a comma-separated list into `value`). */
  values: string[];
};

/** A filter of any entity's definition, as the builder sends it. */
type ReportFilter = { field: AnyReportFieldKey; operator: ReportOperator; value?: string | number | (string | number)[] };

export type SortDraft = { field: AnyReportFieldKey; direction: 'asc' | 'desc' };

export type BuilderState = {
  /** What the report lists (ADR 0108): its fields are those of this entity. */
  entity: ReportEntity;
  columns: AnyReportFieldKey[];
  filters: FilterDraft[];
  groupBy: AnyReportFieldKey | null;
  summaryOnly: boolean;
  sort: SortDraft[];
  includeFormer: boolean;
  /** Bumped by every change, so the preview knows when to run again. */
  revision: number;
};

export const MAX_SORTS = 3;
export const MAX_FILTERS = 20;
export const MAX_COLUMNS = 40;

export const initialBuilderState: BuilderState = {
  entity: 'employees',
  columns: ['fullName', 'departmentName', 'designationName', 'hireDate'],
  filters: [],
  groupBy: null,
  summaryOnly: false,
  sort: [{ field: 'fullName', direction: 'asc' }],
  includeFormer: false,
  revision: 0,
};

/** Up to four columns a new report of an entity starts with. */
const STARTING_COLUMNS = 4;

/**
 * A new report of an entity: the employees' usual start, or the entity's first columns sorted by
 * the first of them (its fields come in the definition's order, names first).
 */
export function startFor(entity: ReportEntity, fields: readonly FieldOption[]): Omit<BuilderState, 'revision'> {
  const { revision: _revision, ...employees } = initialBuilderState;
  if (entity === 'employees') return employees;
  const columns = fields.filter((f) => f.column).slice(0, STARTING_COLUMNS);
  const first = columns.find((f) => f.sortable);
  return {
    ...employees,
    entity,
    columns: columns.map((f) => f.key),
    sort: first ? [{ field: first.key, direction: 'asc' }] : [],
  };
}

export type BuilderAction =
  | { type: 'toggleColumn'; field: AnyReportFieldKey }
  | { type: 'moveColumn'; field: AnyReportFieldKey; by: -1 | 1 }
  | { type: 'addFilter'; field: AnyReportFieldKey; id: string }
  | { type: 'updateFilter'; id: string; patch: Partial<Omit<FilterDraft, 'id'>> }
  | { type: 'removeFilter'; id: string }
  | { type: 'setGroupBy'; field: AnyReportFieldKey | null }
  | { type: 'setSummaryOnly'; value: boolean }
  | { type: 'addSort'; field: AnyReportFieldKey }
  | { type: 'updateSort'; index: number; patch: Partial<SortDraft> }
  | { type: 'removeSort'; index: number }
  | { type: 'setIncludeFormer'; value: boolean }
  | { type: 'load'; state: Omit<BuilderState, 'revision'> };

/** Fields by key, for the reducer's questions (type, operators). */
export type FieldIndex = ReadonlyMap<AnyReportFieldKey, FieldOption>;
export const indexFields = (fields: readonly FieldOption[]): FieldIndex => new Map(fields.map((f) => [f.key, f]));

const operatorsOf = (fields: FieldIndex, key: AnyReportFieldKey): readonly ReportOperator[] => fields.get(key)?.operators ?? ['eq'];
const needsNoValue = (op: ReportOperator) => op === 'isEmpty' || op === 'isNotEmpty';

export function builderReducer(fields: FieldIndex) {
  return (state: BuilderState, action: BuilderAction): BuilderState => {
    const next = (patch: Partial<BuilderState>): BuilderState => ({ ...state, ...patch, revision: state.revision + 1 });
    switch (action.type) {
      case 'toggleColumn': {
        if (state.columns.includes(action.field)) return next({ columns: state.columns.filter((c) => c !== action.field) });
        if (state.columns.length >= MAX_COLUMNS) return state;
        return next({ columns: [...state.columns, action.field] });
      }
      case 'moveColumn': {
        const from = state.columns.indexOf(action.field);
        const to = from + action.by;
        if (from < 0 || to < 0 || to >= state.columns.length) return state;
        const columns = [...state.columns];
        [columns[from], columns[to]] = [columns[to]!, columns[from]!];
        return next({ columns });
      }
      case 'addFilter': {
        if (state.filters.length >= MAX_FILTERS) return state;
        const operator = operatorsOf(fields, action.field)[0]!;
        return next({ filters: [...state.filters, { id: action.id, field: action.field, operator, value: '', valueTo: '', values: [] }] });
      }
      case 'updateFilter':
        return next({
          filters: state.filters.map((f) => {
            if (f.id !== action.id) return f;
            // A new field resets the operator and the values (they belong to the old field's type).
            if (action.patch.field && action.patch.field !== f.field) {
              const operator = operatorsOf(fields, action.patch.field)[0]!;
              return { ...f, field: action.patch.field, operator, value: '', valueTo: '', values: [] };
            }
            return { ...f, ...action.patch };
          }),
        });
      case 'removeFilter':
        return next({ filters: state.filters.filter((f) => f.id !== action.id) });
      case 'setGroupBy':
        return next({ groupBy: action.field, summaryOnly: action.field ? state.summaryOnly : false });
      case 'setSummaryOnly':
        return next({ summaryOnly: action.value });
      case 'addSort': {
        if (state.sort.length >= MAX_SORTS || state.sort.some((s) => s.field === action.field)) return state;
        return next({ sort: [...state.sort, { field: action.field, direction: 'asc' }] });
      }
      case 'updateSort':
        return next({ sort: state.sort.map((s, i) => (i === action.index ? { ...s, ...action.patch } : s)) });
      case 'removeSort':
        return next({ sort: state.sort.filter((_, i) => i !== action.index) });
      case 'setIncludeFormer':
        return next({ includeFormer: action.value });
      case 'load':
        return { ...action.state, revision: state.revision + 1 };
    }
  };
}

export type BuilderIssue =
  | { kind: 'noColumns' }
  | { kind: 'missingValue'; filterId: string }
  | { kind: 'badNumber'; filterId: string }
  | { kind: 'badDate'; filterId: string }
  | { kind: 'duplicateSort'; index: number };

const isoDate = /^\d{4}-\d{2}-\d{2}$/;

function convert(type: FieldOption['type'], raw: string, filterId: string, issues: BuilderIssue[]): string | number | undefined {
  const text = raw.trim();
  if (!text) {
    issues.push({ kind: 'missingValue', filterId });
    return undefined;
  }
  if (type === 'number' || type === 'money') {
    const n = Number(text.replace(',', '.'));
    if (!Number.isFinite(n)) {
      issues.push({ kind: 'badNumber', filterId });
      return undefined;
    }
    return n;
  }
  if (type === 'date' && !isoDate.test(text)) {
    issues.push({ kind: 'badDate', filterId });
    return undefined;
  }
  return text;
}

function filterOf(draft: FilterDraft, field: FieldOption | undefined, issues: BuilderIssue[]): ReportFilter | null {
  const type = field?.type ?? 'text';
  const base = { field: draft.field, operator: draft.operator };
  if (needsNoValue(draft.operator)) return base;
  const before = issues.length;
  let value: ReportFilter['value'];
  if (draft.operator === 'between') {
    const from = convert(type, draft.value, draft.id, issues);
    const to = convert(type, draft.valueTo, draft.id, issues);
    if (from !== undefined && to !== undefined) value = [from, to];
  } else if (draft.operator === 'in') {
    const raw = type === 'enum' ? draft.values : draft.value.split(',');
    const list = raw.map((v) => v.trim()).filter(Boolean);
    if (list.length === 0) issues.push({ kind: 'missingValue', filterId: draft.id });
    else {
      const converted = list.map((v) => convert(type, v, draft.id, issues));
      if (converted.every((v) => v !== undefined)) value = converted;
    }
  } else {
    value = convert(type, draft.value, draft.id, issues);
  }
  // Only the first problem of a filter is worth showing.
  if (issues.length > before + 1) issues.splice(before + 1);
  return issues.length > before ? null : { ...base, value };
}

/** The request definition of the state, and what stops it from being sent (empty when ready). */
export function toDefinition(state: BuilderState, fields: FieldIndex): { definition: ReportDefinitionInput; issues: BuilderIssue[] } {
  const issues: BuilderIssue[] = [];
  const columns = state.columns.filter((c) => fields.has(c));
  if (columns.length === 0) issues.push({ kind: 'noColumns' });
  const filters = state.filters.map((f) => filterOf(f, fields.get(f.field), issues)).filter((f): f is ReportFilter => f !== null);
  const seen = new Set<string>();
  state.sort.forEach((s, index) => {
    if (seen.has(s.field)) issues.push({ kind: 'duplicateSort', index });
    seen.add(s.field);
  });
  const groupBy = state.groupBy && fields.get(state.groupBy)?.groupable ? { field: state.groupBy, summaryOnly: state.summaryOnly } : null;
  // The keys come from this entity's fields (the server checks them again against its definition).
  const definition = {
    entity: state.entity,
    columns,
    filters,
    groupBy,
    sort: state.sort.map((s) => ({ ...s })),
    includeFormer: state.entity === 'employees' && state.includeFormer,
  } as ReportDefinitionInput;
  return { definition, issues };
}

let nextId = 0;
export const newFilterId = (): string => `f${++nextId}`;

/**
 * A saved or ready-made definition as builder state. Fields this caller cannot use (sensitive
 * ones without the permission) are left out and named, so the screen can say so.
 */
export function fromDefinition(
  definition: ReportDefinition | ReportDefinitionInput,
  fields: FieldIndex,
  makeId: () => string = newFilterId,
): { state: Omit<BuilderState, 'revision'>; dropped: AnyReportFieldKey[] } {
  const dropped = new Set<AnyReportFieldKey>();
  const keep = (key: AnyReportFieldKey) => {
    if (fields.has(key)) return true;
    dropped.add(key);
    return false;
  };
  const text = (v: string | number | undefined | null) => (v === undefined || v === null ? '' : String(v));
  const filters: FilterDraft[] = (definition.filters ?? [])
    .filter((f) => keep(f.field))
    .map((f) => {
      const list = Array.isArray(f.value) ? f.value.map(text) : [];
      const isEnum = fields.get(f.field)?.type === 'enum';
      return {
        id: makeId(),
        field: f.field,
        operator: f.operator,
        value:
          f.operator === 'between'
            ? (list[0] ?? '')
            : f.operator === 'in'
              ? isEnum
                ? ''
                : list.join(', ')
              : Array.isArray(f.value)
                ? list.join(', ')
                : text(f.value),
        valueTo: f.operator === 'between' ? (list[1] ?? '') : '',
        values: f.operator === 'in' && isEnum ? list : [],
      };
    });
  const group = definition.groupBy && keep(definition.groupBy.field) ? definition.groupBy : null;
  return {
    state: {
      entity: definition.entity ?? 'employees',
      columns: definition.columns.filter(keep),
      filters,
      groupBy: group?.field ?? null,
      summaryOnly: group?.summaryOnly ?? false,
      sort: (definition.sort ?? []).filter((s) => keep(s.field)).map((s) => ({ field: s.field, direction: s.direction ?? 'asc' })),
      includeFormer: definition.includeFormer ?? false,
    },
    dropped: [...dropped],
  };
}
