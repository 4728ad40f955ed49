import type { ReportFieldKey, StandardReportKey } from '@hcims/contracts/people';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { ExportFormat } from '../../../platform/exports/index.js';
import { webLocalesFolder } from '../../../paths.js';

/**
 * Headers, titles and values of exported files (reports, the employee list, the contact and
 * birthday directories). A file is read away from the app, so its headers are translated on the
 * server (ADR 0022), from the web app's `exports` namespace: one catalogue per language, kept
 * complete by `npm run i18n:check` like every other translation.
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

const languages: ReadonlySet<string> = new Set([
  'ae',
  'da',
  'de',
  'el',
  'en',
  'es',
  'fr',
  'hu',
  'it',
  'ja',
  'pl',
  'pt',
  'ru',
  'sv',
  'tr',
  'zh',
]);
const catalogues = new Map<string, Labels>();

/** The language's catalogue, read once from apps/web/public/locales/<code>/exports.json. */
function labelsOf(code: string): Labels {
  let labels = catalogues.get(code);
  if (!labels) {
    labels = JSON.parse(readFileSync(path.join(webLocalesFolder, code, 'exports.json'), 'utf8')) as Labels;
    catalogues.set(code, labels);
  }
  return labels;
}

export type ExportLanguage = { code: string; labels: Labels; direction: 'ltr' | 'rtl' };

/**
 * The language of an export: `?lng=` first (the app's codes: `ae` is Arabic), then the
 * Accept-Language header (`ar` is Arabic), then English.
 */
const pdfWithoutGlyphs: ReadonlySet<string> = new Set(['zh', 'ja']);

export function exportLanguage(lng: string | undefined, acceptLanguage: string | undefined, format?: ExportFormat): ExportLanguage {
  const wanted = (lng ?? acceptLanguage?.split(',')[0]?.split(';')[0]?.trim() ?? 'en').toLowerCase().split('-')[0]!;
  const asked = wanted === 'ar' ? 'ae' : wanted || 'en';
  // The PDF font has no Chinese or Japanese glyphs (ADR 0006): such PDFs are written in English
  // rather than as empty boxes. CSV and XLSX carry every language.
  const code = format === 'pdf' && pdfWithoutGlyphs.has(asked) ? 'en' : asked;
  const labels = labelsOf(languages.has(code) ? code : 'en');
  return { code, labels, direction: code === 'ae' ? 'rtl' : 'ltr' };
}
