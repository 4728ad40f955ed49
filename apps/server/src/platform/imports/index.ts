export {
  cellText,
  detectDelimiter,
  detectImportFormat,
  readImportFile,
  restoreFormulaGuard,
  type ImportFile,
  type ImportFormat,
  type ImportSource,
  type ReadImportOptions,
  type SourceRow,
} from './read-import-file.js';
export {
  normaliseHeader,
  resolveMapping,
  suggestMapping,
  type ColumnMapping,
  type ImportField,
  type ResolvedMapping,
} from './column-mapping.js';
export {
  validateImport,
  type CheckIssue,
  type CheckRow,
  type ImportIssue,
  type ImportReport,
  type ImportValues,
  type RowCheck,
  type UniqueRule,
  type ValidateImportOptions,
  type ValidRow,
} from './validate-import.js';
export { mustExist, mustNotExist } from './row-checks.js';
export { importBoolean, importChoice, importDate, importEmail, importNumber, isCalendarDate } from './import-fields.js';
export { failedRowsCsv, type FailedRowsLabels } from './failed-rows-csv.js';
