import type { ExportCell, ExportColumn, ExportTable } from './export-table.js';

/**
 * The app's language codes are not all BCP 47: `ae` is our Arabic (in BCP 47 it would be
 * Avestan, which Intl does not know and would silently format as English).
 */
const localeAliases: Record<string, string> = { ae: 'ar-AE' };

export function intlLocale(locale: string): string {
  const tag = localeAliases[locale] ?? locale;
  try {
    return Intl.getCanonicalLocales(tag)[0] ?? 'en';
  } catch {
    return 'en';
  }
}

const dateOnlyPattern = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A parsed date cell: `dateOnly` dates sit at UTC midnight and must be shown in UTC. */
export type DateValue = { date: Date; dateOnly: boolean };

export function toDateValue(cell: ExportCell): DateValue | null {
  if (cell instanceof Date) return Number.isNaN(cell.getTime()) ? null : { date: cell, dateOnly: false };
  if (typeof cell !== 'string' || cell.trim() === '') return null;
  const match = dateOnlyPattern.exec(cell.trim());
  if (match) {
    const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
    // Date.UTC rolls 2025-02-30 over to March; a date that does not round-trip is not a date.
    return date.toISOString().startsWith(cell.trim()) ? { date, dateOnly: true } : null;
  }
  const date = new Date(cell);
  return Number.isNaN(date.getTime()) ? null : { date, dateOnly: false };
}

export function toNumber(cell: ExportCell): number | null {
  if (typeof cell === 'number') return Number.isFinite(cell) ? cell : null;
  if (typeof cell === 'string' && cell.trim() !== '' && /^-?\d+(\.\d+)?$/.test(cell.trim())) return Number(cell.trim());
  return null;
}

/** Plain text of any cell, for columns without a type or values that do not fit their type. */
export function plainText(cell: ExportCell): string {
  if (cell === null || cell === undefined) return '';
  if (cell instanceof Date) return Number.isNaN(cell.getTime()) ? '' : cell.toISOString();
  return String(cell);
}

/**
 * Machine-readable text for CSV: numbers with a dot and no grouping, calendar dates as
 * YYYY-MM-DD, instants as ISO 8601 UTC. A CSV is re-imported and opened by spreadsheets in
 * any locale; localised "1.234,50" would be misread there.
 */
export function canonicalText(cell: ExportCell, column: ExportColumn): string {
  const type = column.type ?? 'text';
  if (type === 'number' || type === 'money') {
    const n = toNumber(cell);
    if (n !== null) return String(n);
  }
  if (type === 'date') {
    const d = toDateValue(cell);
    if (d) return d.dateOnly ? d.date.toISOString().slice(0, 10) : d.date.toISOString();
  }
  return plainText(cell);
}

export type DisplayFormatter = (cell: ExportCell, column: ExportColumn) => string;

/**
 * Human text for PDF cells, in the table's language, currency and time zone. Intl's Arabic
 * output keeps its U+200F marks: react-pdf's bidi honours them (a date reads 2021/03/15 from
 * the right, as Arabic readers expect) and DejaVu draws them as nothing.
 */
export function displayFormatter(table: Pick<ExportTable, 'locale' | 'currency' | 'timeZone'>): DisplayFormatter {
  const locale = intlLocale(table.locale);
  const timeZone = table.timeZone ?? 'UTC';
  const number = new Intl.NumberFormat(locale, { maximumFractionDigits: 2 });
  const money = table.currency
    ? new Intl.NumberFormat(locale, { style: 'currency', currency: table.currency })
    : new Intl.NumberFormat(locale, { minimumFractionDigits: 2, maximumFractionDigits: 2 });
  const calendarDate = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone: 'UTC' });
  const instant = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short', timeZone });
  return (cell, column) => {
    const type = column.type ?? 'text';
    if (type === 'number' || type === 'money') {
      const n = toNumber(cell);
      if (n !== null) return (type === 'money' ? money : number).format(n);
    }
    if (type === 'date') {
      const d = toDateValue(cell);
      if (d) return (d.dateOnly ? calendarDate : instant).format(d.date);
    }
    return plainText(cell);
  };
}

export function formatGeneratedAt(table: Pick<ExportTable, 'locale' | 'timeZone' | 'generatedAt'>): string {
  const format = new Intl.DateTimeFormat(intlLocale(table.locale), {
    dateStyle: 'long',
    timeStyle: 'short',
    timeZone: table.timeZone ?? 'UTC',
  });
  return format.format(table.generatedAt ?? new Date());
}

export function fillTemplate(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole));
}
