import type {
  CreateHolidays,
  Holiday,
  HolidayImport,
  HolidayImportIssue,
  HolidayImportReport,
  HolidayListQuery,
  HolidayPage,
  HolidayType,
  UpdateHoliday,
} from '@hcims/contracts/routines';
import { AppError } from '../../platform/errors/app-error.js';
import { uniqueViolation } from '../../platform/errors/unique-violation.js';
import { audit, auditEntry, changes, staleVersion, type RequestCtx } from '../../platform/request/index.js';
import { recordAudits } from '../../platform/audit/index.js';
import { readImportFile } from '../../platform/imports/index.js';
import { holidaysFromCsv, holidaysFromIcs, type HolidayParse } from './holidays-import.rules.js';
import * as repo from './holidays.repository.js';
import { holidayDates } from './routines.rules.js';

/** Holidays: mark dates, list, change and delete them (routines.holidays, company-wide data). */

function view(row: repo.HolidayRow): Holiday {
  return {
    id: row.id,
    date: row.date,
    type: row.type as HolidayType,
    description: row.description,
    branchId: row.branchId,
    branchName: row.branchName,
    version: row.version,
  };
}

const exists = (dates: string[]) => AppError.rule('ROUTINES_HOLIDAY_EXISTS', `Already a holiday: ${dates.join(', ')}`, { dates });

/** The holidays just written, read back one after another (the request's transaction is one connection). */
async function foundViews(ctx: RequestCtx, ids: readonly string[]): Promise<Holiday[]> {
  const items: Holiday[] = [];
  for (const id of ids) items.push(view(await mustFind(ctx, id)));
  return items;
}

async function mustFind(ctx: RequestCtx, id: string): Promise<repo.HolidayRow> {
  const row = await repo.findHoliday(ctx.tx, ctx.companyId, id);
  if (!row) throw AppError.notFound('Holiday');
  return row;
}

async function checkBranch(ctx: RequestCtx, branchId: string | null | undefined): Promise<void> {
  if (branchId && !(await repo.branchExists(ctx.tx, ctx.companyId, branchId))) throw AppError.notFound('Branch');
}

export async function listHolidays(ctx: RequestCtx, query: HolidayListQuery): Promise<HolidayPage> {
  const { rows, total } = await repo.listHolidays(ctx.tx, ctx.companyId, query);
  return { items: rows.map(view), total, page: query.page, pageSize: query.pageSize };
}

export async function getHoliday(ctx: RequestCtx, id: string): Promise<Holiday> {
  return view(await mustFind(ctx, id));
}

/** Marks every date of the request, or none of them when one is already a holiday. */
export async function createHolidays(ctx: RequestCtx, input: CreateHolidays): Promise<{ items: Holiday[] }> {
  await checkBranch(ctx, input.branchId);
  const dates = holidayDates(input);
  const taken = await repo.takenDates(ctx.tx, ctx.companyId, dates);
  if (taken.length > 0) throw exists(taken);
  let ids: string[];
  try {
    ids = await repo.insertHolidays(
      ctx.tx,
      dates.map((date) => ({
        companyId: ctx.companyId,
        date,
        type: input.type,
        description: input.description,
        branchId: input.branchId ?? null,
      })),
    );
  } catch (error) {
    // Someone marked one of the dates in the meantime.
    if (uniqueViolation(error) !== null) throw exists(await repo.takenDates(ctx.tx, ctx.companyId, dates));
    throw error;
  }
  const items = await foundViews(ctx, ids);
  await recordAudits(
    ctx.tx,
    items.map((h) => auditEntry(ctx, 'routines.holiday-created', { type: 'routines-holiday', id: h.id }, null, h)),
  );
  return { items };
}

