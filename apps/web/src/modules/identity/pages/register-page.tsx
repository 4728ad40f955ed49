import { useRef, useState, type FormEvent } from 'react';
import { navigate } from '../../../shared/lib/router';
import { startSession } from '../../../shared/lib/session';
import { useTranslation } from '../../../shared/lib/use-translation';
import { FormError } from '../../../shared/ui/form/form-error';
import { PasswordField } from '../../../shared/ui/form/password-field';
import { SubmitButton } from '../../../shared/ui/form/submit-button';
import { TextField } from '../../../shared/ui/form/text-field';
import { registerRequest } from '../api/auth-api';
import { AuthCard, AuthLink } from './sign-in-page';
import { PasswordStrengthMeter } from '../components/password-strength-meter';
import { toProblem } from '../../../shared/lib/api-problem';
import { authErrorMessage, weakPasswordKey } from '../lib/auth-errors';
import { focusFirstInvalid, newPasswordProblem, type FieldErrors } from '../lib/form-checks';
import { emailProblem } from '../lib/validation';

type Field = 'name' | 'companyName' | 'email' | 'password' | 'confirm';
const fields: readonly Field[] = ['name', 'companyName', 'email', 'password', 'confirm'];

/** /auth/register: a group of companies, its first company and the owner's account; signs the owner in. */
export function RegisterPage() {
  const { t } = useTranslation('identity');
  const formRef = useRef<HTMLFormElement>(null);
  const [values, setValues] = useState<Record<Field, string>>({ name: '', companyName: '', email: '', password: '', confirm: '' });
  const [errors, setErrors] = useState<FieldErrors<Field>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const set = (field: Field) => (e: { target: { value: string } }) => setValues((v) => ({ ...v, [field]: e.target.value }));

  function validate(): FieldErrors<Field> {
    const found: FieldErrors<Field> = {};
    if (!values.name.trim()) found.name = t('validation.nameRequired');
    if (!values.companyName.trim()) found.companyName = t('validation.companyRequired');
    const emailKey = emailProblem(values.email);
    if (emailKey) found.email = t(emailKey);
    const passwordKey = newPasswordProblem(values.password);
    if (passwordKey) found.password = t(passwordKey, { min: 8 });
    if (!found.password && values.confirm !== values.password) found.confirm = t('validation.passwordsDiffer');
    return found;
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const found = validate();
    setErrors(found);
    setFormError(null);
    if (Object.keys(found).length) {
      focusFirstInvalid(formRef.current, found);
      return;
    }
    setPending(true);
    try {
      const answer = await registerRequest({
        name: values.name.trim(),
        companyName: values.companyName.trim(),
        email: values.email.trim(),
        password: values.password,
      });
      startSession(answer);
      navigate('/', { replace: true });
    } catch (error) {
      setPending(false);
      const info = toProblem(error);
      const fieldErrors: FieldErrors<Field> = {};
      if (info.code === 'AUTH_EMAIL_TAKEN') fieldErrors.email = t('errors.AUTH_EMAIL_TAKEN');
      else if (info.code === 'AUTH_PASSWORD_WEAK') fieldErrors.password = t(weakPasswordKey(info.details), { min: 8 });
      else if (info.code === 'VALIDATION_FAILED') {
        for (const path of Object.keys(info.fieldErrors)) {
          const field = path.split('.')[0] as Field;
          if (fields.includes(field)) fieldErrors[field] = t(`validation.invalid.${field}`);
        }
      }
      if (Object.keys(fieldErrors).length) {
        setErrors(fieldErrors);
        focusFirstInvalid(formRef.current, fieldErrors);
      } else setFormError(authErrorMessage(t, info));
    }
  }

  return (
    <AuthCard
      testId="register-page"
      title={t('register.title')}
      subtitle={t('register.subtitle')}
      footer={
        <>
          {t('register.haveAccount')} <AuthLink to="/auth/boxed-signin">{t('register.signIn')}</AuthLink>
        </>
      }
    >
      <form ref={formRef} noValidate onSubmit={(e) => void submit(e)} className="flex flex-col gap-4">
        <FormError>{formError}</FormError>
        <TextField
          label={t('fields.name')}
          name="name"
          autoComplete="name"
          required
          value={values.name}
          error={errors.name}
          onChange={set('name')}
        />
        <TextField
          label={t('fields.companyName')}
          name="companyName"
          autoComplete="organization"
          required
          value={values.companyName}
          error={errors.companyName}
          onChange={set('companyName')}
        />
        <TextField
          label={t('fields.email')}
          name="email"
          type="email"
          inputMode="email"
          autoComplete="email"
          required
          value={values.email}
          error={errors.email}
          onChange={set('email')}
        />
        <PasswordField
          label={t('fields.newPassword')}
          name="password"
          autoComplete="new-password"
          required
          hint={t('password.hint', { min: 8 })}
          value={values.password}
          error={errors.password}
          onChange={set('password')}
          showLabel={t('fields.showPassword')}
          hideLabel={t('fields.hidePassword')}
          below={<PasswordStrengthMeter password={values.password} personal={[values.name, values.email, values.companyName]} />}
        />
        <PasswordField
          label={t('fields.confirmPassword')}
          name="confirm"
          autoComplete="new-password"
          required
          value={values.confirm}
          error={errors.confirm}
          onChange={set('confirm')}
          showLabel={t('fields.showPassword')}
          hideLabel={t('fields.hidePassword')}
        />
        <SubmitButton pending={pending} pendingLabel={t('register.pending')} className="mt-1 w-full">
          {t('register.submit')}
        </SubmitButton>
      </form>
    </AuthCard>
  );
}
