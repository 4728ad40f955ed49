import { useId, useRef, type ComponentType, type KeyboardEvent, type ReactNode } from 'react';
import { cn } from '../../lib/cn';

export type TabItem = {
  id: string;
  label: ReactNode;
  /** An icon shown before the label. */
  icon?: ComponentType<{ className?: string; 'aria-hidden'?: boolean | 'true' }>;
  panel: ReactNode | (() => ReactNode);
};

export type TabsProps = {
  items: readonly TabItem[];
  value: string;
  onValueChange: (id: string) => void;
  /** The tab list's accessible name. */
  label: string;
  className?: string;
};

/**
 * WAI-ARIA tabs with automatic activation: arrow keys move and select (mirrored in RTL), Home and
 * End jump; only the selected panel is rendered. The tab list scrolls sideways on phones.
 */
export function Tabs({ items, value, onValueChange, label, className }: TabsProps) {
  const base = useId();
  const refs = useRef(new Map<string, HTMLButtonElement>());
  const selected = items.find((item) => item.id === value) ?? items[0];

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const index = items.findIndex((item) => item.id === selected?.id);
    const rtl = getComputedStyle(event.currentTarget).direction === 'rtl';
    const step = { ArrowRight: rtl ? -1 : 1, ArrowLeft: rtl ? 1 : -1 }[event.key];
    let next: number | undefined;
    if (step !== undefined) next = (index + step + items.length) % items.length;
    else if (event.key === 'Home') next = 0;
    else if (event.key === 'End') next = items.length - 1;
    if (next === undefined) return;
    event.preventDefault();
    const item = items[next]!;
    onValueChange(item.id);
    refs.current.get(item.id)?.focus();
  };

  return (
    <div className={className}>
      <div role="tablist" aria-label={label} onKeyDown={onKeyDown} className="flex gap-1 overflow-x-auto border-b border-line print:hidden">
        {items.map((item) => {
          const active = item.id === selected?.id;
          return (
            <button
              key={item.id}
              ref={(node) => {
                if (node) refs.current.set(item.id, node);
                else refs.current.delete(item.id);
              }}
              type="button"
              role="tab"
              id={`${base}-tab-${item.id}`}
              aria-selected={active}
              aria-controls={`${base}-panel-${item.id}`}
              tabIndex={active ? 0 : -1}
              data-testid={`tab-${item.id}`}
              onClick={() => onValueChange(item.id)}
              className={cn(
                '-mb-px shrink-0 border-b-2 px-3 py-2.5 text-sm font-medium whitespace-nowrap transition-colors',
                active ? 'border-primary text-primary-ink' : 'border-transparent text-ink-muted hover:text-ink',
              )}
            >
              {item.icon ? (
                <span className="inline-flex items-center gap-2">
                  <item.icon className="size-4" aria-hidden="true" />
                  {item.label}
                </span>
              ) : (
                item.label
              )}
            </button>
          );
        })}
      </div>
      {selected && (
        <div
          role="tabpanel"
          id={`${base}-panel-${selected.id}`}
          aria-labelledby={`${base}-tab-${selected.id}`}
          tabIndex={0}
          className="pt-4 focus-visible:outline-offset-4"
        >
          {typeof selected.panel === 'function' ? selected.panel() : selected.panel}
        </div>
      )}
    </div>
  );
}
