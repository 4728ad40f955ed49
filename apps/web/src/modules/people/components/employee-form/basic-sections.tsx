import { GenderSchema, MaritalStatusSchema } from '@hcims/contracts/people';
import { Select, TextField } from '../../../../shared/ui/form';
import { useTranslation } from '../../../../shared/lib/use-translation';
import { countryOptions } from '../countries';
import { FormSection } from './form-section';
import { fieldGrid, useField } from './use-field';

export function IdentitySection() {
  const { t } = useTranslation('people');
  const field = useField();
  return (
    <FormSection id="identity" title={t('employeeForm.sections.identity')}>
      <div className={fieldGrid}>
        <TextField label={t('employeeForm.fields.firstName')} required autoComplete="off" {...field('firstName')} />
        <TextField label={t('employeeForm.fields.lastName')} required autoComplete="off" {...field('lastName')} />
        <TextField
          label={t('employeeForm.fields.preferredName')}
          hint={t('employeeForm.hints.preferredName')}
          {...field('preferredName')}
        />
        <TextField
          label={t('employeeForm.fields.employeeNumber')}
          hint={t('employeeForm.hints.employeeNumber')}
          {...field('employeeNumber')}
        />
      </div>
    </FormSection>
  );
}

export function ContactSection({ emailLocked }: { emailLocked: boolean }) {
  const { t } = useTranslation('people');
  const field = useField();
  return (
    <FormSection id="contact" title={t('employeeForm.sections.contact')}>
      <div className={fieldGrid}>
        <TextField
          label={t('employeeForm.fields.workEmail')}
          type="email"
          required
          readOnly={emailLocked}
          hint={emailLocked ? t('employeeForm.hints.workEmailLocked') : t('employeeForm.hints.workEmail')}
          {...field('workEmail')}
        />
        <TextField label={t('employeeForm.fields.personalEmail')} type="email" {...field('personalEmail')} />
        <TextField
          label={t('employeeForm.fields.workPhone')}
          type="tel"
          dir="ltr"
          hint={t('employeeForm.hints.phone')}
          {...field('workPhone')}
        />
        <TextField label={t('employeeForm.fields.mobilePhone')} type="tel" dir="ltr" {...field('mobilePhone')} />
      </div>
    </FormSection>
  );
}

export function PersonalSection() {
  const { t, i18n } = useTranslation('people');
  const field = useField();
  return (
    <FormSection id="personal" title={t('employeeForm.sections.personal')}>
      <div className={fieldGrid}>
        <TextField label={t('employeeForm.fields.dateOfBirth')} type="date" {...field('dateOfBirth')} />
        <Select
          label={t('employeeForm.fields.gender')}
          placeholder={t('employeeForm.notSet')}
          options={GenderSchema.options.map((g) => ({ value: g, label: t(`employeeForm.gender.${g}`) }))}
          {...field('gender')}
        />
        <Select
          label={t('employeeForm.fields.maritalStatus')}
          placeholder={t('employeeForm.notSet')}
          options={MaritalStatusSchema.options.map((m) => ({ value: m, label: t(`employeeForm.marital.${m}`) }))}
          {...field('maritalStatus')}
        />
        <Select
          label={t('employeeForm.fields.nationality')}
          placeholder={t('employeeForm.notSet')}
          options={countryOptions(i18n.language)}
          {...field('nationality')}
        />
      </div>
    </FormSection>
  );
}

export function AddressSection() {
  const { t, i18n } = useTranslation('people');
  const field = useField();
  return (
    <FormSection id="address" title={t('employeeForm.sections.address')}>
      <div className={fieldGrid}>
        <TextField label={t('employeeForm.fields.line1')} autoComplete="off" {...field('address.line1')} />
        <TextField label={t('employeeForm.fields.line2')} autoComplete="off" {...field('address.line2')} />
        <TextField label={t('employeeForm.fields.city')} {...field('address.city')} />
        <TextField label={t('employeeForm.fields.state')} {...field('address.state')} />
        <TextField label={t('employeeForm.fields.postalCode')} {...field('address.postalCode')} />
        <Select
          label={t('employeeForm.fields.country')}
          placeholder={t('employeeForm.notSet')}
          options={countryOptions(i18n.language)}
          {...field('address.countryCode')}
        />
      </div>
    </FormSection>
  );
}

export function EmergencySection() {
  const { t } = useTranslation('people');
  const field = useField();
  return (
    <FormSection id="emergency" title={t('employeeForm.sections.emergency')} description={t('employeeForm.hints.emergency')}>
      <div className={fieldGrid}>
        <TextField label={t('employeeForm.fields.contactName')} {...field('emergencyContact.name')} />
        <TextField label={t('employeeForm.fields.relationship')} {...field('emergencyContact.relationship')} />
        <TextField label={t('employeeForm.fields.phone')} type="tel" dir="ltr" {...field('emergencyContact.phone')} />
        <TextField label={t('employeeForm.fields.alternatePhone')} type="tel" dir="ltr" {...field('emergencyContact.alternatePhone')} />
      </div>
    </FormSection>
  );
}
