import type { ReportFieldKey, StandardReportKey } from '@hcims/contracts/people';
import type { ExportFormat } from '../../../platform/exports/index.js';
import { ae } from './labels/ae.js';
import { da } from './labels/da.js';
import { de } from './labels/de.js';
import { el } from './labels/el.js';
import { en } from './labels/en.js';
import { es } from './labels/es.js';
import { fr } from './labels/fr.js';
import { hu } from './labels/hu.js';
import { it } from './labels/it.js';
import { ja } from './labels/ja.js';
import { pl } from './labels/pl.js';
import { pt } from './labels/pt.js';
import { ru } from './labels/ru.js';
import { sv } from './labels/sv.js';
import { tr } from './labels/tr.js';
import { zh } from './labels/zh.js';

/**
 * Headers, titles and values of exported files (reports, the employee list, the contact and
 * birthday directories). A file is read away from the app, so its headers are translated on the
 * server, one catalogue per interface language in ./labels (ADR 0022).
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

const byLanguage: Record<string, Labels> = { ae, da, de, el, en, es, fr, hu, it, ja, pl, pt, ru, sv, tr, zh };

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
  // Own keys only: an Accept-Language of `constructor` must not find Object.prototype's.
  const labels = Object.hasOwn(byLanguage, code) ? byLanguage[code]! : en;
  return { code, labels, direction: code === 'ae' ? 'rtl' : 'ltr' };
}
