import { UpdateCompanySchema, type Company } from '@hcims/contracts/org';
import { useEffect, useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from '../../../../shared/lib/use-translation';
import { fieldErrorMessage, Select, TextField } from '../../../../shared/ui/form';
import { applyServerErrors, contractResolver } from '../../../../shared/lib/form';
import { changedOnly, nullable, orgIssueText, orgServerText } from '../../lib/form';
import { countryChoices, currencyChoices, timeZoneChoices } from '../../lib/regions';
import { SaveBar } from './save-bar';
import { useCompanySave } from './use-company-save';

type Values = { countryCode: string; currency: string; timeZone: string; taxId: string; taxRatePercent: string };

const valuesOf = (c: Company): Values => ({
  countryCode: c.countryCode,
  currency: c.currency,
  timeZone: c.timeZone,
  taxId: c.taxId ?? '',
  taxRatePercent: c.taxRatePercent === null ? '' : String(c.taxRatePercent),
});
const bodyOf = (v: Values) => {
  const rate = v.taxRatePercent.trim().replace(',', '.');
  return {
    countryCode: v.countryCode,
    currency: v.currency,
    timeZone: v.timeZone,
    taxId: nullable(v.taxId),
    taxRatePercent: rate === '' ? null : Number(rate),
  };
};
const FIELDS = ['countryCode', 'currency', 'timeZone', 'taxId', 'taxRatePercent'] as const;

/** Country, currency, time zone and tax: the standards other modules (payroll, attendance) rely on. */
export function StandardsForm({ company, canEdit, onReload }: { company: Company; canEdit: boolean; onReload: () => void }) {
  const { t, i18n } = useTranslation('org');
  const saver = useCompanySave(company);
  const resolver = useMemo(
    () =>
      contractResolver<Values>(UpdateCompanySchema, (v) => ({ ...bodyOf(v), version: company.version }), orgIssueText(t), { raw: true }),
    [company.version, t],
  );
  const form = useForm<Values>({ defaultValues: valuesOf(company), resolver });
  const { errors } = form.formState;
  useEffect(() => form.reset(valuesOf(company)), [company, form]);

  const countries = useMemo(() => countryChoices(i18n.language), [i18n.language]);
  const currencies = useMemo(() => currencyChoices(company.currency, i18n.language), [company.currency, i18n.language]);
  const zones = useMemo(() => timeZoneChoices(company.timeZone), [company.timeZone]);

  const onSubmit = form.handleSubmit(async (values) => {
    const { problem } = await saver.save(changedOnly(bodyOf(valuesOf(company)), bodyOf(values)));
    if (problem) applyServerErrors(problem, form.setError, orgServerText(t), FIELDS);
  });

  return (
    <form onSubmit={(e) => void onSubmit(e)} noValidate aria-label={t('company.tabs.standards')} data-testid="company-standards-form">
      <fieldset disabled={!canEdit} className="grid gap-4 sm:grid-cols-2">
        <Select
          label={t('company.fields.countryCode')}
          options={countries}
          {...form.register('countryCode')}
          error={fieldErrorMessage(errors, 'countryCode')}
        />
        <Select
          label={t('company.fields.currency')}
          options={currencies}
          {...form.register('currency')}
          error={fieldErrorMessage(errors, 'currency')}
          hint={t('company.hints.currency')}
        />
        <Select
          label={t('company.fields.timeZone')}
          options={zones}
          {...form.register('timeZone')}
          error={fieldErrorMessage(errors, 'timeZone')}
        />
        <TextField label={t('company.fields.taxId')} dir="ltr" {...form.register('taxId')} error={fieldErrorMessage(errors, 'taxId')} />
        <TextField
          label={t('company.fields.taxRatePercent')}
          inputMode="decimal"
          dir="ltr"
          {...form.register('taxRatePercent')}
          error={fieldErrorMessage(errors, 'taxRatePercent')}
          hint={t('company.hints.taxRate')}
        />
      </fieldset>
      <SaveBar
        pending={saver.pending}
        status={saver.status}
        problem={saver.problem}
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
