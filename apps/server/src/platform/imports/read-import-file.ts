import { Readable } from 'node:stream';
import { TextDecoder } from 'node:util';
import { pipeline } from 'node:stream/promises';
import { CsvError, parse } from 'csv-parse';
import type ExcelJS from 'exceljs';
import { AppError } from '../errors/app-error.js';
import { readAtBuffer, zipEntries } from '../storage/index.js';

/**
 * Reads an uploaded CSV or XLSX into a header and rows of strings, each row carrying the number
 * the user sees in a spreadsheet (header = row 1). The format is decided by content, never by
 * the file name: an XLSX renamed .csv still reads, an .xls or a PDF is refused with a clear code.
 */

export type ImportFormat = 'csv' | 'xlsx';

/** One data row: `row` is what the spreadsheet shows on the left, `cells` align with headers. */
export type SourceRow = { row: number; cells: string[] };

export type ImportFile = {
  format: ImportFormat;
  /** Header cells, trimmed; a repeated header becomes "Email (2)" so mappings stay unambiguous. */
  headers: string[];
  headerRow: number;
  /** Every row after the header, including empty ones (validation reports those as skipped). */
  rows: SourceRow[];
  /** The CSV delimiter that was detected. */
  delimiter?: string;
};

export type ReadImportOptions = {
  /** Refuse bigger files while reading (default 10 MB, like uploads). */
  maxBytes?: number;
  /** Refuse files with more data rows (default 50,000). */
  maxRows?: number;
};

export type ImportSource = Buffer | Uint8Array | AsyncIterable<Uint8Array>;

const DEFAULT_MAX_BYTES = 10 * 1024 * 1024;
const DEFAULT_MAX_ROWS = 50_000;

const zipMagic = [0x50, 0x4b, 0x03, 0x04];
const ole2Magic = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1];
const startsWith = (bytes: Uint8Array, magic: number[]) => magic.every((b, i) => bytes[i] === b);

export function detectImportFormat(head: Uint8Array): ImportFormat | 'xls' | 'binary' {
  if (startsWith(head, zipMagic)) return 'xlsx';
  if (startsWith(head, ole2Magic)) return 'xls';
  // A NUL byte never appears in UTF-8 text; UTF-16 text starts with its BOM and is handled.
  const utf16 = (head[0] === 0xff && head[1] === 0xfe) || (head[0] === 0xfe && head[1] === 0xff);
  if (!utf16 && head.subarray(0, 4096).includes(0)) return 'binary';
  return 'csv';
}

async function* chunksOf(source: ImportSource, maxBytes: number): AsyncGenerator<Uint8Array> {
  let total = 0;
  const iterable: AsyncIterable<Uint8Array> | Iterable<Uint8Array> = source instanceof Uint8Array ? [source] : source;
  for await (const chunk of iterable) {
    total += chunk.byteLength;
    if (total > maxBytes) {
      throw new AppError('IMPORT_FILE_TOO_LARGE', `The file is larger than ${Math.round(maxBytes / 1024 / 1024)} MB`, {
        status: 413,
        details: { maxBytes },
      });
    }
    yield chunk;
  }
}

/** Pulls chunks until at least `size` bytes are known, keeping them for the reader. */
async function peek(chunks: AsyncGenerator<Uint8Array>, size: number): Promise<{ head: Uint8Array; buffered: Uint8Array[] }> {
  const buffered: Uint8Array[] = [];
  let length = 0;
  while (length < size) {
    const next = await chunks.next();
    if (next.done) break;
    buffered.push(next.value);
    length += next.value.byteLength;
  }
  return { head: Buffer.concat(buffered), buffered };
}

async function* replay(buffered: Uint8Array[], rest: AsyncGenerator<Uint8Array>): AsyncGenerator<Uint8Array> {
  yield* buffered;
  yield* rest;
}

export async function readImportFile(source: ImportSource, options: ReadImportOptions = {}): Promise<ImportFile> {
  const maxBytes = options.maxBytes ?? DEFAULT_MAX_BYTES;
  const maxRows = options.maxRows ?? DEFAULT_MAX_ROWS;
  const chunks = chunksOf(source, maxBytes);
  const { head, buffered } = await peek(chunks, 8);
  if (head.byteLength === 0) throw new AppError('IMPORT_EMPTY_FILE', 'The file is empty', { status: 422 });
  const format = detectImportFormat(head);
  if (format === 'xls') {
    throw new AppError('IMPORT_UNSUPPORTED_FORMAT', 'Old Excel files (.xls) are not supported; save the sheet as .xlsx or CSV', {
      status: 415,
    });
  }
  if (format === 'binary') {
    throw new AppError('IMPORT_UNSUPPORTED_FORMAT', 'The file is neither CSV nor XLSX', { status: 415 });
  }
  const all = replay(buffered, chunks);
  const table = format === 'xlsx' ? await readXlsx(all, maxBytes * 20) : await readCsv(all, head);
  return finish(table, format, maxRows);
}

