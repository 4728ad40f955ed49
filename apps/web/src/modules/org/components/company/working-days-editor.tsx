import type { Weekday } from '@hcims/contracts/org';
import { useTranslation } from '../../../../shared/lib/use-translation';
import { checkboxInputClass } from '../../../../shared/ui/form/checkbox';
import { controlBase } from '../../../../shared/ui/form';
import { cn } from '../../../../shared/lib/cn';
import { weekdayName } from '../../lib/format';
import { copyHoursToWorkingDays, setRow, type DayProblem, type DayRow } from '../../lib/working-days';

/**
 * The seven weekdays, each working or not, with its hours. A grid rather than a table so that it
 * still reads on a 390 px phone; each control is labelled with the day it belongs to.
 */
export function WorkingDaysEditor({
  rows,
  onChange,
  problems,
  disabled,
}: {
  rows: readonly DayRow[];
  onChange: (rows: DayRow[]) => void;
  problems: Partial<Record<Weekday, DayProblem>>;
  disabled?: boolean;
}) {
  const { t, i18n } = useTranslation('org');
  const firstWorking = rows.find((r) => r.working);
  return (
    <fieldset disabled={disabled} data-testid="working-days">
      <legend className="mb-2 text-sm font-semibold text-ink">{t('company.workingDays.title')}</legend>
      <div className="overflow-hidden rounded-lg border border-line">
        <div
          className="grid grid-cols-[minmax(0,1.3fr)_minmax(0,1fr)_minmax(0,1fr)] gap-2 bg-surface-muted px-3 py-2 text-xs font-semibold text-ink-muted max-sm:hidden"
          aria-hidden="true"
        >
          <span>{t('company.workingDays.day')}</span>
          <span>{t('company.workingDays.start')}</span>
          <span>{t('company.workingDays.end')}</span>
        </div>
        <ul>
          {rows.map((row) => {
            const name = weekdayName(row.day, i18n.language);
            const problem = problems[row.day];
            const errorId = `wd-${row.day}-error`;
            return (
              <li key={row.day} className="border-t border-line px-3 py-2" data-testid={`day-${row.day}`}>
                <div className="grid grid-cols-2 items-center gap-2 sm:grid-cols-[minmax(0,1.3fr)_minmax(0,1fr)_minmax(0,1fr)]">
                  <label className="col-span-2 flex min-w-0 items-center gap-2 text-sm text-ink sm:col-span-1">
                    <input
                      type="checkbox"
                      className={checkboxInputClass}
                      checked={row.working}
                      onChange={(e) => onChange(setRow(rows, row.day, { working: e.target.checked }))}
                    />
                    <span className="truncate">{name}</span>
                  </label>
                  <input
                    type="time"
                    aria-label={t('company.workingDays.startOf', { day: name })}
                    className={cn(controlBase, 'px-2 py-1.5')}
                    value={row.start}
                    disabled={!row.working}
                    aria-invalid={problem ? true : undefined}
                    aria-describedby={problem ? errorId : undefined}
                    onChange={(e) => onChange(setRow(rows, row.day, { start: e.target.value }))}
                  />
                  <input
                    type="time"
                    aria-label={t('company.workingDays.endOf', { day: name })}
                    className={cn(controlBase, 'px-2 py-1.5')}
                    value={row.end}
                    disabled={!row.working}
                    aria-invalid={problem ? true : undefined}
                    aria-describedby={problem ? errorId : undefined}
                    onChange={(e) => onChange(setRow(rows, row.day, { end: e.target.value }))}
                  />
                </div>
                {problem && (
                  <p id={errorId} className="mt-1 text-xs font-medium text-danger">
                    {t(`company.workingDays.problems.${problem}`)}
                  </p>
                )}
              </li>
            );
          })}
        </ul>
      </div>
      {firstWorking && !disabled && (
        <button
          type="button"
          className="mt-2 rounded-lg px-2 py-1.5 text-sm font-medium text-primary-ink hover:bg-primary-soft"
          onClick={() => onChange(copyHoursToWorkingDays(rows, firstWorking.day))}
        >
          {t('company.workingDays.copy', { day: weekdayName(firstWorking.day, i18n.language) })}
        </button>
      )}
    </fieldset>
  );
}
