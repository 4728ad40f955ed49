import type { Celebration, CelebrationQuery, DirectoryEntry, DirectoryQuery } from '@hcims/contracts/people';
import { intlLocale, type ExportRow, type ExportTable } from '../../../platform/exports/index.js';
import type { RequestCtx } from '../../../platform/request/index.js';
import * as repo from '../people.repository.js';
import type { ExportLanguage } from '../reports/report-labels.js';
import { parseCalendarDate } from '../../../platform/dates/index.js';
import { birthdaysInMonth, workAnniversariesInMonth } from '../people.rules.js';
import * as directory from './directory.repository.js';

/**
 * The contact directory and the birthday / work-anniversary directory of the active company:
 * current staff only, work contact details only (never personal or sensitive fields), for
 * every member of the company.
 */

const EXPORT_LIMIT = 20_000;

type Row = directory.DirectoryRow;

const entry = ({ first, last, photoKey, ...r }: Row): DirectoryEntry => ({
  ...r,
  name: repo.fullName(first, last),
  photoUrl: repo.photoUrl(r.id, photoKey),
});

export async function contactDirectory(ctx: RequestCtx, query: DirectoryQuery) {
  const { today } = await repo.companyCalendar(ctx.tx, ctx.companyId, ctx.now);
  const { rows: found, total } = await directory.pageDirectory(ctx.tx, ctx.companyId, today, query);
  return { items: found.map(entry), total, page: query.page, pageSize: query.pageSize };
}

/** The whole filtered directory as an export table (the same columns as the screen, nothing more). */
export async function contactDirectoryTable(
  ctx: RequestCtx,
  query: Omit<DirectoryQuery, 'page' | 'pageSize'>,
  { code, labels, direction }: ExportLanguage,
): Promise<ExportTable> {
  const calendar = await repo.companyCalendar(ctx.tx, ctx.companyId, ctx.now);
  const found = await directory.directoryRows(ctx.tx, ctx.companyId, calendar.today, query, EXPORT_LIMIT);
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
export async function celebrations(ctx: RequestCtx, query: CelebrationQuery, days?: { from: number; to: number }): Promise<Celebration[]> {
  const { today } = await repo.companyCalendar(ctx.tx, ctx.companyId, ctx.now);
  const now = parseCalendarDate(today);
  const year = query.year ?? now.year;
  const month = query.month ?? now.month;
  const people = await directory.celebrants(ctx.tx, ctx.companyId, today, month, query, days);
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
  ctx: RequestCtx,
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