type RawTable = { records: { row: number; cells: string[] }[]; delimiter?: string };

function finish(table: RawTable, format: ImportFormat, maxRows: number): ImportFile {
  const headerIndex = table.records.findIndex((r) => r.cells.some((c) => c.trim() !== ''));
  if (headerIndex < 0) throw new AppError('IMPORT_EMPTY_FILE', 'The file has no header row', { status: 422 });
  const header = table.records[headerIndex]!;
  const rows = table.records.slice(headerIndex + 1);
  // Trailing blank rows are spreadsheet noise, not rows the user meant.
  while (rows.length > 0 && rows.at(-1)!.cells.every((c) => c.trim() === '')) rows.pop();
  if (rows.length > maxRows) {
    throw new AppError('IMPORT_TOO_MANY_ROWS', `The file has ${rows.length} rows; at most ${maxRows} can be imported at once`, {
      status: 413,
      details: { rows: rows.length, maxRows },
    });
  }
  return {
    format,
    headers: uniqueHeaders(header.cells),
    headerRow: header.row,
    rows,
    ...(table.delimiter ? { delimiter: table.delimiter } : {}),
  };
}

function uniqueHeaders(cells: string[]): string[] {
  const seen = new Map<string, number>();
  let last = cells.length;
  while (last > 0 && cells[last - 1]!.trim() === '') last--;
  return cells.slice(0, last).map((cell, index) => {
    const base = cell.trim() || `Column ${index + 1}`;
    const count = (seen.get(base.toLowerCase()) ?? 0) + 1;
    seen.set(base.toLowerCase(), count);
    return count === 1 ? base : `${base} (${count})`;
  });
}

/**
 * Our own CSV exports neutralise formulas with a leading apostrophe; undo exactly that, so a
 * failed-rows report (or any export) can be fixed and uploaded again unchanged.
 */
export function restoreFormulaGuard(value: string): string {
  return /^'[=+\-@\t\r]/.test(value) ? value.slice(1) : value;
}

// ---- CSV ----

const delimiterCandidates = [',', ';', '\t', '|'];

/** The candidate that splits the header line most often; Excel in many locales writes ";". */
export function detectDelimiter(firstLine: string): string {
  let best = ',';
  let bestCount = 0;
  for (const candidate of delimiterCandidates) {
    let count = 0;
    let quoted = false;
    for (const char of firstLine) {
      if (char === '"') quoted = !quoted;
      else if (!quoted && char === candidate) count++;
    }
    if (count > bestCount) {
      best = candidate;
      bestCount = count;
    }
  }
  return best;
}

function decoderFor(head: Uint8Array): TextDecoder {
  if (head[0] === 0xff && head[1] === 0xfe) return new TextDecoder('utf-16le', { fatal: true });
  if (head[0] === 0xfe && head[1] === 0xff) return new TextDecoder('utf-16be', { fatal: true });
  // Strict UTF-8: a Windows-1252 file would otherwise import names with silent replacement marks.
  return new TextDecoder('utf-8', { fatal: true });
}

async function* decode(chunks: AsyncIterable<Uint8Array>, decoder: TextDecoder): AsyncGenerator<string> {
  try {
    for await (const chunk of chunks) {
      const text = decoder.decode(chunk, { stream: true });
      if (text) yield text;
    }
    const tail = decoder.decode();
    if (tail) yield tail;
  } catch (error) {
    if (error instanceof TypeError) {
      throw new AppError('IMPORT_ENCODING', 'The file is not UTF-8 text; in Excel choose "CSV UTF-8" when saving', {
        status: 422,
        cause: error,
      });
    }
    throw error;
  }
}

