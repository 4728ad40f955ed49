import { AlertTriangle, Phone } from 'lucide-react';
import { cn } from '../../../shared/lib/cn';
import { useTranslation } from '../../../shared/lib/use-translation';
import { previewParts } from '../lib';
import type { WhatsAppPreview } from '../api';

/**
 * A chat bubble showing the message as the sample recipient gets it. The text is drawn from the
 * body as typed (instant); the server's preview adds the exact values, the number and what is missing.
 */
export function MessagePreview({
  body,
  values,
  server,
  loading,
}: {
  body: string;
  values: Record<string, string>;
  server: WhatsAppPreview | undefined;
  loading: boolean;
}) {
  const { t } = useTranslation('whatsapp');
  const parts = previewParts(body, values);
  return (
    <div className="flex flex-col gap-2" data-testid="message-preview">
      <div className="rounded-xl bg-surface-muted p-3">
        <div
          className="ms-auto w-fit max-w-full rounded-xl rounded-se-sm bg-success/15 px-3 py-2 text-sm whitespace-pre-wrap text-ink shadow-sm"
          aria-live="polite"
          aria-busy={loading}
        >
          {body.trim() === '' ? (
            <span className="text-ink-muted italic">{t('previewEmpty')}</span>
          ) : server && !loading ? (
            <span data-testid="preview-text">{server.text}</span>
          ) : (
            parts.map((p, i) =>
              p.kind === 'text' ? (
                <span key={i}>{p.text}</span>
              ) : (
                <mark
                  key={i}
                  className={cn(
                    'rounded px-0.5',
                    p.status === 'filled'
                      ? 'bg-primary-soft text-primary-ink'
                      : p.status === 'missing'
                        ? 'bg-amber-500/20 text-ink'
                        : 'bg-danger-soft text-danger',
                  )}
                >
                  {p.status === 'filled' ? p.value : p.raw}
                </mark>
              ),
            )
          )}
        </div>
      </div>
      {server && (
        <div className="flex flex-col gap-1 text-xs">
          <p className="inline-flex items-center gap-1.5 text-ink-muted">
            <Phone className="size-3.5" aria-hidden="true" />
            {server.phone ? <bdi dir="ltr">+{server.phone}</bdi> : <span className="text-danger">{t('noPhone')}</span>}
          </p>
          {server.missingVariables.length > 0 && (
            <p className="inline-flex items-start gap-1.5 text-amber-800 dark:text-amber-300">
              <AlertTriangle className="mt-0.5 size-3.5 shrink-0" aria-hidden="true" />
              {t('missing', {
                names: server.missingVariables.map((n) => t(`variables.${n}`, { defaultValue: n })).join(', '),
              })}
            </p>
          )}
        </div>
      )}
    </div>
  );
}
