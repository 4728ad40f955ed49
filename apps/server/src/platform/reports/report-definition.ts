import type { PermissionCode, Scope } from '@hcims/contracts/access';
import type { ReportOperator, ReportValueType } from '@hcims/contracts/reports';
import type { TenantTx } from '../tenancy/index.js';

/**
 * A report definition: what a module contributes to the report builder (ADR 0080) through its
 * `ServerModule` entry. The engine (`platform/reports`) knows nothing of employees or any other
 * record: it checks a requested report against the definition's fields, applies the permission
 * rules, pages, translates and exports; the definition's own repository function turns a checked
 * request into SQL of its module, in the caller's tenant transaction.
 */

/** One allow-listed field. Keys never reach SQL as names: the definition maps each to an expression of its own. */
export type ReportField = {
  key: string;
  type: ReportValueType;
  /** Can be a column of the report (ids are usually filters only). */
  column: boolean;
  groupable: boolean;
  sortable: boolean;
  /** For enums: the allowed values. */
  values?: readonly string[];
  /**
   * A sensitive field: only a caller holding this permission at least as widely as the report
   * reaches may name it, in any part of a report (ADR 0060).
   */
  permission?: PermissionCode;
  /** Its header in exports: a key of the `exports` namespace (default `fields.<key>`). */
  labelKey?: string;
  /** Its values are translated in exports, each by `values.<value>` of the `exports` namespace. */
  translatedValues?: boolean;
};

/** A report as asked for: which fields, filtered, grouped and sorted how. Field names are checked against the definition. */
export type ReportRequest = {
  /** The definition's id. */
  entity: string;
  columns: readonly string[];
  filters: readonly ReportFilterRequest[];
  groupBy: { field: string; summaryOnly: boolean } | null;
  sort: readonly { field: string; direction: 'asc' | 'desc' }[];
  /** Records no longer current (former employees, say) are included. */
  includeFormer: boolean;
};

export type ReportFilterRequest = {
  field: string;
  operator: ReportOperator;
  value?: string | number | (string | number)[] | undefined;
};

/** A request the engine has checked against the definition and the caller's permissions. */
export type CheckedRequest = {
  request: ReportRequest;
  /** The columns, in order, without the grouping field. */
  columns: string[];
};

/** What the engine hands a definition's repository function. */
export type ReportQuery = {
  companyId: string;
  userId: string;
  /** How far the caller's report permission reaches. */
  scope: Scope;
  /** The company's today (YYYY-MM-DD): "current" and ages are computed for this day. */
  asOf: string;
  checked: CheckedRequest;
  page: { offset: number; limit: number };
};

export type ReportCell = string | number | null;

/**
 * What a definition's repository function answers: one page of rows keyed by field (numbers as
 * numbers, dates as YYYY-MM-DD), every group with its count when grouped (a summary answers
 * the groups as its rows), and how many rows (or groups, for a summary) match.
 */
export type ReportRows = {
  rows: Record<string, ReportCell>[];
  groups: { value: ReportCell; count: number }[] | null;
  total: number;
};

/** A ready-made report of the hub. */
export type StandardReport = {
  key: string;
  category: string;
  /** Its title in exports: a key of the `exports` namespace. */
  labelKey: string;
  /** The request it runs, as shown in the hub (to open in the builder). */
  request: ReportRequest;
  /** The request with the hub's parameters (a period, a month, a department) applied. */
  withParameters?: (parameters: Readonly<Record<string, string | number | undefined>>, today: string) => ReportRequest;
};

export type ReportDefinition = {
  /** Unique across modules; the `entity` of a request. */
  id: string;
  /** The title of an export of an unsaved report: a key of the `exports` namespace. */
  labelKey: string;
  /** Needed to run, export or save the definition's reports; its scope bounds the rows. */
  permission: PermissionCode;
  fields: readonly ReportField[];
  /** The header of a summary's group size in exports (default `fields.count`, "Employees"). */
  countLabelKey?: string;
  standardReports?: readonly StandardReport[];
  /** Other reports of the module the hub lists after the ready-made ones (people's employee details report). */
  hubEntries?: readonly { key: string; kind: string; category: string }[];
  /** The definition's repository: runs a checked request in the caller's tenant transaction. */
  query: (tx: TenantTx, query: ReportQuery) => Promise<ReportRows>;
};
