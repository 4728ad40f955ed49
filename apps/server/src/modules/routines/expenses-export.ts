import type { ExpenseExportQuery } from '@hcims/contracts/routines';
import { AppError } from '../../platform/errors/app-error.js';
import { exportLanguage, type ExportTable } from '../../platform/exports/index.js';
import type { RequestCtx } from '../../platform/request/index.js';
import { EXPORT_LIMITS } from '../../platform/reports/index.js';
import * as repo from './expenses.repository.js';
import { viewerOf } from './expenses.service.js';
import { companyCalendar } from './staff.repository.js';

/** How the claims export reads the web app's `exports` catalogue (ADR 0022): `routines.expenses`. */
type Labels = {
  routines: {
    expenses: {
      title: string;
      fields: Record<
        'date' | 'employee' | 'department' | 'category' | 'description' | 'amount' | 'currency' | 'companyAmount' | 'status',
        string
      >;
      statuses: Record<string, string>;
    };
  };
  chrome: { generated: string; page: string };
};

/** Minor units as a decimal string in the currency's usual two decimals, exactly (no float). */
export function minorToDecimal(minor: number): string {
  const sign = minor < 0 ? '-' : '';
  const digits = String(Math.abs(minor)).padStart(3, '0');
  return `${sign}${digits.slice(0, -2)}.${digits.slice(-2)}`;
}

/** The claims list as the screen filters it (every page), as a table for CSV, XLSX or PDF. */
export async function expensesTable(
  ctx: RequestCtx,
  { format, lng, ...filters }: ExpenseExportQuery,
  acceptLanguage: string | undefined,
): Promise<ExportTable> {
  const limit = EXPORT_LIMITS[format];
  const rows = await repo.allClaims(ctx.tx, viewerOf(ctx), filters, limit + 1);
  if (rows.length > limit)
    throw AppError.rule('ROUTINES_EXPORT_TOO_LARGE', `A ${format.toUpperCase()} export holds at most ${limit} rows; add filters`, {
      maxRows: limit,
      format,
    });
  const { code, labels, direction } = exportLanguage<Labels>(lng, acceptLanguage, format);
  const l = labels.routines.expenses;
  const { timeZone } = await companyCalendar(ctx.tx, ctx.companyId);
  const { currency } = await repo.readSettings(ctx.tx, ctx.companyId);
  return {
    title: l.title,
    columns: [
      { key: 'date', label: l.fields.date, type: 'date' },
      { key: 'employee', label: l.fields.employee },
      { key: 'department', label: l.fields.department },
      { key: 'category', label: l.fields.category },
      { key: 'description', label: l.fields.description },
      { key: 'amount', label: l.fields.amount },
      { key: 'currency', label: l.fields.currency },
      { key: 'companyAmount', label: `${l.fields.companyAmount} (${currency})` },
      { key: 'status', label: l.fields.status },
    ],
    rows: rows.map((j) => ({
      date: j.row.expenseDate,
      employee: j.employeeName,
      department: j.departmentName,
      category: j.categoryName,
      description: j.row.description,
      amount: minorToDecimal(j.row.amountMinor),
      currency: j.row.currency,
      companyAmount: minorToDecimal(j.row.companyAmountMinor),
      status: l.statuses[j.row.status] ?? j.row.status,
    })),
    direction,
    locale: code,
    timeZone,
    generatedAt: ctx.now,
    labels: labels.chrome,
  };
}
