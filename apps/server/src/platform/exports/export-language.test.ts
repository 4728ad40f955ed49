import { describe, expect, it } from 'vitest';
import { EXPORT_LANGUAGES, exportLanguage, labelAt } from './export-language.js';

const languages = EXPORT_LANGUAGES;

/** Every label by its path (`fields.fullName`). */
const flat = (labels: object, prefix = ''): Record<string, string> =>
  Object.fromEntries(
    Object.entries(labels).flatMap(([key, v]: [string, unknown]) =>
      typeof v === 'string' ? [[prefix + key, v]] : Object.entries(flat(v as object, `${prefix}${key}.`)),
    ),
  );

describe('export labels', () => {
  const english = exportLanguage('en', undefined).labels;

  it.each(languages.filter((code) => code !== 'en'))('has its own catalogue for %s, translated, with the PDF placeholders', (code) => {
    const { labels, direction } = exportLanguage(code, undefined);
    expect(direction).toBe(code === 'ae' ? 'rtl' : 'ltr');
    const own = flat(labels);
    const reference = flat(english);
    expect(Object.keys(own).sort()).toEqual(Object.keys(reference).sort());
    // A few words are the same as in English (French "Date", Italian "Report"); a copy of the English catalogue is not.
    const same = Object.keys(own).filter((path) => own[path] === reference[path]);
    expect(same.length / Object.keys(own).length).toBeLessThan(0.1);
    expect(labels.chrome.generated).toContain('{date}');
    expect(labels.chrome.page).toMatch(/\{page\}.*\{total\}|\{total\}.*\{page\}/);
  });

  it('takes ?lng first, then Accept-Language (ar is Arabic), then English', () => {
    expect(exportLanguage('de', 'ar-AE,ar;q=0.9').code).toBe('de');
    expect(exportLanguage(undefined, 'ar-AE,ar;q=0.9')).toMatchObject({ code: 'ae', direction: 'rtl' });
    expect(labelAt(exportLanguage(undefined, 'pt-BR,pt;q=0.9').labels, 'fields.date')).toBe('Data');
    expect(exportLanguage(undefined, undefined).labels).toBe(english);
    expect(exportLanguage('ko', undefined).labels).toBe(english);
    expect(exportLanguage(undefined, 'constructor').labels).toBe(english);
  });

  it('reads a label by its dotted path, and nothing for a path that is not a label', () => {
    expect(labelAt(english, 'fields.fullName')).toBe('Name');
    expect(labelAt(english, 'fields')).toBeUndefined();
    expect(labelAt(english, 'fields.constructor')).toBeUndefined();
    expect(labelAt(english, 'nowhere.at.all')).toBeUndefined();
  });

  it('writes Chinese and Japanese PDFs in English (the PDF font lacks their glyphs), other formats in the language', () => {
    expect(exportLanguage('ja', undefined, 'pdf')).toMatchObject({ code: 'en', labels: english });
    expect(exportLanguage(undefined, 'zh-CN', 'pdf').code).toBe('en');
    expect(exportLanguage('ja', undefined, 'xlsx').code).toBe('ja');
    expect(exportLanguage('zh', undefined, 'csv').code).toBe('zh');
    expect(exportLanguage('ae', undefined, 'pdf').code).toBe('ae');
  });
});
