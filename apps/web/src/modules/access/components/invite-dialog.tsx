import { InvitationRequestSchema } from '@hcims/contracts/identity';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { toProblem } from '../../../shared/lib/api-problem';
import { applyServerErrors, contractResolver } from '../../../shared/lib/form';
import { useTranslation } from '../../../shared/lib/use-translation';
import { buttonSecondary } from '../../../shared/ui/button-styles';
import { fieldErrorMessage } from '../../../shared/ui/form/field-error-message';
import { FormError } from '../../../shared/ui/form/form-error';
import { SubmitButton } from '../../../shared/ui/form/submit-button';
import { TextField } from '../../../shared/ui/form/text-field';
import { useInvite } from '../api/access-mutations';
import { accessErrorMessage } from '../lib/access-errors';
import { Dialog } from '../../../shared/ui/modal';

type Values = { name: string; email: string };
const empty: Values = { name: '', email: '' };
const FIELDS = ['name', 'email'] as const;

/** Invites a person by email into the company with this role; a new account gets a link to choose a password. */
export function InviteDialog({
  open,
  onClose,
  roleId,
  roleLabel,
}: {
  open: boolean;
  onClose: () => void;
  roleId: string;
  roleLabel: string;
}) {
  const { t } = useTranslation('access');
  const invite = useInvite(roleId);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const fieldText = (field: string) => (field === 'email' ? t('invite.emailInvalid') : t('invite.nameRequired'));
  const form = useForm({
    defaultValues: empty,
    resolver: contractResolver(
      InvitationRequestSchema,
      (v: Values) => v,
      (issue) => fieldText(issue.path),
    ),
  });
  const errors = form.formState.errors;

  function close() {
    invite.reset();
    form.reset(empty);
    setFormError(null);
    setSentTo(null);
    onClose();
  }

  const submit = form.handleSubmit(async ({ name, email }) => {
    setFormError(null);
    setSentTo(null);
    try {
      const answer = await invite.mutateAsync({ name, email });
      setSentTo(answer.status === 'invited' ? t('invite.sent', { email }) : t('invite.added', { email }));
      form.reset(empty);
    } catch (error) {
      const problem = toProblem(error);
      if (problem.code === 'IDENTITY_ALREADY_MEMBER')
        form.setError('email', { type: 'server', message: t('errors.IDENTITY_ALREADY_MEMBER') });
      else if (applyServerErrors(problem, form.setError, fieldText, FIELDS).length > 0 || problem.code !== 'VALIDATION_FAILED')
        setFormError(accessErrorMessage(t, error));
    }
  });

  return (
    <Dialog
      open={open}
      onClose={close}
      title={t('invite.title')}
      description={t('invite.hint', { role: roleLabel })}
      testId="invite-dialog"
    >
      <form noValidate onSubmit={(e) => void submit(e)} className="flex flex-col gap-4">
        {sentTo && (
          <p role="status" data-testid="invite-sent" className="rounded-lg bg-primary-soft px-3.5 py-3 text-sm text-ink">
            {sentTo}
          </p>
        )}
        <FormError>{formError}</FormError>
        <TextField label={t('invite.name')} required {...form.register('name')} error={fieldErrorMessage(errors, 'name')} autoFocus />
        <TextField label={t('invite.email')} type="email" required {...form.register('email')} error={fieldErrorMessage(errors, 'email')} />
        <div className="flex justify-end gap-2 border-t border-line pt-4">
          <button type="button" className={buttonSecondary} onClick={close}>
            {t('actions.close')}
          </button>
          <SubmitButton pending={form.formState.isSubmitting}>{t('invite.submit')}</SubmitButton>
        </div>
      </form>
    </Dialog>
  );
}
