export type {
  CheckedRequest,
  ReportCell,
  ReportDefinition,
  ReportField,
  ReportFilterRequest,
  ReportQuery,
  ReportRequest,
  ReportRows,
  StandardReport,
} from './report-definition.js';
export { checkRequest, reportField } from './report-rules.js';
export {
  builderFields,
  checkFor,
  EXPORT_LIMITS,
  exportReport,
  mayUseField,
  reportScope,
  runReport,
  type BuilderField,
  type ReportCalendar,
  type ReportExport,
  type ReportResultOf,
} from './report-engine.js';
export { reportCatalogue, type ReportCatalogue } from './report-catalogue.js';
export { filterCondition, reportRow } from './report-sql.js';
export { selectReport, type ReportSource } from './report-select.js';
export { periodOf, withPeriod, type ReportPeriod } from './report-periods.js';
export { reportFileName, sendReportFile } from './report-file.js';
