import type { ReportFieldKey, StandardReportKey } from '@hcims/contracts/people';
import {
  exportLanguage as exportLanguageOf,
  type ExportFormat,
  type ExportLanguage as GenericExportLanguage,
} from '../../../platform/exports/index.js';

/**
 * How the people module's exports (the employee list, the contact and birthday directories, the
 * employee details report) read the web app's `exports` catalogue: the keys they use, typed. The
 * catalogue itself is JSON, read by `platform/exports` (ADR 0022); no labels are kept here.
 */

type ValueKey =
  | 'invited'
  | 'active'
  | 'on_leave'
  | 'terminated'
  | 'full_time'
  | 'part_time'
  | 'contract'
  | 'temporary'
  | 'intern'
  | 'female'
  | 'male'
  | 'other'
  | 'undisclosed'
  | 'under_1'
  | '1_to_3'
  | '3_to_5'
  | '5_to_10'
  | '10_plus'
  | 'birthday'
  | 'work_anniversary';

export type Labels = {
  /** Report fields, plus the count column and the birthday directory's date and occasion. */
  fields: Record<ReportFieldKey | 'count' | 'date' | 'occasion', string>;
  reports: Record<StandardReportKey | 'custom' | 'employee-details' | 'celebrations', string>;
  /** Enum values (status, employment type, gender, tenure band, celebration kind), looked up by raw value. */
  values: Record<ValueKey, string> & Record<string, string>;
  chrome: { generated: string; page: string };
  details: Record<'section' | 'field' | 'value', string>;
  sections: Record<'profile' | 'contact' | 'personal' | 'sensitive' | 'history' | 'documents' | 'team' | 'termination' | 'reason', string>;
};

export type ExportLanguage = GenericExportLanguage<Labels>;

/** The export's language, with the `exports` catalogue read as the people module's exports use it. */
export function exportLanguage(lng: string | undefined, acceptLanguage: string | undefined, format?: ExportFormat): ExportLanguage {
  return exportLanguageOf<Labels>(lng, acceptLanguage, format);
}
