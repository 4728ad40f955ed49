import { Monitor, Moon, Sun } from 'lucide-react';
import { useTranslation } from '../../shared/lib/use-translation';
import { useSettings } from '../../shared/lib/settings';
import { nextTheme } from './theme-cycle';
import { iconButton } from '../../shared/ui/button-styles';

const icons = { light: Sun, dark: Moon, system: Monitor } as const;

export function ThemeToggle() {
  const { t } = useTranslation('shell');
  const theme = useSettings((s) => s.theme);
  const toggleTheme = useSettings((s) => s.toggleTheme);
  const Icon = icons[theme];
  return (
    <button
      type="button"
      className={iconButton}
      data-testid="theme-toggle"
      data-theme={theme}
      aria-label={t('theme.toggle', { current: t(`theme.${theme}`), next: t(`theme.${nextTheme[theme]}`) })}
      title={t('theme.toggle', { current: t(`theme.${theme}`), next: t(`theme.${nextTheme[theme]}`) })}
      onClick={() => toggleTheme(nextTheme[theme])}
    >
      <Icon className="size-5" aria-hidden="true" />
    </button>
  );
}
