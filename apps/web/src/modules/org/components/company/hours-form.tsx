import type { Company } from '@hcims/contracts/org';
import { useState, type FormEvent } from 'react';
import { useTranslation } from '../../../../shared/lib/use-translation';
import { TextField } from '../../../../shared/ui/form';
import { formatNumber } from '../../lib/format';
import { changedOnly, nullable } from '../../lib/form';
import {
  officeHoursProblem,
  toRows,
  toWorkingDays,
  validateRows,
  weeklyHours,
  type DayRow,
  type OfficeHours,
  type OfficeHoursProblem,
} from '../../lib/working-days';
import { SaveBar } from './save-bar';
import { useCompanySave } from './use-company-save';
import { WorkingDaysEditor } from './working-days-editor';

type Times = Record<keyof OfficeHours, string>;

const timesOf = (c: Company): Times => ({
  officeOpens: c.officeOpens ?? '',
  officeCloses: c.officeCloses ?? '',
  breakStarts: c.breakStarts ?? '',
  breakEnds: c.breakEnds ?? '',
});
const hoursOf = (times: Times): OfficeHours => ({
  officeOpens: nullable(times.officeOpens),
  officeCloses: nullable(times.officeCloses),
  breakStarts: nullable(times.breakStarts),
  breakEnds: nullable(times.breakEnds),
});
const rowsOf = (c: Company) => toRows(c.workingDays, { opens: c.officeOpens, closes: c.officeCloses });

/** Office hours, the daily break and the working days with their hours (keyed by the company's version, so a save or reload starts it afresh). */
export function HoursForm({ company, canEdit, onReload }: { company: Company; canEdit: boolean; onReload: () => void }) {
  const { t, i18n } = useTranslation('org');
  const saver = useCompanySave(company);
  const [times, setTimes] = useState<Times>(() => timesOf(company));
  const [rows, setRows] = useState<DayRow[]>(() => rowsOf(company));
  const [hoursProblem, setHoursProblem] = useState<OfficeHoursProblem | null>(null);
  const [checked, setChecked] = useState(false);

  const dayProblems = checked ? validateRows(rows) : {};
  const hours = hoursOf(times);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setChecked(true);
    const problem = officeHoursProblem(hours);
    setHoursProblem(problem);
    if (problem || Object.keys(validateRows(rows)).length > 0) return;
    const before = { ...hoursOf(timesOf(company)), workingDays: company.workingDays };
    const { problem: server } = await saver.save(changedOnly(before, { ...hours, workingDays: toWorkingDays(rows) }));
    if (server?.code === 'ORG_OFFICE_HOURS_INVALID') {
      const path = Array.isArray(server.details) ? String((server.details[0] as { path?: string } | undefined)?.path ?? '') : '';
      const field = (['officeOpens', 'officeCloses', 'breakStarts', 'breakEnds'] as const).find((f) => path.endsWith(f)) ?? 'officeCloses';
      setHoursProblem({ field, kind: 'closeAfterOpen' });
    }
  };

  const timeField = (name: keyof OfficeHours) => (
    <TextField
      label={t(`company.fields.${name}`)}
      type="time"
      value={times[name]}
      onChange={(e) => setTimes({ ...times, [name]: e.target.value })}
      error={hoursProblem?.field === name ? t(`company.hoursProblems.${hoursProblem.kind}`) : undefined}
    />
  );

  return (
    <form onSubmit={(e) => void onSubmit(e)} noValidate aria-label={t('company.tabs.hours')} data-testid="company-hours-form">
      <fieldset disabled={!canEdit} className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_minmax(0,1.4fr)]">
        <div className="flex flex-col gap-4">
          <div>
            <h3 className="mb-2 text-sm font-semibold text-ink">{t('company.officeHours')}</h3>
            <div className="grid grid-cols-2 gap-3">
              {timeField('officeOpens')}
              {timeField('officeCloses')}
            </div>
          </div>
          <div>
            <h3 className="mb-2 text-sm font-semibold text-ink">{t('company.break')}</h3>
            <div className="grid grid-cols-2 gap-3">
              {timeField('breakStarts')}
              {timeField('breakEnds')}
            </div>
          </div>
          <p className="rounded-lg bg-surface-muted px-3 py-2 text-sm text-ink-muted" aria-live="polite" data-testid="weekly-hours">
            {t('company.weeklyHours', {
              hours: formatNumber(weeklyHours(rows, hours.breakStarts, hours.breakEnds), i18n.language),
              days: formatNumber(rows.filter((r) => r.working).length, i18n.language),
            })}
          </p>
        </div>
        <WorkingDaysEditor rows={rows} onChange={setRows} problems={dayProblems} disabled={!canEdit} />
      </fieldset>
      <SaveBar
        pending={saver.pending}
        status={saver.status}
        problem={saver.problem?.code === 'ORG_OFFICE_HOURS_INVALID' ? null : saver.problem}
        stale={saver.stale}
        canEdit={canEdit}
        onReload={() => {
          saver.clear();
          onReload();
        }}
      />
    </form>
  );
}
