import { Document, Page, StyleSheet, Text, View, renderToBuffer } from '@react-pdf/renderer';
import { createElement as h, type ReactElement } from 'react';
import { displayFormatter, fillTemplate, formatGeneratedAt, type DisplayFormatter } from './cell-values.js';
import type { ExportColumn, ExportTable } from './export-table.js';
import { PDF_FONT_FAMILY, registerPdfFonts } from './pdf-fonts.js';

/**
 * PDF through @react-pdf/renderer: the only JS PDF library tested here that both shapes Arabic
 * (joined letters) and orders it right (bidi); pdfkit and pdfmake reverse the word order
 * (stack-notes §4). The server tsconfig has no JSX, so elements are built with createElement.
 */

export type PdfOptions = {
  /** Landscape from this many columns on (default 7): portrait A4 fits about six readable columns. */
  landscapeFromColumns?: number;
};

const defaultLabels = { generated: 'Generated {date}', page: 'Page {page} of {total}' };

const styles = StyleSheet.create({
  page: { fontFamily: PDF_FONT_FAMILY, fontSize: 9, paddingTop: 32, paddingBottom: 44, paddingHorizontal: 32, color: '#111111' },
  title: { fontSize: 16, fontWeight: 'bold', marginBottom: 4 },
  generated: { fontSize: 8, color: '#555555', marginBottom: 12 },
  headerRow: { backgroundColor: '#e8e8e8', borderBottomWidth: 1, borderBottomColor: '#777777' },
  row: { borderBottomWidth: 0.5, borderBottomColor: '#cccccc' },
  cell: { paddingVertical: 3, paddingHorizontal: 4 },
  headerText: { fontWeight: 'bold' },
  footer: { position: 'absolute', bottom: 20, left: 32, right: 32, fontSize: 8, color: '#555555', textAlign: 'center' },
  empty: { paddingVertical: 8, color: '#555555' },
});

/**
 * Relative column widths from the formatted content, so a name column gets more room than a
 * date column and "12,500.50 AED" does not wrap. Kept between 4 and 30 characters so one long
 * note cannot squeeze every other column.
 */
function columnWeights(table: ExportTable, format: DisplayFormatter): number[] {
  const sample = table.rows.slice(0, 200);
  return table.columns.map((column) => {
    const longest = sample.reduce((max, row) => Math.max(max, format(row[column.key], column).length), column.label.length);
    return Math.min(30, Math.max(4, longest + 1));
  });
}

function alignment(column: ExportColumn, rtl: boolean): 'left' | 'right' {
  // Text starts on the reading side; numbers line up on the other side, as in a ledger.
  const numeric = column.type === 'number' || column.type === 'money';
  return numeric !== rtl ? 'right' : 'left';
}

export function tableDocument(table: ExportTable, options: PdfOptions = {}): ReactElement {
  const rtl = table.direction === 'rtl';
  const labels = { ...defaultLabels, ...table.labels };
  const landscape = table.columns.length >= (options.landscapeFromColumns ?? 7);
  const format = displayFormatter(table);
  const weights = columnWeights(table, format);
  // Yoga in react-pdf ignores `direction` for layout, so RTL rows are flex row-reverse: the
  // first column sits on the right. `direction: 'rtl'` on text sets the bidi paragraph level.
  const rowDirection = { flexDirection: rtl ? ('row-reverse' as const) : ('row' as const) };
  const textDirection = { direction: rtl ? ('rtl' as const) : ('ltr' as const), textAlign: rtl ? ('right' as const) : ('left' as const) };

  const cell = (column: ExportColumn, index: number, text: string, header: boolean) =>
    h(
      View,
      { key: column.key, style: [styles.cell, { flexGrow: weights[index] ?? 1, flexBasis: 0 }] },
      h(Text, { style: [textDirection, { textAlign: alignment(column, rtl) }, header ? styles.headerText : {}] }, text),
    );

  const headerRow = h(
    View,
    { style: [styles.headerRow, rowDirection], fixed: true },
    table.columns.map((column, index) => cell(column, index, column.label, true)),
  );
  const bodyRows = table.rows.map((row, rowIndex) =>
    h(
      View,
      { key: rowIndex, style: [styles.row, rowDirection], wrap: false },
      table.columns.map((column, index) => cell(column, index, format(row[column.key], column), false)),
    ),
  );
  const generated = fillTemplate(labels.generated, { date: formatGeneratedAt(table) });

  return h(
    Document,
    { title: table.title, creator: 'HCIMS', producer: 'HCIMS', language: table.locale },
    h(
      Page,
      { size: 'A4', orientation: landscape ? 'landscape' : 'portrait', style: styles.page, wrap: true },
      h(Text, { style: [styles.title, textDirection] }, table.title),
      h(Text, { style: [styles.generated, textDirection] }, generated),
      headerRow,
      ...bodyRows,
      table.rows.length === 0 ? h(Text, { style: [styles.empty, textDirection] }, '—') : null,
      h(Text, {
        style: [styles.footer, { direction: textDirection.direction }],
        fixed: true,
        render: ({ pageNumber, totalPages }) => fillTemplate(labels.page, { page: pageNumber, total: totalPages }),
      }),
    ),
  );
}

export async function tableToPdf(table: ExportTable, options: PdfOptions = {}): Promise<Buffer> {
  registerPdfFonts();
  return renderToBuffer(tableDocument(table, options) as Parameters<typeof renderToBuffer>[0]);
}
