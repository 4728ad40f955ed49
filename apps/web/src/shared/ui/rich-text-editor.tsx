import { useCallback, useEffect, useLayoutEffect, useRef, useState, type ClipboardEvent, type KeyboardEvent, type Ref } from 'react';
import { cn } from '../lib/cn';
import { richTextClass, toSafeHtml } from '../lib/rich-text';
import {
  commandState,
  editorValue,
  insertHtmlAt,
  pastedHtml,
  rangeInside,
  restoreRange,
  runCommand,
  toggleUnderline,
  type RichTextCommand,
} from '../lib/rich-text-commands';
import { useTranslation } from '../lib/use-translation';
import { FieldFrame, type FieldTextProps } from './form/field';
import { useFieldIds } from './form/use-field-ids';
import { RichTextToolbar } from './rich-text-toolbar';

export type RichTextEditorProps = FieldTextProps & {
  /** Sanitised HTML (or older plain text); '' when empty. */
  value: string;
  onChange: (html: string) => void;
  onBlur?: () => void;
  id?: string;
  required?: boolean;
  disabled?: boolean;
  className?: string;
  /** react-hook-form's field ref: it focuses the editor on a validation error. */
  ref?: Ref<HTMLDivElement>;
  testId?: string;
};

const SHORTCUTS: Record<string, RichTextCommand> = { b: 'bold', i: 'italic', u: 'underline' };
const TRACKED: RichTextCommand[] = ['bold', 'italic', 'underline', 'insertUnorderedList', 'insertOrderedList'];

/**
 * A rich-text field (ADR 0104): a contenteditable area named by its label (role=textbox,
 * aria-labelledby) with a formatting toolbar, for react-hook-form through a Controller
 * (`value`/`onChange` of an HTML string). What it hands to the form is sanitised; pastes are
 * sanitised before they land.
 */
export function RichTextEditor({
  label,
  labelHidden,
  hint,
  error,
  value,
  onChange,
  onBlur,
  id,
  required,
  disabled,
  className,
  ref,
  testId,
}: RichTextEditorProps) {
  const { t } = useTranslation('common');
  const ids = useFieldIds(id, hint, error);
  const labelId = `${ids.controlId}-label`;
  const area = useRef<HTMLDivElement | null>(null);
  const emitted = useRef<string | null>(null);
  const saved = useRef<Range | null>(null);
  const [pressed, setPressed] = useState<Partial<Record<RichTextCommand, boolean>>>({});

  const setArea = useCallback(
    (node: HTMLDivElement | null) => {
      area.current = node;
      if (typeof ref === 'function') ref(node);
      else if (ref) ref.current = node;
    },
    [ref],
  );

  // The DOM is the editor's state while typing; only a value from outside (load, reset) replaces it.
  useLayoutEffect(() => {
    if (!area.current || value === emitted.current) return;
    area.current.innerHTML = value ? toSafeHtml(value) : '';
    emitted.current = value;
  }, [value]);

  const refresh = useCallback(() => {
    if (!rangeInside(area.current)) return;
    setPressed(Object.fromEntries(TRACKED.map((c) => [c, commandState(c, area.current)])));
  }, []);
  useEffect(() => {
    document.addEventListener('selectionchange', refresh);
    return () => document.removeEventListener('selectionchange', refresh);
  }, [refresh]);

  const emit = () => {
    if (!area.current) return;
    const html = editorValue(area.current);
    emitted.current = html;
    onChange(html);
  };
  const command = (name: RichTextCommand | 'removeFormat') => {
    // Focusing may move the caret in some engines: the selection the user made is put back.
    const range = rangeInside(area.current);
    area.current?.focus();
    restoreRange(range);
    if (name === 'underline') toggleUnderline(area.current);
    else runCommand(name);
    if (name === 'removeFormat') runCommand('unlink');
    emit();
    refresh();
  };
  const link = (href: string) => {
    const root = area.current;
    if (!root) return;
    root.focus();
    restoreRange(saved.current);
    const range = rangeInside(root);
    if (range && !range.collapsed) runCommand('createLink', href);
    else {
      const text = document.createElement('a');
      text.href = href;
      text.textContent = href.replace(/^mailto:/i, '');
      insertHtmlAt(root, root.textContent?.trim() ? text.outerHTML : `<p>${text.outerHTML}</p>`);
    }
    emit();
  };
  const keyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const shortcut = SHORTCUTS[event.key.toLowerCase()];
    if (!shortcut || !(event.ctrlKey || event.metaKey) || event.altKey || event.shiftKey) return;
    event.preventDefault();
    command(shortcut);
  };
  const paste = (event: ClipboardEvent<HTMLDivElement>) => {
    event.preventDefault();
    if (!area.current) return;
    insertHtmlAt(area.current, pastedHtml(event.clipboardData));
    emit();
  };

  return (
    <FieldFrame
      {...ids}
      labelId={labelId}
      label={label}
      labelHidden={labelHidden}
      hint={hint}
      error={error}
      required={required}
      className={className}
    >
      <div
        className={cn(
          'rounded-lg border border-line bg-surface shadow-sm transition focus-within:border-primary',
          error ? 'border-danger' : undefined,
          disabled && 'bg-surface-muted opacity-70',
        )}
        data-testid={testId}
      >
        <RichTextToolbar
          label={t('richText.toolbar')}
          controls={ids.controlId}
          pressed={pressed}
          disabled={disabled}
          onCommand={command}
          onLinkStart={() => {
            saved.current = rangeInside(area.current);
          }}
          onLink={link}
        />
        <div
          ref={setArea}
          id={ids.controlId}
          role="textbox"
          aria-multiline="true"
          aria-labelledby={labelId}
          aria-describedby={ids.describedBy}
          aria-invalid={error ? true : undefined}
          aria-required={required || undefined}
          aria-disabled={disabled || undefined}
          contentEditable={!disabled}
          suppressContentEditableWarning
          tabIndex={disabled ? -1 : 0}
          dir="auto"
          // Enter makes paragraphs (<p>, in the allow-list), not Chromium's default <div>.
          onFocus={() => runCommand('defaultParagraphSeparator', 'p')}
          onInput={emit}
          onBlur={onBlur}
          onPaste={paste}
          onKeyDown={keyDown}
          className={cn(
            richTextClass,
            'max-h-96 min-h-28 overflow-y-auto rounded-b-lg px-3 py-2.5 focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-primary-ink',
          )}
        />
      </div>
    </FieldFrame>
  );
}
