import { ArrowDown, ArrowUp, Eye, EyeOff } from 'lucide-react';
import { formatDate, formatNumber } from '../../../shared/lib/format';
import { Link } from '../../../shared/lib/router';
import { useTranslation } from '../../../shared/lib/use-translation';
import { cn } from '../../../shared/lib/cn';
import type { DashboardCardData } from '../api';

const toneClass = {
  neutral: 'text-ink',
  good: 'text-success',
  warning: 'text-warning',
  danger: 'text-danger',
} as const;

export type CardControls = {
  first: boolean;
  last: boolean;
  onMove: (by: -1 | 1) => void;
  onToggle: () => void;
  busy: boolean;
};

/** One module's card: its figures (each a link to what it counts) and a short list, or its empty line. */
export function DashboardCard({ card, namespaces, controls }: { card: DashboardCardData; namespaces: string[]; controls?: CardControls }) {
  const { t, i18n } = useTranslation(namespaces);
  const lng = i18n.language;
  const title = t(card.titleKey);
  const value = (v: number | null, unit: string) =>
    v === null
      ? '–'
      : unit === 'percent'
        ? formatNumber(v / 100, lng, { style: 'percent', maximumFractionDigits: 1 })
        : formatNumber(v, lng);
  const empty = card.figures.length === 0 && card.items.length === 0;
  return (
    <section
      aria-label={title}
      data-testid={`card-${card.id}`}
      className={cn(
        'flex flex-col rounded-xl border border-line bg-surface shadow-sm',
        card.size === 'wide' && 'md:col-span-2',
        card.hidden && 'border-dashed opacity-70',
      )}
    >
      <div className="flex items-center justify-between gap-2 border-b border-line px-4 py-3">
        <h2 className="text-base font-semibold text-ink">{title}</h2>
        {controls && (
          <div className="flex items-center gap-1">
            <IconButton
              label={t('workspace:dashboard.moveEarlier', { card: title })}
              disabled={controls.first || controls.busy}
              onClick={() => controls.onMove(-1)}
            >
              <ArrowUp className="size-4" aria-hidden="true" />
            </IconButton>
            <IconButton
              label={t('workspace:dashboard.moveLater', { card: title })}
              disabled={controls.last || controls.busy}
              onClick={() => controls.onMove(1)}
            >
              <ArrowDown className="size-4" aria-hidden="true" />
            </IconButton>
            <IconButton
              label={t(card.hidden ? 'workspace:dashboard.show' : 'workspace:dashboard.hide', { card: title })}
              disabled={controls.busy}
              onClick={controls.onToggle}
              pressed={!card.hidden}
            >
              {card.hidden ? <EyeOff className="size-4" aria-hidden="true" /> : <Eye className="size-4" aria-hidden="true" />}
            </IconButton>
          </div>
        )}
      </div>
      <div className="flex flex-1 flex-col gap-4 p-4">
        {card.hidden ? (
          <p className="text-sm text-ink-muted">{t('workspace:dashboard.hiddenNote')}</p>
        ) : empty ? (
          <p className="text-sm text-ink-muted">{t(card.emptyKey ?? 'workspace:dashboard.nothing')}</p>
        ) : null}
        {!card.hidden && card.figures.length > 0 && (
          <dl className="grid grid-cols-[repeat(auto-fit,minmax(7rem,1fr))] gap-3">
            {card.figures.map((f) => (
              <div key={f.labelKey} className="min-w-0 rounded-lg bg-surface-muted px-3 py-2">
                <dt className="text-xs leading-snug font-medium text-ink-muted">{t(f.labelKey)}</dt>
                <dd className={cn('text-2xl font-semibold tabular-nums', toneClass[f.tone])}>
                  {f.href ? (
                    <Link to={f.href} className="rounded hover:underline focus-visible:outline-2 focus-visible:outline-primary">
                      {value(f.value, f.unit)}
                    </Link>
                  ) : (
                    value(f.value, f.unit)
                  )}
                </dd>
              </div>
            ))}
          </dl>
        )}
        {!card.hidden && card.items.length > 0 && (
          <ul className="flex flex-col divide-y divide-line">
            {card.items.map((item) => {
              const body = (
                <>
                  <span className="min-w-0">
                    <span className="block truncate text-sm font-medium text-ink">{item.title}</span>
                    {item.detailKey && (
                      <span className="block truncate text-xs text-ink-muted">{t(item.detailKey, item.detailValues)}</span>
                    )}
                  </span>
                  {item.date && <span className="shrink-0 text-xs text-ink-muted tabular-nums">{formatDate(item.date, lng)}</span>}
                </>
              );
              return (
                <li key={item.id}>
                  {item.href ? (
                    <Link to={item.href} className="flex items-center justify-between gap-3 rounded py-2 hover:bg-surface-muted">
                      {body}
                    </Link>
                  ) : (
                    <div className="flex items-center justify-between gap-3 py-2">{body}</div>
                  )}
                </li>
              );
            })}
          </ul>
        )}
      </div>
    </section>
  );
}

function IconButton({
  label,
  onClick,
  disabled,
  pressed,
  children,
}: {
  label: string;
  onClick: () => void;
  disabled?: boolean;
  pressed?: boolean;
  children: React.ReactNode;
}) {
  return (
    <button
      type="button"
      aria-label={label}
      title={label}
      aria-pressed={pressed}
      disabled={disabled}
      onClick={onClick}
      className="grid size-8 place-items-center rounded-lg text-ink-muted hover:bg-surface-muted hover:text-ink disabled:opacity-40"
    >
      {children}
    </button>
  );
}
