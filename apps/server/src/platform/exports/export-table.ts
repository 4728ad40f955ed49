/**
 * The one input shape every export format takes: a report, a directory or a builder result is
 * turned into this table by its module, then rendered as CSV, XLSX or PDF. Modules decide which
 * columns a user may see (sensitive fields are dropped before this point, never here).
 */
export type ExportColumnType = 'text' | 'number' | 'date' | 'money';

export type ExportColumn = {
  key: string;
  /** Already translated by the caller: the header the user reads. */
  label: string;
  type?: ExportColumnType;
};

/**
 * A date cell is a Date, or an ISO string: `YYYY-MM-DD` is a calendar date (hire date, birthday)
 * with no time zone; a full ISO timestamp is an instant.
 */
export type ExportCell = string | number | boolean | Date | null | undefined;

export type ExportRow = Record<string, ExportCell>;

export type ExportTable = {
  title: string;
  columns: ExportColumn[];
  rows: ExportRow[];
  direction: 'ltr' | 'rtl';
  /** The UI language (`en`, `ae`, `fr`...) or a BCP 47 tag; drives number and date formatting. */
  locale: string;
  /** ISO 4217 code for money columns (the company currency). Without it money is a plain number. */
  currency?: string;
  /** Defaults to now; injectable so tests and re-renders are deterministic. */
  generatedAt?: Date;
  /** Time zone for the generation date and for timestamps; defaults to UTC. */
  timeZone?: string;
  /**
   * Translated templates for the PDF chrome. `{date}` is replaced by the generation date,
   * `{page}` and `{total}` by page numbers. English defaults.
   */
  labels?: { generated?: string; page?: string };
};

export type ExportFormat = 'csv' | 'xlsx' | 'pdf';

export type ExportFile = { body: Buffer; contentType: string; extension: ExportFormat };

export const exportContentTypes: Record<ExportFormat, string> = {
  csv: 'text/csv; charset=utf-8',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  pdf: 'application/pdf',
};
