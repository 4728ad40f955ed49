import { Search, X } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { cn } from '../../lib/cn';
import { useTranslation } from '../../lib/use-translation';

export type SearchInputProps = {
  /** The committed (debounced) value, e.g. from the URL or the list's state. */
  value: string;
  /** Called `delay` ms after the user stops typing, and at once on clear or Enter. */
  onChange: (value: string) => void;
  label?: string;
  placeholder?: string;
  delay?: number;
  className?: string;
  testId?: string;
};

/** A search box that tells the list only after typing pauses (one server call, not one per key). */
export function SearchInput({ value, onChange, label, placeholder, delay = 300, className, testId }: SearchInputProps) {
  const { t } = useTranslation('people');
  const id = useId();
  const [draft, setDraft] = useState(value);
  const [committed, setCommitted] = useState(value);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  // A new committed value from outside (reset filters, back button) replaces the draft.
  if (committed !== value) {
    setCommitted(value);
    setDraft(value);
  }
  useEffect(() => () => clearTimeout(timer.current), []);

  const commit = (next: string, wait: number) => {
    clearTimeout(timer.current);
    if (wait === 0) onChange(next.trim());
    else timer.current = setTimeout(() => onChange(next.trim()), wait);
  };

  return (
    <div className={cn('relative min-w-0', className)}>
      <label htmlFor={id} className="sr-only">
        {label ?? t('table.search')}
      </label>
      <Search className="pointer-events-none absolute inset-y-0 start-3 my-auto size-4 text-ink-muted" aria-hidden="true" />
      <input
        id={id}
        type="search"
        data-testid={testId}
        value={draft}
        placeholder={placeholder ?? label ?? t('table.search')}
        autoComplete="off"
        enterKeyHint="search"
        onChange={(event) => {
          setDraft(event.target.value);
          commit(event.target.value, delay);
        }}
        onKeyDown={(event) => {
          if (event.key === 'Enter') commit(draft, 0);
          if (event.key === 'Escape' && draft) {
            event.preventDefault();
            setDraft('');
            commit('', 0);
          }
        }}
        className="w-full rounded-lg border border-line bg-surface py-2 ps-9 pe-9 text-sm text-ink placeholder:text-ink-muted [&::-webkit-search-cancel-button]:hidden"
      />
      {draft && (
        <button
          type="button"
          className="absolute inset-y-0 end-1 my-auto grid size-7 place-items-center rounded-md text-ink-muted hover:bg-surface-hover hover:text-ink"
          aria-label={t('table.clearSearch')}
          onClick={() => {
            setDraft('');
            commit('', 0);
          }}
        >
          <X className="size-4" aria-hidden="true" />
        </button>
      )}
    </div>
  );
}
