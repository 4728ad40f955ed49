import { UpdateAttendanceSettingsSchema, type AttendanceSettings, type UpdateAttendanceSettings } from '@hcims/contracts/routines';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { problemText, toProblem } from '../../../shared/lib/api-problem';
import { applyServerErrors, contractResolver } from '../../../shared/lib/form';
import { Link } from '../../../shared/lib/router';
import { useTranslation } from '../../../shared/lib/use-translation';
import { FormError, SubmitButton, TextField } from '../../../shared/ui/form';
import { useAttendanceSettings, useSaveAttendanceSettings } from '../api';
import { issueText } from '../lib/labels';

type Values = { graceMinutes: string };

/** What lateness is measured against: the company's zone and office hours (shown, edited on the company) and the grace minutes (edited here). */
export function AttendanceSettingsTab() {
  const { t } = useTranslation('routines');
  const settings = useAttendanceSettings();
  if (!settings.data)
    return <p className="text-sm text-ink-muted">{settings.error ? problemText(t, toProblem(settings.error), 'errors') : '…'}</p>;
  return <SettingsForm key={settings.data.version} settings={settings.data} />;
}

function SettingsForm({ settings }: { settings: AttendanceSettings }) {
  const { t } = useTranslation('routines');
  const save = useSaveAttendanceSettings();
  const [message, setMessage] = useState<string | null>(null);
  const [saved, setSaved] = useState(false);
  const toBody = (v: Values): UpdateAttendanceSettings => ({ graceMinutes: Number(v.graceMinutes), version: settings.version });
  const form = useForm<Values, unknown, UpdateAttendanceSettings>({
    resolver: contractResolver(UpdateAttendanceSettingsSchema, toBody, issueText(t)),
    defaultValues: { graceMinutes: String(settings.graceMinutes) },
  });
  const onSubmit = form.handleSubmit(async (body) => {
    setMessage(null);
    setSaved(false);
    try {
      await save.mutateAsync(body);
      setSaved(true);
    } catch (error) {
      const problem = toProblem(error);
      const rest = applyServerErrors(problem, form.setError, () => t('settings.graceInvalid'));
      if (problem.code !== 'VALIDATION_FAILED' || rest.length > 0) setMessage(problemText(t, problem, 'errors'));
    }
  });
  const hours = settings.officeOpens && settings.officeCloses ? `${settings.officeOpens}–${settings.officeCloses}` : t('settings.notSet');

  return (
    <div className="grid max-w-xl gap-4 rounded-xl border border-line bg-surface p-5" data-testid="attendance-settings">
      <dl className="grid grid-cols-[auto_1fr] gap-x-6 gap-y-2 text-sm">
        <dt className="text-ink-muted">{t('settings.timeZone')}</dt>
        <dd className="text-ink">{settings.timeZone}</dd>
        <dt className="text-ink-muted">{t('settings.officeHours')}</dt>
        <dd className="text-ink" dir="ltr">
          {hours}
        </dd>
      </dl>
      <p className="text-sm text-ink-muted">
        {t('settings.companyHint')}{' '}
        <Link to="/company_info" className="font-medium text-primary-ink underline">
          {t('settings.companyLink')}
        </Link>
      </p>
      <form onSubmit={(e) => void onSubmit(e)} className="grid gap-3" noValidate>
        <TextField
          type="number"
          inputMode="numeric"
          min={0}
          max={240}
          label={t('settings.grace')}
          hint={t('settings.graceHint')}
          required
          {...form.register('graceMinutes')}
          error={form.formState.errors.graceMinutes?.message}
        />
        <FormError>{message}</FormError>
        <p role="status" className="text-sm font-medium text-success empty:hidden">
          {saved ? t('settings.saved') : ''}
        </p>
        <div>
          <SubmitButton pending={save.isPending}>{t('actions.save')}</SubmitButton>
        </div>
      </form>
    </div>
  );
}
