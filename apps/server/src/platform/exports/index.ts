import { tableToCsv } from './csv-export.js';
import { exportContentTypes, type ExportFile, type ExportFormat, type ExportTable } from './export-table.js';
import type { PdfOptions } from './pdf-export.js';
import { tableToXlsx } from './xlsx-export.js';

export type { ExportCell, ExportColumn, ExportColumnType, ExportFile, ExportFormat, ExportRow, ExportTable } from './export-table.js';
export { exportContentTypes } from './export-table.js';
export { csvCell, neutraliseFormula, tableToCsv } from './csv-export.js';
export { sheetName, tableToXlsx } from './xlsx-export.js';
export type { PdfOptions } from './pdf-export.js';
export { intlLocale } from './cell-values.js';

/**
 * PDF rendering loads @react-pdf/renderer (~400 ms at import) on first use, so importing this
 * module for CSV or XLSX costs the server nothing at start.
 */
export async function tableToPdf(table: ExportTable, options: PdfOptions = {}): Promise<Buffer> {
  const pdf = await import('./pdf-export.js');
  return pdf.tableToPdf(table, options);
}

/** One entry point for routes: `?format=csv|xlsx|pdf` maps straight onto this. */
export async function exportTable(table: ExportTable, format: ExportFormat, options: { pdf?: PdfOptions } = {}): Promise<ExportFile> {
  const body = format === 'csv' ? tableToCsv(table) : format === 'xlsx' ? await tableToXlsx(table) : await tableToPdf(table, options.pdf);
  return { body, contentType: exportContentTypes[format], extension: format };
}
export { EXPORT_LANGUAGES, exportLanguage, labelAt, type ExportCatalogue, type ExportLanguage } from './export-language.js';
