import { useId } from 'react';

/** A labelled date input that looks like the shared FilterSelect, for period filters. */
export function FilterDate({
  label,
  value,
  onChange,
  testId,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  testId?: string;
}) {
  const id = useId();
  return (
    <div className="flex min-w-0 flex-col gap-1">
      <label htmlFor={id} className="text-xs font-medium text-ink-muted">
        {label}
      </label>
      <input
        id={id}
        type="date"
        data-testid={testId}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        className="w-full min-w-0 rounded-lg border border-line bg-surface px-3 py-2 text-sm text-ink"
      />
    </div>
  );
}
