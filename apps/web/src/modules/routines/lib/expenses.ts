import type { ExpenseStatus } from '@hcims/contracts/routines';
import { formatMoney } from '../../../shared/lib/format';
import type { BadgeTone } from '../../../shared/ui/table';

/** Money and looks of the expense screens: minor units in and out, exactly (no float on the way in). */

export const expenseTone: Record<ExpenseStatus, BadgeTone> = {
  draft: 'neutral',
  submitted: 'warning',
  manager_approved: 'primary',
  approved: 'success',
  rejected: 'danger',
  withdrawn: 'neutral',
  payroll_queued: 'primary',
  paid: 'success',
};

/** "12.5", "12,50" or "1234" as minor units (two decimals); null when it is not an amount. */
export function parseMinor(text: string): number | null {
  const m = /^\s*(\d{1,12})(?:[.,](\d{1,2}))?\s*$/.exec(text);
  if (!m) return null;
  return Number(m[1]) * 100 + Number((m[2] ?? '').padEnd(2, '0'));
}

/** Minor units as the plain decimal a form shows ("1234.50"). */
export function minorToText(minor: number): string {
  return `${Math.floor(minor / 100)}.${String(minor % 100).padStart(2, '0')}`;
}

export const money = (minor: number, currency: string, language: string) => formatMoney(minor / 100, currency, language);
