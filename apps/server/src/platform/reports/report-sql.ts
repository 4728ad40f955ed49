import type { ReportValueType } from '@hcims/contracts/reports';
import { sql, type SQL } from 'drizzle-orm';
import type { ReportCell, ReportFilterRequest } from './report-definition.js';

/**
 * SQL every definition's repository shares: a checked filter as a condition over the field's
 * expression (values always travel as typed parameters), and a row as the engine answers it.
 */

function escapeLike(value: string): string {
  return value.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/** A value as a typed parameter, so comparisons never depend on the driver's guess. */
function param(type: ReportValueType, value: string | number): SQL {
  switch (type) {
    case 'date':
      return sql`${value}::date`;
    case 'number':
    case 'money':
      return sql`${value}::float8`;
    case 'id':
      return sql`${value}::uuid`;
    default:
      return sql`${String(value)}`;
  }
}

function compared(expr: SQL, type: ReportValueType): SQL {
  // Dates are selected as text; compare them as dates.
  return type === 'date' ? sql`(${expr})::date` : type === 'text' ? sql`lower(${expr})` : expr;
}

/** A checked filter (operator fits the type, values have its shape) as a condition over the field's expression. */
export function filterCondition(expr: SQL, type: ReportValueType, filter: ReportFilterRequest): SQL {
  const values = Array.isArray(filter.value) ? filter.value : filter.value === undefined ? [] : [filter.value];
  const lhs = compared(expr, type);
  const rhs = (v: string | number) => (type === 'text' ? sql`lower(${String(v)})` : param(type, v));
  const first = values[0]!;
  switch (filter.operator) {
    case 'isEmpty':
      return sql`(${expr} is null or (${expr})::text = '')`;
    case 'isNotEmpty':
      return sql`(${expr} is not null and (${expr})::text <> '')`;
    case 'eq':
      return sql`${lhs} = ${rhs(first)}`;
    case 'neq':
      return sql`${lhs} is distinct from ${rhs(first)}`;
    case 'contains':
      return sql`${expr} ilike ${`%${escapeLike(String(first))}%`}`;
    case 'startsWith':
      return sql`${expr} ilike ${`${escapeLike(String(first))}%`}`;
    case 'in':
      return sql`${lhs} in (${sql.join(
        values.map((v) => rhs(v)),
        sql`, `,
      )})`;
    case 'before':
    case 'lt':
      return sql`${lhs} < ${rhs(first)}`;
    case 'after':
    case 'gt':
      return sql`${lhs} > ${rhs(first)}`;
    case 'onOrBefore':
    case 'lte':
      return sql`${lhs} <= ${rhs(first)}`;
    case 'onOrAfter':
    case 'gte':
      return sql`${lhs} >= ${rhs(first)}`;
    case 'between':
      return sql`${lhs} between ${rhs(first)} and ${rhs(values[1]!)}`;
  }
}

/** A row as the engine answers it: numbers (of `numeric` keys) as numbers, everything else as text or null. */
export function reportRow(row: Record<string, unknown>, numeric: (key: string) => boolean): Record<string, ReportCell> {
  const out: Record<string, ReportCell> = {};
  for (const [key, value] of Object.entries(row)) {
    if (value === null || value === undefined) out[key] = null;
    else if (numeric(key)) out[key] = Number(value);
    else out[key] = typeof value === 'string' ? value : JSON.stringify(value);
  }
  return out;
}
