import { useState } from 'react';
import { useTranslation } from '../../../../shared/lib/use-translation';
import { FormError } from '../../../../shared/ui/form/form-error';
import { SubmitButton } from '../../../../shared/ui/form/submit-button';
import { LoadState } from '../../../../shared/ui/load-state';
import { useSetTwoFactorRoles, useTwoFactorRoles } from '../../api/two-factor-api';
import { authErrorMessage } from '../../lib/auth-errors';

export type TwoFactorRolesCardProps = {
  /** The company's roles, named in the reader's language by the caller. */
  roles: readonly { id: string; name: string }[];
  canEdit: boolean;
};

/**
 * The company's roles whose members must sign in with two factors (on /permissions). Members of
 * a ticked role without it are sent to set it up at their next sign-in or token refresh.
 */
export function TwoFactorRolesCard({ roles, canEdit }: TwoFactorRolesCardProps) {
  const { t } = useTranslation('identity');
  const required = useTwoFactorRoles();
  const labels = { loading: t('twoFactor.loading'), retry: t('twoFactor.retry'), error: (e: unknown) => authErrorMessage(t, e) };
  return (
    <section
      aria-labelledby="two-factor-roles"
      className="mt-5 rounded-xl border border-line bg-surface p-5"
      data-testid="two-factor-roles"
    >
      <h2 id="two-factor-roles" className="text-base font-semibold text-ink">
        {t('twoFactorRoles.title')}
      </h2>
      <p className="mt-1 text-sm text-ink-muted">{t('twoFactorRoles.hint')}</p>
      <LoadState query={required} labels={labels}>
        {required.data && <RolesForm roles={roles} canEdit={canEdit} initial={required.data.roleIds} />}
      </LoadState>
    </section>
  );
}

function RolesForm({ roles, canEdit, initial }: TwoFactorRolesCardProps & { initial: readonly string[] }) {
  const { t } = useTranslation('identity');
  const save = useSetTwoFactorRoles();
  const [chosen, setChosen] = useState<Set<string>>(() => new Set(initial));
  const [saved, setSaved] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const toggle = (id: string, on: boolean) => {
    setSaved(false);
    setChosen((current) => {
      const next = new Set(current);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });
  };

  const submit = () => {
    setError(null);
    setSaved(false);
    save.mutate([...chosen], { onSuccess: () => setSaved(true), onError: (failure) => setError(authErrorMessage(t, failure)) });
  };

  return (
    <form
      noValidate
      className="mt-4 flex flex-col gap-4"
      onSubmit={(e) => {
        e.preventDefault();
        submit();
      }}
    >
      {saved && (
        <p role="status" className="rounded-lg bg-primary-soft px-3.5 py-3 text-sm text-ink">
          {t('twoFactorRoles.saved')}
        </p>
      )}
      <FormError>{error}</FormError>
      <fieldset className="grid gap-2 sm:grid-cols-2 lg:grid-cols-4">
        <legend className="sr-only">{t('twoFactorRoles.title')}</legend>
        {roles.map((role) => (
          <label key={role.id} className="flex items-center gap-2.5 text-sm text-ink">
            <input
              type="checkbox"
              className="size-4 accent-primary"
              checked={chosen.has(role.id)}
              disabled={!canEdit}
              onChange={(e) => toggle(role.id, e.target.checked)}
            />
            {role.name}
          </label>
        ))}
      </fieldset>
      {canEdit && (
        <SubmitButton pending={save.isPending} className="self-start">
          {t('twoFactorRoles.save')}
        </SubmitButton>
      )}
    </form>
  );
}
