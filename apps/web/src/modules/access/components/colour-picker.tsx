import { useId } from 'react';
import { cn } from '../../../shared/lib/cn';
import { useTranslation } from '../../../shared/lib/use-translation';
import { roleColours } from '../lib/role-colours';
import { RoleDot } from './role-dot';

/** A role's badge colour: a few swatches (radio buttons) and a free colour input. */
export function ColourPicker({ value, onChange }: { value: string; onChange: (colour: string) => void }) {
  const { t } = useTranslation('access');
  const id = useId();
  return (
    <fieldset>
      <legend className="mb-1.5 text-sm font-semibold text-ink">{t('roleForm.colour')}</legend>
      <div className="flex flex-wrap items-center gap-2">
        {roleColours.map((colour, index) => (
          <label key={colour} className="relative cursor-pointer">
            <input
              type="radio"
              name={`${id}-colour`}
              value={colour}
              checked={value.toLowerCase() === colour}
              onChange={() => onChange(colour)}
              className="peer sr-only"
              aria-label={t('roleForm.swatch', { n: index + 1 })}
            />
            <span className="grid size-8 place-items-center rounded-full border-2 border-transparent peer-checked:border-ink peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-primary-ink">
              <RoleDot colour={colour} className="size-6" />
            </span>
          </label>
        ))}
        <label className={cn('ms-1 flex items-center gap-2 text-xs text-ink-muted')}>
          <input
            type="color"
            value={value}
            onChange={(e) => onChange(e.target.value)}
            className="h-8 w-10 cursor-pointer rounded border border-line bg-surface"
          />
          {t('roleForm.custom')}
        </label>
      </div>
    </fieldset>
  );
}
