import {
  AlignLeft,
  AlignRight,
  AlignJustify,
  Layers,
  type LucideIcon,
  Maximize,
  Monitor,
  Moon,
  PanelLeft,
  PanelLeftDashed,
  PanelTop,
  Pin,
  RotateCcw,
  Square,
  Sun,
  X,
} from 'lucide-react';
import { useId, type ReactNode } from 'react';
import { useTranslation } from '../../shared/lib/use-translation';
import { cn } from '../../shared/lib/cn';
import { animations, directions, layouts, menus, navbars, themes, useSettings } from '../../shared/lib/settings';
import { buttonSecondary, iconButton } from '../../shared/ui/button-styles';
import { Modal } from '../../shared/ui/modal';

type Choice<T extends string> = { value: T; label: string; icon?: LucideIcon };

/** A labelled group of radio cards: native radios, so arrow keys and screen readers work as usual. */
function ChoiceGroup<T extends string>({
  legend,
  hint,
  name,
  value,
  choices,
  onChange,
  columns = 3,
}: {
  legend: string;
  hint?: string;
  name: string;
  value: T;
  choices: Choice<T>[];
  onChange: (value: T) => void;
  columns?: 2 | 3;
}) {
  return (
    <fieldset className="space-y-2.5" data-testid={`customizer-${name}`}>
      <legend className="text-sm font-semibold text-ink">{legend}</legend>
      {hint && <p className="-mt-1 text-xs text-ink-muted">{hint}</p>}
      <div className={cn('grid gap-2', columns === 3 ? 'grid-cols-3' : 'grid-cols-2')}>
        {choices.map(({ value: v, label, icon: Icon }) => (
          <label key={v} className="group relative cursor-pointer">
            <input type="radio" name={name} value={v} checked={value === v} onChange={() => onChange(v)} className="peer sr-only" />
            <span className="flex h-full flex-col items-center justify-center gap-1.5 rounded-xl border border-line bg-surface px-2 py-3 text-center text-xs font-medium text-ink-muted transition group-hover:border-primary/50 peer-checked:border-primary peer-checked:bg-primary-soft peer-checked:text-primary-ink peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-primary-ink">
              {Icon && <Icon className="size-5" aria-hidden="true" />}
              {label}
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}

function Section({ children }: { children: ReactNode }) {
  return <div className="border-b border-line px-5 py-5 last:border-b-0">{children}</div>;
}

const animationKey = (a: string) => (a ? a.replace('animate__', '') : 'none');

/** The appearance panel: every option applies at once and is remembered in this browser. */
export function Customizer({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const { t } = useTranslation('shell');
  const s = useSettings((state) => state);
  const semidarkId = useId();
  const titleId = useId();
  const descriptionId = useId();
  const animationId = useId();

  const themeIcons: Record<(typeof themes)[number], LucideIcon> = { light: Sun, dark: Moon, system: Monitor };
  const menuIcons: Record<(typeof menus)[number], LucideIcon> = {
    vertical: PanelLeft,
    'collapsible-vertical': PanelLeftDashed,
    horizontal: PanelTop,
  };
  const layoutIcons: Record<(typeof layouts)[number], LucideIcon> = { 'boxed-layout': Square, full: Maximize };
  const directionIcons: Record<(typeof directions)[number], LucideIcon> = { ltr: AlignLeft, rtl: AlignRight };
  const navbarIcons: Record<(typeof navbars)[number], LucideIcon> = {
    'navbar-sticky': Pin,
    'navbar-floating': Layers,
    'navbar-static': AlignJustify,
  };

  return (
    <Modal open={open} onOpenChange={onOpenChange} labelledBy={titleId} describedBy={descriptionId} testId="customizer" className="sheet">
      <div className="flex h-full flex-col bg-surface shadow-2xl">
        <div className="flex items-start justify-between gap-4 border-b border-line px-5 py-4">
          <div>
            <h2 id={titleId} className="text-lg font-semibold">
              {t('customizer.title')}
            </h2>
            <p id={descriptionId} className="mt-0.5 text-sm text-ink-muted">
              {t('customizer.description')}
            </p>
          </div>
          <button type="button" className={iconButton} aria-label={t('actions.close')} onClick={() => onOpenChange(false)}>
            <X className="size-5" aria-hidden="true" />
          </button>
        </div>
        <div className="min-h-0 flex-1 overflow-y-auto">
          <Section>
            <ChoiceGroup
              legend={t('customizer.colorScheme')}
              name="theme"
              value={s.theme}
              onChange={s.toggleTheme}
              choices={themes.map((v) => ({ value: v, label: t(`theme.${v}`), icon: themeIcons[v] }))}
            />
          </Section>
          <Section>
            <ChoiceGroup
              legend={t('customizer.navigation')}
              name="menu"
              value={s.menu}
              onChange={s.toggleMenu}
              choices={menus.map((v) => ({ value: v, label: t(`customizer.menu.${v}`), icon: menuIcons[v] }))}
            />
            <div className="mt-4 flex items-center justify-between gap-4">
              <label htmlFor={semidarkId} className="text-sm font-semibold">
                {t('customizer.semidark')}
                <span className="block text-xs font-normal text-ink-muted">{t('customizer.semidarkHint')}</span>
              </label>
              <button
                id={semidarkId}
                type="button"
                role="switch"
                aria-checked={s.semidark}
                onClick={() => s.toggleSemidark(!s.semidark)}
                data-testid="customizer-semidark"
                className="relative h-6 w-11 shrink-0 rounded-full bg-line transition-colors aria-checked:bg-primary"
              >
                <span
                  aria-hidden="true"
                  className={cn(
                    'absolute top-0.5 start-0.5 size-5 rounded-full bg-white shadow transition-transform',
                    s.semidark && 'translate-x-5 rtl:-translate-x-5',
                  )}
                />
              </button>
            </div>
          </Section>
          <Section>
            <ChoiceGroup
              legend={t('customizer.layout')}
              name="layout"
              columns={2}
              value={s.layout}
              onChange={s.toggleLayout}
              choices={layouts.map((v) => ({ value: v, label: t(`customizer.layouts.${v}`), icon: layoutIcons[v] }))}
            />
          </Section>
          <Section>
            <ChoiceGroup
              legend={t('customizer.direction')}
              name="direction"
              columns={2}
              value={s.rtlClass}
              onChange={s.toggleRTL}
              choices={directions.map((v) => ({ value: v, label: t(`customizer.directions.${v}`), icon: directionIcons[v] }))}
            />
          </Section>
          <Section>
            <ChoiceGroup
              legend={t('customizer.navbar')}
              name="navbar"
              value={s.navbar}
              onChange={s.toggleNavbar}
              choices={navbars.map((v) => ({ value: v, label: t(`customizer.navbars.${v}`), icon: navbarIcons[v] }))}
            />
          </Section>
          <Section>
            <label htmlFor={animationId} className="text-sm font-semibold">
              {t('customizer.transition')}
            </label>
            <select
              id={animationId}
              value={s.animation}
              onChange={(e) => s.toggleAnimation(e.target.value)}
              data-testid="customizer-animation"
              className="mt-2.5 block w-full rounded-lg border border-line bg-surface px-3 py-2.5 text-sm text-ink"
            >
              {animations.map((a) => (
                <option key={a || 'none'} value={a}>
                  {t(`customizer.transitions.${animationKey(a)}`)}
                </option>
              ))}
            </select>
          </Section>
        </div>
        <div className="border-t border-line px-5 py-4">
          <button type="button" className={cn(buttonSecondary, 'w-full')} onClick={s.resetSettings} data-testid="customizer-reset">
            <RotateCcw className="size-4" aria-hidden="true" />
            {t('customizer.reset')}
          </button>
        </div>
      </div>
    </Modal>
  );
}