export async function updateHoliday(ctx: RequestCtx, id: string, input: UpdateHoliday): Promise<Holiday> {
  const current = await mustFind(ctx, id);
  if (current.version !== input.version) throw staleVersion('ROUTINES_HOLIDAY_STALE_VERSION', 'holiday', current.version);
  const { version, ...patch } = input;
  await checkBranch(ctx, patch.branchId);
  if (patch.date && patch.date !== current.date) {
    const taken = await repo.takenDates(ctx.tx, ctx.companyId, [patch.date], id);
    if (taken.length > 0) throw exists(taken);
  }
  let applied: boolean;
  try {
    applied = await repo.updateHoliday(ctx.tx, ctx.companyId, id, version, patch, ctx.now);
  } catch (error) {
    if (uniqueViolation(error) !== null) throw exists([patch.date!]);
    throw error;
  }
  if (!applied) throw staleVersion('ROUTINES_HOLIDAY_STALE_VERSION', 'holiday', (await mustFind(ctx, id)).version);
  const updated = view(await mustFind(ctx, id));
  const diff = changes(view(current), updated);
  await audit(ctx, 'routines.holiday-updated', { type: 'routines-holiday', id }, diff.before, diff.after);
  return updated;
}

export async function deleteHoliday(ctx: RequestCtx, id: string): Promise<void> {
  const current = await mustFind(ctx, id);
  await repo.deleteHoliday(ctx.tx, ctx.companyId, id);
  await audit(ctx, 'routines.holiday-deleted', { type: 'routines-holiday', id }, view(current), null);
}

async function parseImport(input: HolidayImport): Promise<HolidayParse> {
  if (input.format === 'ics') return holidaysFromIcs(input.content, input.type!);
  const file = await readImportFile(Buffer.from(input.content, 'utf8'), { maxRows: 2_000 });
  return holidaysFromCsv(file.headers, file.headerRow, file.rows);
}

/**
 * Imports holidays from a CSV or ICS file (ADR 0116): checks every row, matches CSV branches by
 * name, and reports dates that are already holidays (skipped, not doubled). A preview writes
 * nothing; a commit marks every new date in the request's transaction with one audit entry
 * each, or refuses the whole file when a row has an issue.
 */
export async function importHolidays(ctx: RequestCtx, input: HolidayImport): Promise<HolidayImportReport> {
  if (input.format === 'ics') await checkBranch(ctx, input.branchId);
  const parsed = await parseImport(input);
  const issues: HolidayImportIssue[] = [...parsed.issues];
  const branchList = await repo.branchesOf(ctx.tx, ctx.companyId);
  const byName = new Map(branchList.map((b) => [b.name.trim().toLowerCase(), b]));
  const icsBranch = input.branchId ? (branchList.find((b) => b.id === input.branchId) ?? null) : null;
  const taken = new Set(
    await repo.takenDates(
      ctx.tx,
      ctx.companyId,
      parsed.items.map((i) => i.date),
    ),
  );
  const rows: HolidayImportReport['rows'] = [];
  for (const item of parsed.items) {
    let branch = icsBranch;
    if (item.branch !== null) {
      branch = byName.get(item.branch.toLowerCase()) ?? null;
      if (!branch) {
        issues.push({ row: item.row, column: 'branch', code: 'unknown_branch', value: item.branch });
        continue;
      }
    }
    rows.push({
      row: item.row,
      date: item.date,
      type: item.type,
      description: item.description,
      branchId: branch?.id ?? null,
      branchName: branch?.name ?? null,
      existing: taken.has(item.date),
    });
  }
  issues.sort((a, b) => a.row - b.row);
  const skipped = rows.filter((r) => r.existing).length;
  if (!input.commit) return { rows, issues, created: 0, skipped, committed: false };
  if (issues.length > 0)
    throw AppError.rule('ROUTINES_HOLIDAY_IMPORT_INVALID', `The file has ${issues.length} issue(s); nothing was imported`, { issues });
  const fresh = rows.filter((r) => !r.existing);
  if (fresh.length > 0) {
    let ids: string[];
    try {
      ids = await repo.insertHolidays(
        ctx.tx,
        fresh.map((r) => ({ companyId: ctx.companyId, date: r.date, type: r.type, description: r.description, branchId: r.branchId })),
      );
    } catch (error) {
      if (uniqueViolation(error) !== null)
        throw exists(
          await repo.takenDates(
            ctx.tx,
            ctx.companyId,
            fresh.map((r) => r.date),
          ),
        );
      throw error;
    }
    const items = await foundViews(ctx, ids);
    await recordAudits(
      ctx.tx,
      items.map((h) => auditEntry(ctx, 'routines.holiday-imported', { type: 'routines-holiday', id: h.id }, null, h)),
    );
  }
  return { rows, issues: [], created: fresh.length, skipped, committed: true };
}
