import { Check } from 'lucide-react';
import { DropdownMenu } from 'radix-ui';
import { useMemo } from 'react';
import { useTranslation } from '../../shared/lib/use-translation';
import { intlLocale } from '../../shared/lib/languages';
import { useSettings } from '../../shared/lib/settings';
import type { LoadedPopupProps } from './deferred-popup';
import { HeaderMenu } from './header-menu';

/** Spec: a 280 px dropdown listing all 16 languages (each in its own name, and in the current language); loaded on first use, see LanguagePicker. */
export function LanguageMenu({ trigger, defaultOpen }: LoadedPopupProps) {
  const { t } = useTranslation('shell');
  return (
    <HeaderMenu trigger={trigger} defaultOpen={defaultOpen} className="w-[280px] p-2" testId="language-menu">
      <DropdownMenu.Label className="px-2 pt-1 pb-2 text-xs font-semibold tracking-wide text-ink-muted uppercase">
        {t('language.title')}
      </DropdownMenu.Label>
      <LanguageList />
    </HeaderMenu>
  );
}

/**
 * The 16 languages, each in its own name and in the current language. Rendered only while the menu
 * is open: the names in the current language need an Intl.DisplayNames, costly to create (about
 * 25 ms in the first screen's profile when the header built it at start).
 */
function LanguageList() {
  const locale = useSettings((s) => s.locale);
  const languageList = useSettings((s) => s.languageList);
  const toggleLocale = useSettings((s) => s.toggleLocale);
  const displayNames = useMemo(() => {
    try {
      return new Intl.DisplayNames([intlLocale(locale)], { type: 'language' });
    } catch {
      return null;
    }
  }, [locale]);
  return (
    <DropdownMenu.RadioGroup value={locale} onValueChange={toggleLocale} className="grid grid-cols-2 gap-1">
      {languageList.map((language) => (
        <DropdownMenu.RadioItem
          key={language.code}
          value={language.code}
          data-code={language.code}
          className="flex cursor-pointer items-center gap-2 rounded-lg px-2 py-1.5 outline-none select-none data-[highlighted]:bg-surface-hover data-[state=checked]:bg-primary-soft"
        >
          <span className="min-w-0 flex-1">
            <span lang={intlLocale(language.code)} className="block truncate text-sm font-medium text-ink">
              {language.name}
            </span>
            <span className="block truncate text-xs text-ink-muted">{displayNames?.of(intlLocale(language.code)) ?? language.code}</span>
          </span>
          <DropdownMenu.ItemIndicator>
            <Check className="size-4 text-primary-ink" aria-hidden="true" />
          </DropdownMenu.ItemIndicator>
        </DropdownMenu.RadioItem>
      ))}
    </DropdownMenu.RadioGroup>
  );
}
