import type { Member } from '@hcims/contracts/access';
import { Link2, Send } from 'lucide-react';
import { useState } from 'react';
import { formatDateTime } from '../../../shared/lib/format';
import { useTranslation } from '../../../shared/lib/use-translation';
import { buttonSecondary } from '../../../shared/ui/button-styles';
import { FormError } from '../../../shared/ui/form/form-error';
import { Spinner } from '../../../shared/ui/spinner';
import { useAccessLink } from '../api/access-mutations';
import { accessErrorMessage } from '../lib/access-errors';

/**
 * "Copy link" and "Email link" on a member: a fresh single-use link to choose a password (an
 * invitation while the account has none, a reset otherwise). Without a mail server, copying it
 * and handing it over is the way in (ADR 0046).
 */
export function AccessLinkActions({ member }: { member: Member }) {
  const { t } = useTranslation('access');
  const mutation = useAccessLink();
  const [note, setNote] = useState<string | null>(null);
  const [link, setLink] = useState<string | null>(null);

  function run(send: boolean) {
    setNote(null);
    setLink(null);
    mutation.mutate(
      { memberId: member.id, send },
      {
        onSuccess: (answer) => {
          if (!answer.link) {
            setNote(answer.delivered ? t('links.emailed', { email: member.email }) : t('links.notDelivered'));
            return;
          }
          const shown = answer.link;
          setLink(shown);
          const date = formatDateTime(answer.expiresAt);
          // Where the clipboard is refused, the link stays in the field to copy by hand.
          void (navigator.clipboard?.writeText(shown) ?? Promise.reject(new Error('no clipboard'))).then(
            () => setNote(t('links.copied', { date })),
            () => setNote(t('links.shown', { date })),
          );
        },
      },
    );
  }

  return (
    <div className="flex basis-full flex-col gap-2" data-testid="access-link">
      <div className="flex flex-wrap gap-2">
        <button
          type="button"
          className={`${buttonSecondary} px-3 py-1.5 text-xs`}
          onClick={() => run(false)}
          disabled={mutation.isPending}
          aria-label={t('links.copyLabel', { name: member.name })}
        >
          {mutation.isPending && !mutation.variables?.send ? <Spinner size={14} /> : <Link2 className="size-4" aria-hidden="true" />}
          {t('links.copy')}
        </button>
        <button
          type="button"
          className={`${buttonSecondary} px-3 py-1.5 text-xs`}
          onClick={() => run(true)}
          disabled={mutation.isPending}
          aria-label={t('links.emailLabel', { name: member.name })}
        >
          {mutation.isPending && mutation.variables?.send ? <Spinner size={14} /> : <Send className="size-4" aria-hidden="true" />}
          {t('links.email')}
        </button>
      </div>
      <FormError>{mutation.isError ? accessErrorMessage(t, mutation.error) : null}</FormError>
      {note && (
        <p role="status" className="text-xs text-ink-muted">
          {note}
        </p>
      )}
      {link && (
        <input
          readOnly
          dir="ltr"
          aria-label={t('links.field')}
          className="w-full rounded-md border border-line bg-surface px-2 py-1 font-mono text-xs text-ink"
          value={link}
          onFocus={(e) => e.currentTarget.select()}
        />
      )}
    </div>
  );
}
