import { useState } from 'react';
import { useTranslation } from '../../../shared/lib/use-translation';
import { controlBase } from '../../../shared/ui/form/field-styles';
import { FormError } from '../../../shared/ui/form/form-error';
import { LoadState } from '../../../shared/ui/load-state';
import { useNotificationPreferences, useSaveNotificationPreference } from '../api/notification-queries';
import { problemText, toProblem } from '../lib';
import { byModule, channelsOf, choiceOf, CHOICES, type Choice } from '../notification-choices';

/** A section of `/users/profile`: each notification kind's channels (in app, email, both, none), saved as chosen. */
export function NotificationPreferences() {
  const query = useNotificationPreferences();
  const modules = [...new Set((query.data?.items ?? []).map((i) => i.module))];
  const { t } = useTranslation(['workspace', ...modules]);
  const save = useSaveNotificationPreference();
  const [saved, setSaved] = useState<string | null>(null);

  return (
    <section
      aria-labelledby="notification-preferences"
      className="rounded-2xl border border-line bg-surface p-5 shadow-sm sm:p-6"
      data-testid="notification-preferences"
    >
      <h2 id="notification-preferences" className="text-lg font-semibold text-ink">
        {t('workspace:preferences.title')}
      </h2>
      <p className="mt-1 text-sm text-ink-muted">{t('workspace:preferences.summary')}</p>
      <FormError className="mt-4">
        {save.error ? `${t('workspace:preferences.failed')} ${problemText(t, toProblem(save.error))}` : null}
      </FormError>
      <p role="status" className="mt-2 min-h-5 text-sm text-ink">
        {saved}
      </p>
      <LoadState
        query={query}
        labels={{ loading: t('workspace:loading'), retry: t('workspace:retry'), error: (e) => problemText(t, toProblem(e)) }}
      >
        {query.data && query.data.items.length === 0 && <p className="text-sm text-ink-muted">{t('workspace:preferences.empty')}</p>}
        <div className="flex flex-col gap-5">
          {byModule(query.data?.items ?? []).map(([module, items]) => (
            <fieldset key={module} className="min-w-0">
              <legend className="mb-2 text-sm font-semibold uppercase tracking-wide text-ink-muted">
                {t(`workspace:preferences.modules.${module}`, { defaultValue: module })}
              </legend>
              <ul className="divide-y divide-line rounded-xl border border-line">
                {items.map((item) => {
                  const id = `notification-kind-${item.kind.replace(/[^a-z0-9-]/g, '-')}`;
                  return (
                    <li key={item.kind} className="flex flex-wrap items-center justify-between gap-3 px-4 py-3" data-kind={item.kind}>
                      <div className="min-w-0 flex-1">
                        <label htmlFor={id} className="block text-sm font-medium text-ink">
                          {t(item.labelKey)}
                        </label>
                        <p className="text-xs text-ink-muted" id={`${id}-default`}>
                          {t('workspace:preferences.default', {
                            choice: t(`workspace:preferences.choices.${choiceOf(item.defaultChannels)}`),
                          })}
                        </p>
                      </div>
                      <select
                        id={id}
                        aria-describedby={`${id}-default`}
                        className={`${controlBase} w-full sm:w-44`}
                        value={choiceOf(item.channels)}
                        disabled={save.isPending && save.variables?.kind === item.kind}
                        onChange={(event) => {
                          setSaved(null);
                          save.mutate(
                            { kind: item.kind, channels: channelsOf(event.target.value as Choice) },
                            { onSuccess: () => setSaved(t('workspace:preferences.saved')) },
                          );
                        }}
                      >
                        {CHOICES.map((choice) => (
                          <option key={choice} value={choice}>
                            {t(`workspace:preferences.choices.${choice}`)}
                          </option>
                        ))}
                      </select>
                    </li>
                  );
                })}
              </ul>
            </fieldset>
          ))}
        </div>
      </LoadState>
    </section>
  );
}
