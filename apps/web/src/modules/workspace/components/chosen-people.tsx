import { X } from 'lucide-react';

/** The people picked so far in a recipients or members field, each with a button that removes them. */
export function ChosenPeople({
  ids,
  nameOf,
  label,
  removeLabel,
  onChange,
}: {
  ids: string[];
  nameOf: (id: string) => string;
  label: string;
  removeLabel: (name: string) => string;
  onChange: (ids: string[]) => void;
}) {
  if (ids.length === 0) return null;
  return (
    <ul className="flex flex-wrap gap-2" aria-label={label}>
      {ids.map((id) => (
        <li key={id} className="flex items-center gap-1 rounded-full bg-primary-soft px-3 py-1 text-sm text-primary-ink">
          {nameOf(id)}
          <button
            type="button"
            onClick={() => onChange(ids.filter((x) => x !== id))}
            aria-label={removeLabel(nameOf(id))}
            className="rounded-full p-0.5 hover:bg-surface"
          >
            <X className="size-3.5" aria-hidden="true" />
          </button>
        </li>
      ))}
    </ul>
  );
}
