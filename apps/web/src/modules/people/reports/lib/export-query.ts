import type { ExportFormat } from '../../../../shared/ui/table';

/** "?format=xlsx&lng=ae&title=…": the export's language follows the UI (Arabic PDFs read right to left). */
export function exportQuery(format: ExportFormat, language: string, title: string, extra = ''): string {
  const query = new URLSearchParams({ format, lng: language, title: title.slice(0, 120) });
  return `${query.toString()}${extra ? `&${extra}` : ''}`;
}
