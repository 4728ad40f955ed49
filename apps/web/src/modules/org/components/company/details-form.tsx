import { UpdateCompanySchema, type Company } from '@hcims/contracts/org';
import { useEffect, useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from '../../../../shared/lib/use-translation';
import { fieldErrorMessage, TextField, Textarea } from '../../../../shared/ui/form';
import { applyServerErrors, contractResolver } from '../../../../shared/lib/form';
import { changedOnly, nullable, orgIssueText, orgServerText } from '../../lib/form';
import { SaveBar } from './save-bar';
import { useCompanySave } from './use-company-save';

type Values = { name: string; email: string; phone: string; website: string; address: string };

const valuesOf = (c: Company): Values => ({
  name: c.name,
  email: c.email ?? '',
  phone: c.phone ?? '',
  website: c.website ?? '',
  address: c.address ?? '',
});
const bodyOf = (v: Values) => ({
  name: v.name.trim(),
  email: nullable(v.email),
  phone: nullable(v.phone),
  website: nullable(v.website),
  address: nullable(v.address),
});
const FIELDS = ['name', 'email', 'phone', 'website', 'address'] as const;

/** Name and contact details of the company. */
export function DetailsForm({ company, canEdit, onReload }: { company: Company; canEdit: boolean; onReload: () => void }) {
  const { t } = useTranslation('org');
  const saver = useCompanySave(company);
  const resolver = useMemo(
    () =>
      contractResolver<Values>(UpdateCompanySchema, (v) => ({ ...bodyOf(v), version: company.version }), orgIssueText(t), { raw: true }),
    [company.version, t],
  );
  const form = useForm<Values>({ defaultValues: valuesOf(company), resolver });
  const { errors } = form.formState;

  // A fresh company (after a save or a reload) becomes the form's new starting point.
  useEffect(() => form.reset(valuesOf(company)), [company, form]);

  const onSubmit = form.handleSubmit(async (values) => {
    const { problem } = await saver.save(changedOnly(bodyOf(valuesOf(company)), bodyOf(values)));
    if (problem) applyServerErrors(problem, form.setError, orgServerText(t), FIELDS);
  });

  const error = (name: keyof Values) => fieldErrorMessage(errors, name);

  return (
    <form onSubmit={(e) => void onSubmit(e)} noValidate aria-label={t('company.tabs.details')} data-testid="company-details-form">
      <fieldset disabled={!canEdit} className="grid gap-4 sm:grid-cols-2">
        <TextField
          label={t('company.fields.name')}
          required
          autoComplete="organization"
          {...form.register('name')}
          error={error('name')}
          className="sm:col-span-2"
        />
        <TextField label={t('company.fields.email')} type="email" autoComplete="email" {...form.register('email')} error={error('email')} />
        <TextField
          label={t('company.fields.phone')}
          type="tel"
          autoComplete="tel"
          dir="ltr"
          {...form.register('phone')}
          error={error('phone')}
          hint={t('company.hints.phone')}
        />
        <TextField
          label={t('company.fields.website')}
          type="url"
          dir="ltr"
          placeholder="https://"
          {...form.register('website')}
          error={error('website')}
          className="sm:col-span-2"
        />
        <Textarea
          label={t('company.fields.address')}
          rows={3}
          {...form.register('address')}
          error={error('address')}
          className="sm:col-span-2"
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
