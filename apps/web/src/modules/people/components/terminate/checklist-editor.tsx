import type { OffboardingItem } from '@hcims/contracts/people';
import { Plus, Trash2 } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from '../../../../shared/lib/use-translation';
import { buttonSecondary, iconButton } from '../../../../shared/ui/button-styles';
import { checklistLabel, customKey } from './checklist';

const MAX_ITEMS = 30;

/** The offboarding checklist: tick what is done, add an item of your own, remove one. */
export function ChecklistEditor({
  items,
  onChange,
  disabled,
}: {
  items: OffboardingItem[];
  onChange: (items: OffboardingItem[]) => void;
  disabled?: boolean;
}) {
  const { t } = useTranslation('people');
  const inputId = useId();
  const [draft, setDraft] = useState('');
  const done = items.filter((i) => i.done).length;
  const add = () => {
    const label = draft.trim().slice(0, 200);
    if (!label || items.length >= MAX_ITEMS) return;
    onChange([
      ...items,
      {
        key: customKey(
          label,
          items.map((i) => i.key),
        ),
        label,
        done: false,
      },
    ]);
    setDraft('');
  };
  return (
    <fieldset className="flex flex-col gap-2" disabled={disabled}>
      <legend className="mb-1 flex w-full items-center justify-between text-sm font-semibold text-ink">
        {t('terminate.form.checklist')}
        <span className="text-xs font-normal text-ink-muted">{t('terminate.checklistProgress', { done, total: items.length })}</span>
      </legend>
      <ul className="flex flex-col gap-1">
        {items.map((item, index) => {
          const id = `${inputId}-${index}`;
          return (
            <li key={item.key} className="flex items-center gap-2 rounded-lg px-2 py-1.5 hover:bg-surface-hover">
              <input
                id={id}
                type="checkbox"
                checked={item.done}
                data-testid={`checklist-${item.key}`}
                onChange={(event) => onChange(items.map((x, i) => (i === index ? { ...x, done: event.target.checked } : x)))}
                className="size-4 shrink-0 accent-primary"
              />
              <label htmlFor={id} className={`min-w-0 flex-1 text-sm ${item.done ? 'text-ink-muted line-through' : 'text-ink'}`}>
                {checklistLabel(t, item)}
              </label>
              <button
                type="button"
                className={`${iconButton} size-8 hover:text-danger`}
                onClick={() => onChange(items.filter((_, i) => i !== index))}
                aria-label={t('terminate.removeItem', { item: checklistLabel(t, item) })}
              >
                <Trash2 className="size-4" aria-hidden="true" />
              </button>
            </li>
          );
        })}
      </ul>
      {items.length < MAX_ITEMS && (
        <div className="flex gap-2">
          <label htmlFor={`${inputId}-new`} className="sr-only">
            {t('terminate.newItem')}
          </label>
          <input
            id={`${inputId}-new`}
            value={draft}
            placeholder={t('terminate.newItem')}
            maxLength={200}
            onChange={(event) => setDraft(event.target.value)}
            onKeyDown={(event) => {
              if (event.key === 'Enter') {
                event.preventDefault();
                add();
              }
            }}
            className="min-w-0 flex-1 rounded-lg border border-line bg-surface px-3 py-2 text-sm text-ink placeholder:text-ink-muted"
          />
          <button type="button" className={buttonSecondary} onClick={add} disabled={!draft.trim()}>
            <Plus className="size-4" aria-hidden="true" />
            {t('terminate.addItem')}
          </button>
        </div>
      )}
    </fieldset>
  );
}
