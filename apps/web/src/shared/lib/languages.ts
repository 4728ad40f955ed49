import i18next from 'i18next';

/** The 16 interface languages (spec section 3; `ae` is Arabic and the only right-to-left one). */
export const languages = [
  { code: 'zh', name: '中文' },
  { code: 'da', name: 'Dansk' },
  { code: 'en', name: 'English' },
  { code: 'fr', name: 'Français' },
  { code: 'de', name: 'Deutsch' },
  { code: 'el', name: 'Ελληνικά' },
  { code: 'hu', name: 'Magyar' },
  { code: 'it', name: 'Italiano' },
  { code: 'ja', name: '日本語' },
  { code: 'pl', name: 'Polski' },
  { code: 'pt', name: 'Português' },
  { code: 'ru', name: 'Русский' },
  { code: 'es', name: 'Español' },
  { code: 'sv', name: 'Svenska' },
  { code: 'tr', name: 'Türkçe' },
  { code: 'ae', name: 'العربية' },
] as const;

export type LanguageCode = (typeof languages)[number]['code'];
export const languageCodes: readonly LanguageCode[] = languages.map((l) => l.code);
export const rtlLanguages: ReadonlySet<string> = new Set(['ae']);
/**
 * The Intl locale of a UI language, the current one when none is given. `ae` is our code for
 * Arabic; Intl and the lang attribute need the real tag. The one helper for every formatter.
 */
export function intlLocale(code: string | undefined = i18next.language || 'en'): string {
  return code === 'ae' ? 'ar' : code;
}
