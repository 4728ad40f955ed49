import { WHATSAPP_VARIABLES } from '@hcims/contracts/whatsapp';
import { Braces } from 'lucide-react';
import { useId, useRef } from 'react';
import { useTranslation } from '../../../shared/lib/use-translation';
import { Textarea } from '../../../shared/ui/form';
import { insertVariable, unknownVariables } from '../lib';

/** The message text with buttons that insert {{variables}} at the caret; unknown ones are named at once. */
export function BodyEditor({
  value,
  onChange,
  label,
  error,
  testId,
}: {
  value: string;
  onChange: (value: string) => void;
  label: string;
  error?: string;
  testId?: string;
}) {
  const { t } = useTranslation('whatsapp');
  const ref = useRef<HTMLTextAreaElement>(null);
  const groupId = useId();
  const unknown = unknownVariables(value);
  const insert = (name: string) => {
    const area = ref.current;
    const { body, caret } = insertVariable(value, name, area?.selectionStart ?? value.length, area?.selectionEnd ?? value.length);
    onChange(body);
    requestAnimationFrame(() => {
      area?.focus();
      area?.setSelectionRange(caret, caret);
    });
  };
  return (
    <div className="flex flex-col gap-2">
      <Textarea
        ref={ref}
        label={label}
        rows={6}
        maxLength={4096}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        error={error ?? (unknown.length > 0 ? t('unknownVariables', { names: unknown.map((n) => `{{${n}}}`).join(', ') }) : undefined)}
        hint={t('length', { count: value.length })}
        data-testid={testId}
      />
      <div role="group" aria-labelledby={groupId} className="flex flex-wrap items-center gap-1.5">
        <span id={groupId} className="inline-flex items-center gap-1 text-xs font-medium text-ink-muted">
          <Braces className="size-3.5" aria-hidden="true" />
          {t('insertVariable')}
        </span>
        {WHATSAPP_VARIABLES.map((name) => (
          <button
            key={name}
            type="button"
            onClick={() => insert(name)}
            className="rounded-full border border-line bg-surface px-2 py-0.5 text-xs text-ink hover:border-primary hover:text-primary-ink"
            aria-label={t('insertNamed', { name: t(`variables.${name}`) })}
          >
            {t(`variables.${name}`)}
          </button>
        ))}
      </div>
    </div>
  );
}
