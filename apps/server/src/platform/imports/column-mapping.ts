import { AppError } from '../errors/app-error.js';
import type { ImportFile } from './read-import-file.js';

/**
 * Which file column feeds which target field: `{ "E-mail address": "email", "Notes": null }`.
 * Keys are the file's headers as read (`ImportFile.headers`); null or a missing key ignores a
 * column. The user chooses this in the preview; `suggestMapping` pre-fills it.
 */
export type ColumnMapping<F extends string = string> = Record<string, F | null | undefined>;

export type ImportField<F extends string = string> = {
  field: F;
  /** Headers users commonly write for this field, in any of the UI languages. */
  aliases?: string[];
  required?: boolean;
};

/** Case, accents, spaces, dashes and underscores do not matter when matching headers. */
export function normaliseHeader(header: string): string {
  return header
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[\s_\-.:/]+/g, '');
}

export function suggestMapping<F extends string>(headers: string[], fields: ImportField<F>[]): ColumnMapping<F> {
  const byName = new Map<string, F>();
  for (const { field, aliases = [] } of fields) {
    for (const name of [field, ...aliases]) if (!byName.has(normaliseHeader(name))) byName.set(normaliseHeader(name), field);
  }
  const taken = new Set<F>();
  const mapping: ColumnMapping<F> = {};
  for (const header of headers) {
    const field = byName.get(normaliseHeader(header));
    // The first matching column wins; a second "Email" column stays unmapped for the user to pick.
    if (field && !taken.has(field)) {
      mapping[header] = field;
      taken.add(field);
    } else {
      mapping[header] = null;
    }
  }
  return mapping;
}

export type ResolvedMapping<F extends string = string> = {
  /** For each target field, the column index it reads from. */
  columns: Map<F, number>;
  /** For each target field, the header the user knows it by (for error reports). */
  headers: Map<F, string>;
};

/**
 * Checks a mapping against the file and the fields: every key must be a header of the file,
 * every value a known field, no field fed by two columns, every required field mapped.
 */
export function resolveMapping<F extends string>(
  file: Pick<ImportFile, 'headers'>,
  mapping: ColumnMapping<F>,
  fields: ImportField<F>[],
): ResolvedMapping<F> {
  const known = new Set(fields.map((f) => f.field));
  const columns = new Map<F, number>();
  const headers = new Map<F, string>();
  for (const [header, field] of Object.entries<F | null | undefined>(mapping)) {
    if (field === null || field === undefined) continue;
    const index = file.headers.indexOf(header);
    if (index < 0) {
      throw new AppError('IMPORT_MAPPING_UNKNOWN_COLUMN', `The file has no column "${header}"`, {
        status: 422,
        details: [{ path: `mapping.${header}`, message: 'is not a column of the file' }],
      });
    }
    if (!known.has(field)) {
      throw new AppError('IMPORT_MAPPING_UNKNOWN_FIELD', `"${field}" is not a field that can be imported`, {
        status: 422,
        details: [{ path: `mapping.${header}`, message: 'is not an importable field' }],
      });
    }
    if (columns.has(field)) {
      throw new AppError('IMPORT_MAPPING_DUPLICATE_FIELD', `Columns "${headers.get(field)}" and "${header}" both feed "${field}"`, {
        status: 422,
        details: [{ path: `mapping.${header}`, message: `"${field}" is already fed by "${headers.get(field)}"` }],
      });
    }
    columns.set(field, index);
    headers.set(field, header);
  }
  const missing = fields.filter((f) => f.required && !columns.has(f.field)).map((f) => f.field);
  if (missing.length > 0) {
    throw new AppError('IMPORT_MAPPING_MISSING_FIELD', `Choose a column for: ${missing.join(', ')}`, {
      status: 422,
      details: missing.map((field) => ({ path: `mapping`, message: `no column feeds "${field}"`, field })),
    });
  }
  return { columns, headers };
}
