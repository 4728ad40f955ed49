import type { Celebration, CelebrationQuery, DirectoryEntry, DirectoryQuery } from '@hcims/contracts/people';
import { and, asc, count, desc, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import { intlLocale, type ExportRow, type ExportTable } from '../../../platform/exports/index.js';
import { branches, departments, designations } from '../../org/index.js';
import type { PeopleCtx } from '../people.deps.js';
import * as repo from '../people.repository.js';
import type { ExportLanguage } from '../reports/report-labels.js';
import { parseCalendarDate } from '../../../platform/dates/index.js';
import { birthdaysInMonth, workAnniversariesInMonth } from '../people.rules.js';
import { employees } from '../people.table.js';

/**
 * The contact directory and the birthday / work-anniversary directory of the active company:
 * current staff only, work contact details only (never personal or sensitive fields), for
 * every member of the company.
 */

const EXPORT_LIMIT = 20_000;

function directoryWhere(ctx: PeopleCtx, today: string, query: Pick<DirectoryQuery, 'q' | 'departmentId' | 'branchId'>): SQL | undefined {
  const pattern = query.q ? repo.likePattern(query.q) : null;
  return and(
    eq(employees.companyId, ctx.companyId),
    repo.currentSql(today),
    query.departmentId ? eq(employees.departmentId, query.departmentId) : undefined,
    query.branchId ? eq(employees.branchId, query.branchId) : undefined,
    pattern
      ? or(
          repo.searchCondition(query.q),
          ilike(employees.workPhone, pattern),
          ilike(employees.mobilePhone, pattern),
          ilike(departments.name, pattern),
          ilike(designations.name, pattern),
        )
      : undefined,
  );
}

function directoryOrder(sort: string | undefined): SQL[] {
  const descending = sort?.startsWith('-') ?? false;
  const key = sort?.replace(/^-/, '') ?? 'name';
  const columns = key === 'departmentName' ? [departments.name] : key === 'designationName' ? [designations.name] : [];
  const by = [...columns, employees.firstName, employees.lastName];
  return [...by.map((c) => (descending ? desc(c) : asc(c))), asc(employees.id)];
}

function rows(ctx: PeopleCtx) {
  return ctx.tx
    .select({
      id: employees.id,
      first: employees.firstName,
      last: employees.lastName,
      photoKey: employees.photoKey,
      departmentId: employees.departmentId,
      departmentName: departments.name,
      designationName: designations.name,
      workEmail: employees.workEmail,
      workPhone: employees.workPhone,
      mobilePhone: employees.mobilePhone,
      branchName: branches.name,
      workLocation: employees.workLocation,
    })
    .from(employees)
    .innerJoin(departments, and(eq(departments.companyId, employees.companyId), eq(departments.id, employees.departmentId)))
    .innerJoin(designations, and(eq(designations.companyId, employees.companyId), eq(designations.id, employees.designationId)))
    .leftJoin(branches, and(eq(branches.companyId, employees.companyId), eq(branches.id, employees.branchId)));
}

type Row = Awaited<ReturnType<ReturnType<typeof rows>['where']>>[number];

const entry = ({ first, last, photoKey, ...r }: Row): DirectoryEntry => ({
  ...r,
  name: repo.fullName(first, last),
  photoUrl: repo.photoUrl(r.id, photoKey),
});

export async function contactDirectory(ctx: PeopleCtx, query: DirectoryQuery) {
  const { today } = await repo.companyCalendar(ctx.tx, ctx.companyId, ctx.now);
  const where = directoryWhere(ctx, today, query);
  const [total] = await ctx.tx
    .select({ n: count() })
    .from(employees)
    .innerJoin(departments, and(eq(departments.companyId, employees.companyId), eq(departments.id, employees.departmentId)))
    .innerJoin(designations, and(eq(designations.companyId, employees.companyId), eq(designations.id, employees.designationId)))
    .where(where);
  const found = await rows(ctx)
    .where(where)
    .orderBy(...directoryOrder(query.sort))
    .limit(query.pageSize)
    .offset((query.page - 1) * query.pageSize);
  return { items: found.map(entry), total: total?.n ?? 0, page: query.page, pageSize: query.pageSize };
}

/** The whole filtered directory as an export table (the same columns as the screen, nothing more). */
export async function contactDirectoryTable(
  ctx: PeopleCtx,
  query: Omit<DirectoryQuery, 'page' | 'pageSize'>,
  { code, labels, direction }: ExportLanguage,
): Promise<ExportTable> {
  const calendar = await repo.companyCalendar(ctx.tx, ctx.companyId, ctx.now);
  const found = await rows(ctx)
    .where(directoryWhere(ctx, calendar.today, query))
    .orderBy(...directoryOrder(query.sort))
    .limit(EXPORT_LIMIT);
  const f = labels.fields;
  return {
    title: `${calendar.name}: ${labels.reports['contact-directory']}`,
    columns: [
      { key: 'name', label: f.fullName },
      { key: 'departmentName', label: f.departmentName },
      { key: 'designationName', label: f.designationName },
      { key: 'workEmail', label: f.workEmail },
      { key: 'workPhone', label: f.workPhone },
      { key: 'mobilePhone', label: f.mobilePhone },
      { key: 'branchName', label: f.branchName },
      { key: 'workLocation', label: f.workLocation },
    ],
    rows: found.map((r) => entry(r) as unknown as ExportRow),
    direction,
    locale: code,
    timeZone: calendar.timeZone,
    generatedAt: ctx.now,
    labels: labels.chrome,
  };
}

/** Birthdays and work anniversaries falling in a month (default: this month in the company's calendar). */
export async function celebrations(ctx: PeopleCtx, query: CelebrationQuery): Promise<Celebration[]> {
  const { today } = await repo.companyCalendar(ctx.tx, ctx.companyId, ctx.now);
  const now = parseCalendarDate(today);
  const year = query.year ?? now.year;
  const month = query.month ?? now.month;
  const people = await ctx.tx
    .select({
      id: employees.id,
      first: employees.firstName,
      last: employees.lastName,
      photoKey: employees.photoKey,
      departmentName: departments.name,
      dateOfBirth: employees.dateOfBirth,
      hireDate: employees.hireDate,
    })
    .from(employees)
    .innerJoin(departments, and(eq(departments.companyId, employees.companyId), eq(departments.id, employees.departmentId)))
    .where(
      and(
        eq(employees.companyId, ctx.companyId),
        repo.currentSql(today),
        query.departmentId ? eq(employees.departmentId, query.departmentId) : undefined,
        query.q ? or(repo.nameCondition(query.q), ilike(departments.name, repo.likePattern(query.q))) : undefined,
        // Only people whose birthday or hire date falls in the month (29 February is listed on the 28th in common years).
        sql`(extract(month from ${employees.dateOfBirth}) = ${month} or extract(month from ${employees.hireDate}) = ${month})`,
      ),
    )
    .orderBy(asc(employees.firstName), asc(employees.lastName), asc(employees.id));
  const byId = new Map(people.map((p) => [p.id, p]));
  const out: Celebration[] = [];
  const add = (kind: Celebration['kind'], list: { key: string; date: string; years: number }[]) => {
    for (const c of list) {
      const p = byId.get(c.key)!;
      out.push({
        employeeId: p.id,
        name: repo.fullName(p.first, p.last),
        photoUrl: repo.photoUrl(p.id, p.photoKey),
        departmentName: p.departmentName,
        kind,
        date: c.date,
        years: kind === 'birthday' ? null : c.years,
      });
    }
  };
  if (query.kind !== 'work_anniversary')
    add(
      'birthday',
      birthdaysInMonth(
        people.map((p) => ({ key: p.id, birthDate: p.dateOfBirth })),
        year,
        month,
      ),
    );
  if (query.kind !== 'birthday')
    add(
      'work_anniversary',
      workAnniversariesInMonth(
        people.map((p) => ({ key: p.id, hireDate: p.hireDate })),
        year,
        month,
      ),
    );
  return out.sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : a.kind.localeCompare(b.kind) || a.name.localeCompare(b.name)));
}

export async function celebrationsTable(
  ctx: PeopleCtx,
  query: CelebrationQuery,
  { code, labels, direction }: ExportLanguage,
): Promise<ExportTable> {
  const calendar = await repo.companyCalendar(ctx.tx, ctx.companyId, ctx.now);
  const list = await celebrations(ctx, query);
  const now = parseCalendarDate(calendar.today);
  const month = new Date(Date.UTC(query.year ?? now.year, (query.month ?? now.month) - 1, 1)).toLocaleString(intlLocale(code), {
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });
  const f = labels.fields;
  return {
    title: `${calendar.name}: ${labels.reports.celebrations}, ${month}`,
    columns: [
      { key: 'date', label: f.date, type: 'date' },
      { key: 'kind', label: f.occasion },
      { key: 'name', label: f.fullName },
      { key: 'departmentName', label: f.departmentName },
      { key: 'years', label: f.tenureYears, type: 'number' },
    ],
    rows: list.map((c) => ({
      date: c.date,
      kind: labels.values[c.kind],
      name: c.name,
      departmentName: c.departmentName,
      years: c.years,
    })),
    direction,
    locale: code,
    timeZone: calendar.timeZone,
    generatedAt: ctx.now,
    labels: labels.chrome,
  };
}
