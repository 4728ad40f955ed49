import type { ReactNode } from 'react';
import { useTranslation } from '../../shared/lib/use-translation';
import { cn } from '../../shared/lib/cn';
import { iconButton } from '../../shared/ui/button-styles';
import { deferredPopup } from './deferred-popup';
import type { InboxPanelProps } from './inbox-panel';

type InboxPopoverProps = InboxPanelProps & {
  icon: ReactNode;
  /** Whether the trigger shows its dot (default: any item). */
  attention?: boolean;
  onOpenChange?: (open: boolean) => void;
};

const InboxPanel = deferredPopup<InboxPanelProps>(() => import('./inbox-panel').then((m) => m.InboxPanel), 'dialog');

/** A header button for messages or notifications; its popover loads on first use. */
export function InboxPopover({ icon, attention, ...panel }: InboxPopoverProps) {
  const { t } = useTranslation('shell');
  const count = panel.items.length;
  return (
    <InboxPanel
      {...panel}
      trigger={{
        className: cn(iconButton, 'relative'),
        'aria-label': t('inbox.open', { title: panel.title, count }),
        'data-testid': `${panel.testId}-trigger`,
        children: (
          <>
            {icon}
            {(attention ?? count > 0) && (
              <span className="absolute top-1.5 end-1.5 size-2 rounded-full bg-danger ring-2 ring-surface" aria-hidden="true" />
            )}
          </>
        ),
      }}
    />
  );
}
