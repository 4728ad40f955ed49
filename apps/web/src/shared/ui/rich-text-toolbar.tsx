import { Bold, Italic, Link, List, ListOrdered, RemoveFormatting, Underline, type LucideIcon } from 'lucide-react';
import { useId, useRef, useState, type KeyboardEvent } from 'react';
import { cn } from '../lib/cn';
import type { RichTextCommand } from '../lib/rich-text-commands';
import { SAFE_HREF } from '../lib/rich-text';
import { useTranslation } from '../lib/use-translation';
import { buttonPrimary, buttonSecondary } from './button-styles';
import { controlBase, errorClass } from './form/field-styles';

const TOGGLES: { command: RichTextCommand; key: string; icon: LucideIcon }[] = [
  { command: 'bold', key: 'bold', icon: Bold },
  { command: 'italic', key: 'italic', icon: Italic },
  { command: 'underline', key: 'underline', icon: Underline },
  { command: 'insertUnorderedList', key: 'bulletList', icon: List },
  { command: 'insertOrderedList', key: 'numberedList', icon: ListOrdered },
];

const toolButton =
  'inline-grid size-9 place-items-center rounded-md text-ink-muted transition hover:bg-surface-hover hover:text-ink ' +
  'aria-pressed:bg-primary-soft aria-pressed:text-primary-ink aria-expanded:bg-surface-hover disabled:opacity-50';

type ToolbarProps = {
  label: string;
  controls: string;
  pressed: Partial<Record<RichTextCommand, boolean>>;
  disabled?: boolean;
  onCommand: (command: RichTextCommand | 'removeFormat') => void;
  /** Called before the link input opens, so the editor keeps the selection to link. */
  onLinkStart: () => void;
  onLink: (href: string) => void;
};

/**
 * The editor's toolbar (role=toolbar, one tab stop, arrow keys move between buttons as the ARIA
 * pattern asks). Buttons keep the editor's selection: mouse-down does not move the focus.
 */
export function RichTextToolbar({ label, controls, pressed, disabled, onCommand, onLinkStart, onLink }: ToolbarProps) {
  const { t } = useTranslation('common');
  const [linking, setLinking] = useState(false);
  const [active, setActive] = useState(0);
  const bar = useRef<HTMLDivElement>(null);
  const count = TOGGLES.length + 2;
  const move = (event: KeyboardEvent<HTMLDivElement>) => {
    const rtl = getComputedStyle(event.currentTarget).direction === 'rtl';
    const step = { ArrowRight: rtl ? -1 : 1, ArrowLeft: rtl ? 1 : -1, Home: -count, End: count }[event.key];
    if (step === undefined) return;
    event.preventDefault();
    const next = Math.min(count - 1, Math.max(0, event.key === 'Home' ? 0 : event.key === 'End' ? count - 1 : active + step));
    setActive(next);
    bar.current?.querySelectorAll<HTMLButtonElement>('button[data-tool]')[next]?.focus();
  };
  const tool = (index: number) => ({
    type: 'button' as const,
    'data-tool': true,
    tabIndex: index === active ? 0 : -1,
    disabled,
    onMouseDown: (event: { preventDefault: () => void }) => event.preventDefault(),
    onFocus: () => setActive(index),
    className: toolButton,
  });
  return (
    <div className="border-b border-line">
      <div ref={bar} role="toolbar" aria-label={label} aria-controls={controls} className="flex flex-wrap gap-0.5 p-1" onKeyDown={move}>
        {TOGGLES.map(({ command, key, icon: Icon }, index) => (
          <button
            key={command}
            {...tool(index)}
            aria-label={t(`richText.${key}`)}
            title={t(`richText.${key}`)}
            aria-pressed={!!pressed[command]}
            onClick={() => onCommand(command)}
          >
            <Icon className="size-4" aria-hidden="true" />
          </button>
        ))}
        <button
          {...tool(TOGGLES.length)}
          aria-label={t('richText.link')}
          title={t('richText.link')}
          aria-expanded={linking}
          onClick={() => {
            onLinkStart();
            setLinking((open) => !open);
          }}
        >
          <Link className="size-4" aria-hidden="true" />
        </button>
        <button
          {...tool(TOGGLES.length + 1)}
          aria-label={t('richText.clear')}
          title={t('richText.clear')}
          onClick={() => onCommand('removeFormat')}
        >
          <RemoveFormatting className="size-4" aria-hidden="true" />
        </button>
      </div>
      {linking && (
        <LinkInput
          onDone={(href) => {
            setLinking(false);
            if (href) onLink(href);
          }}
        />
      )}
    </div>
  );
}

/** Something after the scheme: a host, or an address for mail. */
const LINK_SHAPE = /^(https?:\/\/[^\s/]+\S*|mailto:[^\s@]+@\S+)$/i;

/** A small inline input for a link's address (no window.prompt): http, https or mailto only. */
function LinkInput({ onDone }: { onDone: (href: string | null) => void }) {
  const { t } = useTranslation('common');
  const [href, setHref] = useState('https://');
  const [invalid, setInvalid] = useState(false);
  const id = useId();
  const apply = () => {
    const value = href.trim();
    if (!SAFE_HREF.test(value) || !LINK_SHAPE.test(value)) return setInvalid(true);
    onDone(value);
  };
  return (
    <div className="flex flex-wrap items-start gap-2 p-2" data-testid="rich-text-link">
      <div className="min-w-0 flex-1 basis-48">
        <label className="sr-only" htmlFor={`${id}-href`}>
          {t('richText.linkAddress')}
        </label>
        <input
          id={`${id}-href`}
          type="url"
          dir="ltr"
          autoFocus
          value={href}
          aria-invalid={invalid || undefined}
          aria-describedby={invalid ? `${id}-error` : undefined}
          placeholder={t('richText.linkAddress')}
          onChange={(event) => {
            setHref(event.target.value);
            setInvalid(false);
          }}
          onKeyDown={(event) => {
            if (event.key === 'Enter') {
              event.preventDefault();
              apply();
            } else if (event.key === 'Escape') {
              event.preventDefault();
              onDone(null);
            }
          }}
          className={cn(controlBase, 'py-1.5')}
        />
        {invalid && (
          <p id={`${id}-error`} className={errorClass}>
            {t('richText.linkInvalid')}
          </p>
        )}
      </div>
      <button type="button" className={cn(buttonPrimary, 'py-1.5')} onClick={apply}>
        {t('richText.linkApply')}
      </button>
      <button type="button" className={cn(buttonSecondary, 'py-1.5')} onClick={() => onDone(null)}>
        {t('richText.linkCancel')}
      </button>
    </div>
  );
}
