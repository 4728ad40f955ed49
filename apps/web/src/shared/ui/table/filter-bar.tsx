import { ChevronDown, FilterX, SlidersHorizontal } from 'lucide-react';
import { useId, useState, type ReactNode } from 'react';
import { cn } from '../../lib/cn';
import { useTranslation } from '../../lib/use-translation';

export type FilterBarProps = {
  /** The search box (first, widest). */
  search?: ReactNode;
  /** Filter controls (selects...), laid out in a wrapping grid. */
  children?: ReactNode;
  /** Shown when a filter is set: clears them all. */
  onClear?: () => void;
  /** Buttons at the end (export, add). */
  actions?: ReactNode;
  /** How many filters are set (shown on the phone toggle). */
  activeCount?: number;
  className?: string;
};

/**
 * The row above a list: search, filters and actions; prints hidden. On phones the filters fold
 * behind a "Filters" toggle (with the number set) so the list stays in view.
 */
export function FilterBar({ search, children, onClear, actions, activeCount, className }: FilterBarProps) {
  const { t } = useTranslation('people');
  const panelId = useId();
  const [open, setOpen] = useState(false);
  const hasFilters = !!(children || onClear);
  return (
    <div role="search" className={cn('flex flex-col gap-3 print:hidden', className)}>
      <div className="flex flex-wrap items-end gap-3">
        {search && <div className="min-w-0 flex-[1_1_16rem]">{search}</div>}
        {hasFilters && (
          <button
            type="button"
            aria-expanded={open}
            aria-controls={panelId}
            onClick={() => setOpen((v) => !v)}
            className="inline-flex min-h-9 items-center gap-1.5 rounded-lg border border-line bg-surface px-3 text-sm font-semibold text-ink sm:hidden"
            data-testid="filters-toggle"
          >
            <SlidersHorizontal className="size-4" aria-hidden="true" />
            {t('table.filters')}
            {!!activeCount && <span className="rounded-full bg-primary px-1.5 text-xs text-primary-foreground">{activeCount}</span>}
            <ChevronDown className={cn('size-4 transition-transform', open && 'rotate-180')} aria-hidden="true" />
          </button>
        )}
        {actions && <div className="flex flex-wrap items-center gap-2 sm:ms-auto">{actions}</div>}
      </div>
      {hasFilters && (
        <div
          id={panelId}
          className={cn('grid grid-cols-2 items-end gap-3 lg:grid-cols-[repeat(auto-fill,minmax(11rem,1fr))]', !open && 'max-sm:hidden')}
        >
          {children}
          {onClear && (
            <button
              type="button"
              onClick={onClear}
              className="inline-flex items-center justify-center gap-1.5 self-end rounded-lg px-3 py-2 text-sm font-medium text-primary-ink hover:bg-primary-soft sm:justify-self-start"
            >
              <FilterX className="size-4" aria-hidden="true" />
              {t('table.clearFilters')}
            </button>
          )}
        </div>
      )}
    </div>
  );
}

export type FilterSelectProps = {
  label: string;
  value: string;
  onChange: (value: string) => void;
  /** The "any" choice's label (value ''). */
  allLabel: string;
  options: readonly { value: string; label: string }[];
  testId?: string;
  id?: string;
};

/** A labelled native select for a FilterBar (native: best on phones and with screen readers). */
export function FilterSelect({ label, value, onChange, allLabel, options, testId, id }: FilterSelectProps) {
  const generated = useId();
  const selectId = id ?? generated;
  return (
    <div className="flex min-w-0 flex-col gap-1">
      <label htmlFor={selectId} className="text-xs font-medium text-ink-muted">
        {label}
      </label>
      <select
        id={selectId}
        data-testid={testId}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        className="w-full min-w-0 rounded-lg border border-line bg-surface px-3 py-2 text-sm text-ink"
      >
        <option value="">{allLabel}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}
