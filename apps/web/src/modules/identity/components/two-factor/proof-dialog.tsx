import type { TwoFactorProof } from '@hcims/contracts/identity';
import { useState, type FormEvent } from 'react';
import { toProblem } from '../../../../shared/lib/api-problem';
import { useTranslation } from '../../../../shared/lib/use-translation';
import { buttonSecondary } from '../../../../shared/ui/button-styles';
import { FormError } from '../../../../shared/ui/form/form-error';
import { SubmitButton } from '../../../../shared/ui/form/submit-button';
import { TextField } from '../../../../shared/ui/form/text-field';
import { Dialog } from '../../../../shared/ui/modal';
import { authErrorMessage } from '../../lib/auth-errors';

export type ProofDialogProps = {
  open: boolean;
  title: string;
  description: string;
  action: string;
  danger?: boolean;
  onClose: () => void;
  /** Sends the proof; a refusal of the proof shows in the field, others above the form. */
  onProve: (proof: TwoFactorProof) => Promise<void>;
};

/** Asks for the password or a current code before turning two-factor off or making new recovery codes. */
export function ProofDialog({ open, title, description, action, danger, onClose, onProve }: ProofDialogProps) {
  const { t } = useTranslation('identity');
  const [value, setValue] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);

  const close = () => {
    setValue('');
    setError(null);
    setFormError(null);
    onClose();
  };

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setError(null);
    setFormError(null);
    if (!value) return setError(t('twoFactor.proofRequired'));
    const clean = value.replace(/\s/g, '');
    setPending(true);
    try {
      await onProve(/^\d{6}$/.test(clean) ? { code: clean } : { password: value });
      close();
    } catch (failure) {
      const problem = toProblem(failure);
      if (problem.code === 'AUTH_WRONG_PASSWORD' || problem.code === 'AUTH_TWO_FACTOR_INVALID_CODE') setError(t('twoFactor.proofWrong'));
      else setFormError(authErrorMessage(t, problem));
    } finally {
      setPending(false);
    }
  }

  return (
    <Dialog
      open={open}
      onClose={close}
      title={title}
      description={description}
      size="sm"
      testId="two-factor-proof"
      onSubmit={(e) => void submit(e)}
      footer={
        <>
          <button type="button" className={buttonSecondary} onClick={close}>
            {t('twoFactor.cancel')}
          </button>
          <SubmitButton pending={pending} className={danger ? 'bg-danger hover:bg-danger' : undefined}>
            {action}
          </SubmitButton>
        </>
      }
    >
      <FormError>{formError}</FormError>
      <TextField
        label={t('twoFactor.proofLabel')}
        hint={t('twoFactor.proofHint')}
        name="proof"
        type="password"
        autoComplete="current-password"
        required
        value={value}
        error={error ?? undefined}
        onChange={(e) => setValue(e.target.value)}
      />
    </Dialog>
  );
}
