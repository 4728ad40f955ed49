import { Lock } from 'lucide-react';
import { useTranslation } from '../../../../shared/lib/use-translation';
import { Select, TextField, Textarea } from '../../../../shared/ui/form';
import { currencyOptions } from '../countries';
import { FormSection } from './form-section';
import { fieldGrid, useField } from './use-field';

const frequencies = ['monthly', 'biweekly', 'weekly', 'hourly', 'yearly'] as const;
const bloodTypes = ['A+', 'A-', 'B+', 'B-', 'AB+', 'AB-', 'O+', 'O-'];

/** Salary, bank, national id and medical: shown only with people.sensitive-data:update (read-only views live on the profile). */
export function SensitiveSection({ currency }: { currency: string }) {
  const { t, i18n } = useTranslation('people');
  const field = useField();
  const heading = (text: string) => <h3 className="col-span-full mt-2 text-sm font-semibold text-ink first:mt-0">{text}</h3>;
  return (
    <FormSection
      id="sensitive"
      title={t('employeeForm.sections.sensitive')}
      description={t('employeeForm.hints.sensitive')}
      actions={<Lock className="size-4 text-ink-muted" aria-hidden="true" />}
    >
      <div className={fieldGrid}>
        {heading(t('employeeForm.sensitive.salary'))}
        <TextField
          label={t('employeeForm.fields.salaryAmount')}
          type="number"
          inputMode="decimal"
          min={0}
          step="0.01"
          {...field('salary.amount')}
        />
        <Select
          label={t('employeeForm.fields.currency')}
          placeholder={t('employeeForm.choose')}
          options={currencyOptions(i18n.language, [currency])}
          {...field('salary.currency')}
        />
        <Select
          label={t('employeeForm.fields.frequency')}
          options={frequencies.map((f) => ({ value: f, label: t(`employeeForm.frequency.${f}`) }))}
          {...field('salary.frequency')}
        />
        {heading(t('employeeForm.sensitive.bank'))}
        <TextField label={t('employeeForm.fields.bankName')} {...field('bank.bankName')} />
        <TextField label={t('employeeForm.fields.accountName')} {...field('bank.accountName')} />
        <TextField label={t('employeeForm.fields.iban')} dir="ltr" autoComplete="off" {...field('bank.iban')} />
        <TextField label={t('employeeForm.fields.swift')} dir="ltr" autoComplete="off" {...field('bank.swift')} />
        {heading(t('employeeForm.sensitive.nationalId'))}
        <TextField label={t('employeeForm.fields.idType')} hint={t('employeeForm.hints.idType')} {...field('nationalId.type')} />
        <TextField label={t('employeeForm.fields.idNumber')} dir="ltr" autoComplete="off" {...field('nationalId.number')} />
        <TextField label={t('employeeForm.fields.idExpiresOn')} type="date" {...field('nationalId.expiresOn')} />
        {heading(t('employeeForm.sensitive.medical'))}
        <Select
          label={t('employeeForm.fields.bloodType')}
          placeholder={t('employeeForm.notSet')}
          options={bloodTypes.map((b) => ({ value: b, label: b }))}
          {...field('medical.bloodType')}
        />
        <Textarea label={t('employeeForm.fields.medicalNotes')} className="col-span-full" {...field('medical.notes')} />
      </div>
    </FormSection>
  );
}
