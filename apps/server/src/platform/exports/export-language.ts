import { readFileSync } from 'node:fs';
import path from 'node:path';
import { webLocalesFolder } from '../../paths.js';
import type { ExportFormat } from './export-table.js';

/**
 * Headers, titles and values of exported files. A file is read away from the app, so its
 * headers are translated on the server (ADR 0022), from the web app's `exports` namespace
 * (apps/web/public/locales/<code>/exports.json): one catalogue per language, kept complete by
 * `npm run i18n:check` like every other translation. No label table lives in TypeScript.
 */

/** What every catalogue holds for the file itself; the rest is each export's own keys. */
export type ExportCatalogue = { chrome: { generated: string; page: string } } & Record<string, unknown>;

export const EXPORT_LANGUAGES: readonly string[] = [
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
];

const known: ReadonlySet<string> = new Set(EXPORT_LANGUAGES);
const catalogues = new Map<string, ExportCatalogue>();

/** The language's catalogue, read once. */
function catalogueOf(code: string): ExportCatalogue {
  let catalogue = catalogues.get(code);
  if (!catalogue) {
    catalogue = JSON.parse(readFileSync(path.join(webLocalesFolder, code, 'exports.json'), 'utf8')) as ExportCatalogue;
    catalogues.set(code, catalogue);
  }
  return catalogue;
}

/** `L` is the shape a caller reads the catalogue as (the people module's typed view, for one). */
export type ExportLanguage<L extends object = ExportCatalogue> = { code: string; labels: L; direction: 'ltr' | 'rtl' };

// The PDF font has no Chinese or Japanese glyphs (ADR 0006): such PDFs are written in English
// rather than as empty boxes. CSV and XLSX carry every language.
const pdfWithoutGlyphs: ReadonlySet<string> = new Set(['zh', 'ja']);

/**
 * The language of an export: `?lng=` first (the app's codes: `ae` is Arabic), then the
 * Accept-Language header (`ar` is Arabic), then English.
 */
export function exportLanguage<L extends object = ExportCatalogue>(
  lng: string | undefined,
  acceptLanguage: string | undefined,
  format?: ExportFormat,
): ExportLanguage<L> {
  const wanted = (lng ?? acceptLanguage?.split(',')[0]?.split(';')[0]?.trim() ?? 'en').toLowerCase().split('-')[0]!;
  const asked = wanted === 'ar' ? 'ae' : wanted || 'en';
  const code = format === 'pdf' && pdfWithoutGlyphs.has(asked) ? 'en' : asked;
  const labels = catalogueOf(known.has(code) ? code : 'en') as unknown as L;
  return { code, labels, direction: code === 'ae' ? 'rtl' : 'ltr' };
}

/** The text at a dotted path of a catalogue (`fields.fullName`), or undefined when there is none. */
export function labelAt(catalogue: object, key: string): string | undefined {
  let at: unknown = catalogue;
  for (const part of key.split('.')) {
    if (typeof at !== 'object' || at === null || !Object.hasOwn(at, part)) return undefined;
    at = (at as Record<string, unknown>)[part];
  }
  return typeof at === 'string' ? at : undefined;
}
