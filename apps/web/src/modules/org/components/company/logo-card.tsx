import { toProblem } from '../../../../shared/lib/api-problem';
import type { Company } from '@hcims/contracts/org';
import { ImageUp, Trash2 } from 'lucide-react';
import { useRef, useState } from 'react';
import { initialsOf } from '../../../../shared/lib/initials';
import { useTranslation } from '../../../../shared/lib/use-translation';
import { buttonSecondary } from '../../../../shared/ui/button-styles';
import { FormError } from '../../../../shared/ui/form';
import { Spinner } from '../../../../shared/ui/spinner';
import { useCompanyLogo, useRemoveLogo, useUploadLogo } from '../../api/company';
import { problemText } from '../../lib/api-problem';

const MAX_BYTES = 2 * 1024 * 1024;
const TYPES = ['image/png', 'image/jpeg', 'image/webp'];

/** The company logo: shown, replaced (PNG, JPEG or WEBP up to 2 MB) or removed. */
export function LogoCard({ company, canEdit }: { company: Company; canEdit: boolean }) {
  const { t } = useTranslation('org');
  const logo = useCompanyLogo(company.logoUrl);
  const upload = useUploadLogo();
  const remove = useRemoveLogo();
  const input = useRef<HTMLInputElement>(null);
  const [message, setMessage] = useState<string | null>(null);
  const busy = upload.isPending || remove.isPending;
  const initials = initialsOf(company.name);

  const onFile = async (file: File | undefined) => {
    setMessage(null);
    if (!file) return;
    if (!TYPES.includes(file.type)) return setMessage(t('company.logo.badType'));
    if (file.size > MAX_BYTES) return setMessage(t('company.logo.tooLarge'));
    try {
      await upload.mutateAsync(file);
    } catch (error) {
      const problem = toProblem(error);
      setMessage(
        problem.status === 413 ? t('company.logo.tooLarge') : problem.status === 415 ? t('company.logo.badType') : problemText(t, problem),
      );
    } finally {
      if (input.current) input.current.value = '';
    }
  };

  return (
    <div className="flex flex-col items-center gap-3 text-center" data-testid="company-logo">
      <div className="grid size-28 place-items-center overflow-hidden rounded-2xl border border-line bg-surface-muted">
        {logo.data ? (
          <img src={logo.data} alt={t('company.logo.alt', { name: company.name })} className="size-full object-contain" />
        ) : logo.isFetching ? (
          <Spinner size={24} />
        ) : (
          <span className="text-3xl font-semibold text-primary-ink" aria-hidden="true">
            {initials}
          </span>
        )}
      </div>
      {canEdit && (
        <div className="flex flex-wrap justify-center gap-2">
          <input
            ref={input}
            id="company-logo-file"
            type="file"
            accept={TYPES.join(',')}
            // Not in the tab order nor the accessibility tree: the button below opens it.
            className="hidden"
            onChange={(e) => void onFile(e.target.files?.[0])}
          />
          <button type="button" className={buttonSecondary} disabled={busy} onClick={() => input.current?.click()}>
            {upload.isPending ? <Spinner size={16} /> : <ImageUp className="size-4" aria-hidden="true" />}
            {company.logoUrl ? t('company.logo.replace') : t('company.logo.upload')}
          </button>
          {company.logoUrl && (
            <button
              type="button"
              className={buttonSecondary}
              disabled={busy}
              onClick={() => {
                setMessage(null);
                remove.mutate(undefined, { onError: (error) => setMessage(problemText(t, toProblem(error))) });
              }}
            >
              <Trash2 className="size-4" aria-hidden="true" />
              {t('company.logo.remove')}
            </button>
          )}
        </div>
      )}
      <p className="text-xs text-ink-muted">{t('company.logo.hint')}</p>
      <FormError>{message}</FormError>
    </div>
  );
}
