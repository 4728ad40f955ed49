import { useState, type FormEvent } from 'react';
import { useTranslation } from '../../../shared/lib/use-translation';
import { buttonSecondary } from '../../../shared/ui/button-styles';
import { FormError } from '../../../shared/ui/form/form-error';
import { SubmitButton } from '../../../shared/ui/form/submit-button';
import { TextField } from '../../../shared/ui/form/text-field';
import { useInvite } from '../api/access-mutations';
import { accessErrorMessage, errorCode } from '../lib/access-errors';
import { Dialog } from '../../../shared/ui/modal';

const emailPattern = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

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
  const [name, setName] = useState('');
  const [email, setEmail] = useState('');
  const [errors, setErrors] = useState<{ name?: string; email?: string }>({});
  const [sentTo, setSentTo] = useState<string | null>(null);

  function close() {
    invite.reset();
    setName('');
    setEmail('');
    setErrors({});
    setSentTo(null);
    onClose();
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const found = {
      name: name.trim() ? undefined : t('invite.nameRequired'),
      email: emailPattern.test(email.trim()) ? undefined : t('invite.emailInvalid'),
    };
    setErrors(found);
    if (found.name || found.email) return;
    invite.mutate(
      { name: name.trim(), email: email.trim() },
      {
        onSuccess: (answer) => {
          setSentTo(answer.status === 'invited' ? t('invite.sent', { email: email.trim() }) : t('invite.added', { email: email.trim() }));
          setName('');
          setEmail('');
        },
      },
    );
  }

  const taken = invite.isError && errorCode(invite.error) === 'IDENTITY_ALREADY_MEMBER';
  return (
    <Dialog
      open={open}
      onClose={close}
      title={t('invite.title')}
      description={t('invite.hint', { role: roleLabel })}
      testId="invite-dialog"
    >
      <form noValidate onSubmit={submit} className="flex flex-col gap-4">
        {sentTo && (
          <p role="status" data-testid="invite-sent" className="rounded-lg bg-primary-soft px-3.5 py-3 text-sm text-ink">
            {sentTo}
          </p>
        )}
        <FormError>{invite.isError && !taken ? accessErrorMessage(t, invite.error) : null}</FormError>
        <TextField
          label={t('invite.name')}
          name="name"
          required
          value={name}
          error={errors.name}
          onChange={(e) => setName(e.target.value)}
          autoFocus
        />
        <TextField
          label={t('invite.email')}
          name="email"
          type="email"
          required
          value={email}
          error={errors.email ?? (taken ? t('errors.IDENTITY_ALREADY_MEMBER') : undefined)}
          onChange={(e) => setEmail(e.target.value)}
        />
        <div className="flex justify-end gap-2 border-t border-line pt-4">
          <button type="button" className={buttonSecondary} onClick={close}>
            {t('actions.close')}
          </button>
          <SubmitButton pending={invite.isPending}>{t('invite.submit')}</SubmitButton>
        </div>
      </form>
    </Dialog>
  );
}
