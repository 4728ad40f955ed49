import { REPORT_OPERATORS_BY_TYPE } from '@hcims/contracts/reports';
import { AppError } from '../errors/app-error.js';
import type { CheckedRequest, ReportDefinition, ReportField, ReportFilterRequest, ReportRequest } from './report-definition.js';

/**
 * Pure rules of the report engine: what a request may ask of a definition (its allow-listed
 * fields, the operators of each field's type, values of the right shape, sensitive fields only
 * with their permission). No SQL here; the definition maps each allow-listed key to an
 * expression of its own.
 */

function invalid(message: string, path: string): AppError {
  return new AppError('PEOPLE_REPORT_INVALID_DEFINITION', message, { status: 422, details: [{ path, message }] });
}

/** The field of a definition, or 422 for a key it does not list. */
export function reportField(definition: ReportDefinition, key: string): ReportField {
  const found = definition.fields.find((f) => f.key === key);
  if (!found) throw invalid(`"${key}" is not a report field`, 'definition');
  return found;
}

const isoDate = /^\d{4}-\d{2}-\d{2}$/;

function checkValue(filter: ReportFilterRequest, field: ReportField, path: string): void {
  const { operator, value } = filter;
  if (operator === 'isEmpty' || operator === 'isNotEmpty') {
    if (value !== undefined) throw invalid(`"${operator}" takes no value`, `${path}.value`);
    return;
  }
  const list = Array.isArray(value) ? value : value === undefined ? [] : [value];
  if (operator === 'between') {
    if (!Array.isArray(value) || value.length !== 2) throw invalid('"between" takes two values: from and to', `${path}.value`);
  } else if (operator === 'in') {
    if (!Array.isArray(value)) throw invalid('"in" takes a list of values', `${path}.value`);
  } else if (Array.isArray(value) || value === undefined) {
    throw invalid(`"${operator}" takes one value`, `${path}.value`);
  }
  for (const item of list) {
    switch (field.type) {
      case 'number':
      case 'money':
        if (typeof item !== 'number' || !Number.isFinite(item)) throw invalid('expected a number', `${path}.value`);
        break;
      case 'date':
        if (typeof item !== 'string' || !isoDate.test(item) || Number.isNaN(Date.parse(`${item}T00:00:00Z`))) {
          throw invalid('expected a date as YYYY-MM-DD', `${path}.value`);
        }
        break;
      case 'enum':
        if (typeof item !== 'string' || !field.values?.includes(item)) {
          throw invalid(`expected one of: ${field.values?.join(', ')}`, `${path}.value`);
        }
        break;
      case 'id':
        if (typeof item !== 'string' || !/^[0-9a-f-]{36}$/i.test(item)) throw invalid('expected an id', `${path}.value`);
        break;
      case 'text':
        if (typeof item !== 'string') throw invalid('expected text', `${path}.value`);
        break;
    }
  }
}

/**
 * Checks a request against a definition's allow-list. `mayUse` answers whether the caller may
 * name a field with a permission of its own (a sensitive one); a request naming any field the
 * caller may not use, whether as a column, a filter, the grouping or a sort, is refused with one
 * answer listing every such field (ADR 0060): leaving a column out would change what the report
 * shows, leaving a filter out would change which rows it holds, so neither is done behind the
 * caller's back.
 */
export function checkRequest(
  definition: ReportDefinition,
  request: ReportRequest,
  mayUse: (field: ReportField) => boolean,
): CheckedRequest {
  if (request.entity !== definition.id) throw invalid(`"${request.entity}" is not this report's entity`, 'definition.entity');
  const field = (key: string) => reportField(definition, key);
  const seen = new Set<string>();
  request.columns.forEach((key, index) => {
    if (!field(key).column) throw invalid(`"${key}" can be a filter, not a column`, `definition.columns.${index}`);
    if (seen.has(key)) throw invalid(`"${key}" appears twice`, `definition.columns.${index}`);
    seen.add(key);
  });
  request.filters.forEach((filter, index) => {
    const found = field(filter.field);
    const operators: readonly string[] = REPORT_OPERATORS_BY_TYPE[found.type];
    if (!operators.includes(filter.operator)) {
      throw invalid(
        `"${filter.operator}" does not apply to ${filter.field} (use ${operators.join(', ')})`,
        `definition.filters.${index}.operator`,
      );
    }
    checkValue(filter, found, `definition.filters.${index}`);
  });
  if (request.groupBy && !field(request.groupBy.field).groupable) {
    throw invalid(`"${request.groupBy.field}" cannot group a report`, 'definition.groupBy.field');
  }
  request.sort.forEach((sort, index) => {
    if (!field(sort.field).sortable) throw invalid(`"${sort.field}" cannot sort a report`, `definition.sort.${index}.field`);
  });
  const named = [
    ...request.columns,
    ...request.filters.map((f) => f.field),
    ...(request.groupBy ? [request.groupBy.field] : []),
    ...request.sort.map((s) => s.field),
  ];
  const refused = [...new Set(named)].map(field).filter((f) => f.permission !== undefined && !mayUse(f));
  if (refused.length > 0) {
    const keys = refused.map((f) => f.key);
    const permission = refused[0]!.permission!;
    throw new AppError('PEOPLE_REPORT_FIELD_FORBIDDEN', `This report uses ${keys.join(', ')}, which need the ${permission} permission`, {
      status: 403,
      details: { fields: keys, permission },
    });
  }
  const columns = request.columns.filter((key) => key !== request.groupBy?.field);
  return { request, columns };
}
