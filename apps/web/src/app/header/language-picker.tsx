import { Languages } from 'lucide-react';
import { useTranslation } from '../../shared/lib/use-translation';
import { cn } from '../../shared/lib/cn';
import { intlLocale } from '../../shared/lib/languages';
import { useSettings } from '../../shared/lib/settings';
import { iconButton } from '../../shared/ui/button-styles';
import { deferredPopup } from './deferred-popup';

const LanguageMenu = deferredPopup(() => import('./language-menu').then((m) => m.LanguageMenu), 'menu');

/** The header's language button; its menu of the 16 languages loads on first use. */
export function LanguagePicker() {
  const { t } = useTranslation('shell');
  const locale = useSettings((s) => s.locale);
  const languageList = useSettings((s) => s.languageList);
  const current = languageList.find((l) => l.code === locale);
  return (
    <LanguageMenu
      trigger={{
        className: cn(iconButton, 'sm:inline-flex sm:w-auto sm:gap-1 sm:px-2'),
        'aria-label': `${intlLocale(locale).toUpperCase()} · ${t('language.choose', { current: current?.name ?? locale })}`,
        'data-testid': 'language-trigger',
        children: (
          <>
            <Languages className="size-5" aria-hidden="true" />
            <span className="hidden text-xs font-semibold uppercase sm:inline">{intlLocale(locale)}</span>
          </>
        ),
      }}
    />
  );
}
