import { describe, expect, it } from 'vitest';
import type { AppError } from '../errors/app-error.js';
import { exportLanguage } from '../exports/index.js';
import type { RequestCtx } from '../request/index.js';
import type { TenantTx } from '../tenancy/index.js';
import { reportCatalogue } from './report-catalogue.js';
import type { ReportDefinition, ReportQuery, ReportRequest } from './report-definition.js';
import { builderFields, exportReport, runReport } from './report-engine.js';

/**
 * A second definition, as another module would contribute it: a few rooms of a building, with
 * one field only people with a permission of its own may use. Its "repository" answers from
 * memory, so the engine is exercised without a database and without knowing employees.
 */
const rooms = [
  { name: 'Atlas', floor: 1, opened: '2020-05-01', kind: 'meeting', code: 'A-1' },
  { name: 'Borealis', floor: 2, opened: '2021-09-15', kind: 'focus', code: 'B-7' },
  { name: 'Cygnus', floor: 2, opened: '2019-01-10', kind: 'meeting', code: 'C-3' },
];

const seen: ReportQuery[] = [];

const roomReport: ReportDefinition = {
  id: 'rooms',
  labelKey: 'reports.custom',
  permission: 'people.reports:read',
  fields: [
    { key: 'name', type: 'text', column: true, groupable: false, sortable: true },
    { key: 'floor', type: 'number', column: true, groupable: true, sortable: true },
    { key: 'opened', type: 'date', column: true, groupable: false, sortable: true },
    { key: 'kind', type: 'enum', column: true, groupable: true, sortable: true, values: ['meeting', 'focus'] },
    { key: 'code', type: 'text', column: true, groupable: false, sortable: true, permission: 'people.sensitive-data:read' },
  ],
  query: (_tx, query) => {
    seen.push(query);
    const { request, columns } = query.checked;
    let rows = rooms.filter((r) => request.filters.every((f) => f.operator !== 'eq' || r[f.field as keyof typeof r] === f.value));
    if (request.sort[0]?.field === 'floor') rows = [...rows].sort((a, b) => b.floor - a.floor);
    const page = rows.slice(query.page.offset, query.page.offset + query.page.limit);
    return Promise.resolve({
      rows: page.map((r) => Object.fromEntries(columns.map((c) => [c, r[c as keyof typeof r]]))),
      groups: null,
      total: rows.length,
    });
  },
};

const calendar = { today: '2025-06-15', timeZone: 'Asia/Dubai', currency: 'AED' };

function ctxWith(permissions: RequestCtx['permissions']): RequestCtx {
  return {
    tx: {} as TenantTx,
    companyId: '00000000-0000-4000-8000-000000000001',
    groupId: '00000000-0000-4000-8000-000000000002',
    userId: '00000000-0000-4000-8000-000000000003',
    permissions,
    origin: { requestId: 'test', ip: null },
    now: new Date('2025-06-15T06:00:00Z'),
  };
}

const request = (input: Partial<ReportRequest>): ReportRequest => ({
  entity: 'rooms',
  columns: ['name', 'floor'],
  filters: [],
  groupBy: null,
  sort: [],
  includeFormer: false,
  ...input,
});

describe('the report engine with a definition of another module', () => {
  const analyst = ctxWith({ 'people.reports:read': 'company' });
  const admin = ctxWith({ 'people.reports:read': 'company', 'people.sensitive-data:read': 'company' });

  it('runs it through its repository: checked columns, filters and sort, one page, typed columns', async () => {
    const result = await runReport(
      analyst,
      roomReport,
      request({
        columns: ['name', 'floor', 'opened'],
        filters: [{ field: 'kind', operator: 'eq', value: 'meeting' }],
        sort: [{ field: 'floor', direction: 'desc' }],
      }),
      { page: 1, pageSize: 1, calendar },
    );
    expect(result).toEqual({
      entity: 'rooms',
      columns: [
        { key: 'name', type: 'text' },
        { key: 'floor', type: 'number' },
        { key: 'opened', type: 'date' },
      ],
      rows: [{ name: 'Cygnus', floor: 2, opened: '2019-01-10' }],
      groups: null,
      total: 2,
      page: 1,
      pageSize: 1,
      scope: 'company',
    });
    expect(seen.at(-1)).toMatchObject({ scope: 'company', asOf: '2025-06-15', page: { offset: 0, limit: 1 } });
  });

  it('refuses its own fields alike: unknown keys, wrong operators, a field with a permission the caller lacks', async () => {
    const refusal = (ctx: RequestCtx, input: Partial<ReportRequest>) =>
      runReport(ctx, roomReport, request(input), { page: 1, pageSize: 10, calendar }).then(
        () => null,
        (error: unknown) => error as AppError,
      );
    expect(await refusal(analyst, { columns: ['salaryAmount'] })).toMatchObject({
      code: 'PEOPLE_REPORT_INVALID_DEFINITION',
      statusCode: 422,
    });
    expect(await refusal(analyst, { filters: [{ field: 'floor', operator: 'contains', value: 2 }] })).toMatchObject({
      code: 'PEOPLE_REPORT_INVALID_DEFINITION',
    });
    expect(await refusal(analyst, { sort: [{ field: 'code', direction: 'asc' }] })).toMatchObject({
      code: 'PEOPLE_REPORT_FIELD_FORBIDDEN',
      statusCode: 403,
      details: { fields: ['code'], permission: 'people.sensitive-data:read' },
    });
    expect(await refusal(ctxWith({}), {})).toMatchObject({ code: 'FORBIDDEN', details: { permission: 'people.reports:read' } });
    expect(await refusal(admin, { columns: ['name', 'code'] })).toBeNull();
  });

  it('offers the builder only the fields the caller may use', () => {
    expect(builderFields(analyst, roomReport).map((f) => f.key)).toEqual(['name', 'floor', 'opened', 'kind']);
    const code = builderFields(admin, roomReport).find((f) => f.key === 'code');
    expect(code).toMatchObject({ sensitive: true, operators: expect.arrayContaining(['contains', 'eq']) as unknown });
  });

  it('exports it with headers from the exports catalogue, falling back to the key for a field it does not name', async () => {
    const file = await exportReport(analyst, roomReport, request({ columns: ['name', 'floor'] }), {
      format: 'csv',
      title: 'Rooms',
      language: exportLanguage('en', undefined, 'csv'),
      calendar,
    });
    const lines = file.body
      .toString('utf8')
      .replace(/^\uFEFF/, '')
      .split(/\r?\n/);
    expect(lines[0]).toBe('name,floor');
    expect(lines.slice(1, 4)).toEqual(['Atlas,1', 'Borealis,2', 'Cygnus,2']);
  });

  it('sits in one catalogue with other definitions, each found by its id', () => {
    const other: ReportDefinition = { ...roomReport, id: 'desks' };
    const catalogue = reportCatalogue([roomReport, other]);
    expect(catalogue.get('rooms')).toBe(roomReport);
    expect(catalogue.get('desks')).toBe(other);
    expect(catalogue.get('employees')).toBeUndefined();
    expect(() => reportCatalogue([roomReport, { ...roomReport }])).toThrow(/Two report definitions have the id "rooms"/);
  });
});
