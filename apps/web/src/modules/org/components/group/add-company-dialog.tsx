import { toProblem } from '../../../../shared/lib/api-problem';
import { CreateCompanySchema } from '@hcims/contracts/org';
import { useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from '../../../../shared/lib/use-translation';
import { buttonSecondary } from '../../../../shared/ui/button-styles';
import { fieldErrorMessage, FormError, Select, SubmitButton, TextField } from '../../../../shared/ui/form';
import { useCompany } from '../../api/company';
import { useCreateCompany } from '../../api/group';
import { problemText } from '../../lib/api-problem';
import { applyServerErrors, contractResolver } from '../../../../shared/lib/form';
import { orgIssueText, orgServerText } from '../../lib/form';
import { countryChoices, currencyChoices, timeZoneChoices } from '../../lib/regions';
import { Dialog } from '../../../../shared/ui/modal';

type Values = { name: string; countryCode: string; currency: string; timeZone: string };
const FIELDS = ['name', 'countryCode', 'currency', 'timeZone'] as const;

/** Adds a company to the group (the creator becomes its owner); answers the new company's id. */
export function AddCompanyDialog({
  onClose,
  onCreated,
}: {
  onClose: () => void;
  onCreated: (company: { id: string; name: string }) => void;
}) {
  const { t, i18n } = useTranslation('org');
  const create = useCreateCompany();
  const active = useCompany();
  const [message, setMessage] = useState<string | null>(null);
  const resolver = useMemo(
    () => contractResolver<Values>(CreateCompanySchema, (v) => ({ ...v, name: v.name.trim() }), orgIssueText(t), { raw: true }),
    [t],
  );
  // The new company starts with the active one's country, currency and zone (usually the same region).
  const form = useForm<Values>({
    resolver,
    values: active.data
      ? { name: '', countryCode: active.data.countryCode, currency: active.data.currency, timeZone: active.data.timeZone }
      : undefined,
    defaultValues: { name: '', countryCode: 'AE', currency: 'AED', timeZone: 'Asia/Dubai' },
    resetOptions: { keepDirtyValues: true },
  });
  const { errors } = form.formState;
  const countries = useMemo(() => countryChoices(i18n.language), [i18n.language]);
  const currencies = useMemo(() => currencyChoices(undefined, i18n.language), [i18n.language]);
  const zones = useMemo(() => timeZoneChoices(undefined), []);

  const onSubmit = form.handleSubmit(async (values) => {
    setMessage(null);
    try {
      const created = await create.mutateAsync({ ...values, name: values.name.trim() });
      onCreated(created);
    } catch (error) {
      const problem = toProblem(error);
      if (problem.code === 'ORG_COMPANY_NAME_TAKEN') form.setError('name', { type: 'server', message: problemText(t, problem) });
      else if (applyServerErrors(problem, form.setError, orgServerText(t), FIELDS).length > 0 || problem.code !== 'VALIDATION_FAILED')
        setMessage(problemText(t, problem));
    }
  });

  return (
    <Dialog
      open
      onClose={onClose}
      size="lg"
      title={t('group.addCompany')}
      description={t('group.addCompanyHint')}
      testId="add-company-dialog"
    >
      <form onSubmit={(e) => void onSubmit(e)} noValidate className="grid gap-4 sm:grid-cols-2">
        <TextField
          label={t('group.fields.name')}
          required
          {...form.register('name')}
          error={fieldErrorMessage(errors, 'name')}
          className="sm:col-span-2"
        />
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
        />
        <Select
          label={t('company.fields.timeZone')}
          options={zones}
          {...form.register('timeZone')}
          error={fieldErrorMessage(errors, 'timeZone')}
          className="sm:col-span-2"
        />
        <FormError className="sm:col-span-2">{message}</FormError>
        <div className="flex justify-end gap-2 sm:col-span-2">
          <button type="button" className={buttonSecondary} onClick={onClose}>
            {t('actions.cancel')}
          </button>
          <SubmitButton pending={create.isPending}>{t('group.create')}</SubmitButton>
        </div>
      </form>
    </Dialog>
  );
}
