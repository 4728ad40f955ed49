import { Inbox, X } from 'lucide-react';
import { Popover } from 'radix-ui';
import { Link } from '../../shared/lib/router';
import { useTranslation } from '../../shared/lib/use-translation';
import { cn } from '../../shared/lib/cn';
import type { LoadedPopupProps } from './deferred-popup';
import { dropdownPanel } from './dropdown-styles';

export type InboxItem = { id: string | number; avatar?: string; title?: string; text: string; time: string; href?: string | null };

/** What the open popover shows: its title, width and items. */
export type InboxPanelProps = {
  testId: string;
  title: string;
  /** Width classes: 300 px on small screens, wider from 640 px (spec section 9). */
  widthClass: string;
  items: readonly InboxItem[];
  onDismiss: (id: InboxItem['id']) => void;
};

const initials = (text: string) =>
  text
    .split(/\s+/)
    .slice(0, 2)
    .map((w) => w[0]?.toUpperCase() ?? '')
    .join('');

/** The open popover of messages or notifications (loaded on first use, see InboxPopover): 'No data available.' when empty, each item dismissable. */
export function InboxPanel({
  testId,
  title,
  widthClass,
  items,
  onDismiss,
  trigger,

  defaultOpen,
  onOpenChange,
}: InboxPanelProps & LoadedPopupProps) {
  const { t } = useTranslation('shell');
  const count = items.length;
  return (
    <Popover.Root defaultOpen={defaultOpen} onOpenChange={onOpenChange}>
      <Popover.Trigger {...trigger} />
      <Popover.Portal>
        <Popover.Content align="end" sideOffset={8} collisionPadding={8} className={cn(dropdownPanel, widthClass)} data-testid={testId}>
          <div className="flex items-center justify-between border-b border-line px-4 py-3">
            <h2 className="text-sm font-semibold">{title}</h2>
            {count > 0 && (
              <span className="rounded-full bg-primary-soft px-2 py-0.5 text-xs font-semibold text-primary-ink">
                {t('inbox.count', { count })}
              </span>
            )}
          </div>
          {count === 0 ? (
            <div className="flex flex-col items-center gap-2 px-4 py-10 text-center text-sm text-ink-muted">
              <Inbox className="size-8 opacity-60" aria-hidden="true" />
              <p>{t('inbox.empty')}</p>
            </div>
          ) : (
            <ul className="max-h-96 divide-y divide-line overflow-y-auto">
              {items.map((item) => (
                <li key={item.id} className="group flex items-start gap-3 px-4 py-3" data-testid={`${testId}-item`}>
                  {item.avatar ? (
                    <img src={item.avatar} alt="" className="size-9 shrink-0 rounded-full object-cover" />
                  ) : (
                    <span
                      className="grid size-9 shrink-0 place-items-center rounded-full bg-primary-soft text-xs font-semibold text-primary-ink"
                      aria-hidden="true"
                    >
                      {initials(item.title ?? item.text)}
                    </span>
                  )}
                  <div className="min-w-0 flex-1">
                    {item.title && <p className="truncate text-sm font-semibold">{item.title}</p>}
                    {item.href ? (
                      <Link to={item.href} className="text-sm break-words text-ink hover:underline">
                        {item.text}
                      </Link>
                    ) : (
                      <p className="text-sm break-words text-ink-muted">{item.text}</p>
                    )}
                    <p className="mt-1 text-xs text-ink-muted">{item.time}</p>
                  </div>
                  <button
                    type="button"
                    className="grid size-7 shrink-0 place-items-center rounded-full text-ink-muted hover:bg-surface-hover hover:text-ink"
                    aria-label={t('inbox.dismiss', { item: item.title ?? item.text })}
                    onClick={() => onDismiss(item.id)}
                  >
                    <X className="size-4" aria-hidden="true" />
                  </button>
                </li>
              ))}
            </ul>
          )}
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}