async function readCsv(chunks: AsyncIterable<Uint8Array>, head: Uint8Array): Promise<RawTable> {
  const text = decode(chunks, decoderFor(head));
  // Gather text until the first non-blank line is complete, to choose the delimiter before parsing.
  let prefix = '';
  let next = await text.next();
  while (!next.done) {
    prefix += next.value;
    if (/\S[^\r\n]*[\r\n]/.test(prefix) || prefix.length > 65_536) break;
    next = await text.next();
  }
  prefix = prefix.replace(/^\ufeff/, '');
  let delimiter: string;
  // Excel's "sep=;" hint line: honoured, and not a row the user sees.
  const hint = /^sep=(.)\r?\n/i.exec(prefix);
  if (hint) {
    delimiter = hint[1]!;
    prefix = prefix.slice(hint[0].length);
  } else {
    delimiter = detectDelimiter(prefix.split(/\r\n|\n|\r/).find((line) => line.trim() !== '') ?? '');
  }

  async function* all(): AsyncGenerator<string> {
    if (prefix) yield prefix;
    if (next.done) return;
    for await (const piece of text) yield piece;
  }

  const records: RawTable['records'] = [];
  try {
    await pipeline(
      Readable.from(all()),
      parse({
        delimiter,
        record_delimiter: ['\r\n', '\n', '\r'],
        relax_column_count: true,
        relax_quotes: true,
        skip_empty_lines: false,
        bom: true,
      }),
      async function (parsed: AsyncIterable<string[]>) {
        // Each record is one spreadsheet row, even when a quoted cell spans several lines.
        for await (const cells of parsed) records.push({ row: records.length + 1, cells: cells.map(restoreFormulaGuard) });
      },
    );
  } catch (error) {
    if (error instanceof CsvError) {
      const line = (error as CsvError & { lines?: number }).lines;
      throw new AppError('IMPORT_MALFORMED_CSV', `The CSV cannot be read near line ${line ?? '?'}: check its quotes`, {
        status: 422,
        details: { line, reason: error.code },
        cause: error,
      });
    }
    throw error;
  }
  return { records, delimiter };
}

// ---- XLSX ----

async function readXlsx(chunks: AsyncIterable<Uint8Array>, maxInflatedBytes: number): Promise<RawTable> {
  // The ZIP directory sits at the end of the file, so the workbook is read whole (bounded by
  // maxBytes); rows are still handed on one by one.
  const parts: Uint8Array[] = [];
  for await (const chunk of chunks) parts.push(chunk);
  const file = Buffer.concat(parts);
  // A 10 MB upload can inflate to gigabytes (a zip bomb); the directory says how much before
  // anything is decompressed. Real sheets compress about 5-10x.
  const entries = await zipEntries(readAtBuffer(file), file.length);
  const inflated = entries?.reduce((sum, e) => sum + e.uncompressedSize, 0) ?? 0;
  if (!entries || !entries.some((e) => e.name === 'xl/workbook.xml')) {
    throw new AppError('IMPORT_UNREADABLE_FILE', 'The file looks like a ZIP but is not an XLSX workbook', { status: 422 });
  }
  if (inflated > maxInflatedBytes) {
    throw new AppError('IMPORT_FILE_TOO_LARGE', 'The workbook is too large once unpacked', { status: 413, details: { maxInflatedBytes } });
  }
  // Loaded on first use: exceljs costs ~200 ms at import, which server start-up need not pay.
  const { default: Excel } = await import('exceljs');
  const workbook = new Excel.Workbook();
  try {
    await workbook.xlsx.load(file as unknown as ExcelJS.Buffer);
  } catch (error) {
    throw new AppError('IMPORT_UNREADABLE_FILE', 'The file looks like a ZIP but is not a readable XLSX workbook', {
      status: 422,
      cause: error,
    });
  }
  const sheet = workbook.worksheets.find((s) => s.state === 'visible') ?? workbook.worksheets[0];
  if (!sheet) throw new AppError('IMPORT_EMPTY_FILE', 'The workbook has no sheet', { status: 422 });
  const records: RawTable['records'] = [];
  const width = sheet.columnCount;
  sheet.eachRow({ includeEmpty: true }, (row, rowNumber) => {
    const cells: string[] = [];
    for (let column = 1; column <= width; column++) cells.push(cellText(row.getCell(column).value));
    records.push({ row: rowNumber, cells });
  });
  return { records };
}

/** Excel cell values as the text a user would type: dates as YYYY-MM-DD, results of formulas. */
export function cellText(value: ExcelJS.CellValue): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'string') return restoreFormulaGuard(value);
  if (typeof value === 'number') return String(Number(value.toPrecision(15)));
  if (typeof value === 'boolean') return value ? 'true' : 'false';
  if (value instanceof Date) {
    if (Number.isNaN(value.getTime())) return '';
    // exceljs reads date cells as UTC; a whole day is a calendar date (hire date, birthday).
    const iso = value.toISOString();
    return iso.endsWith('T00:00:00.000Z') ? iso.slice(0, 10) : iso;
  }
  if ('richText' in value) return value.richText.map((r) => r.text).join('');
  if ('error' in value) return value.error;
  if ('formula' in value || 'sharedFormula' in value) {
    const result = (value as { result?: ExcelJS.CellValue }).result;
    return result === undefined || (typeof result === 'object' && result !== null && 'error' in result) ? '' : cellText(result);
  }
  if ('hyperlink' in value) {
    const text: unknown = value.text;
    return typeof text === 'string' ? text : cellText(text as ExcelJS.CellValue);
  }
  return '';
}
