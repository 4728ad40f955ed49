import { Copy } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from '../../../../shared/lib/use-translation';
import { buttonPrimary, buttonSecondary } from '../../../../shared/ui/button-styles';

/** The recovery codes, shown once after they are made; the person copies them and says when done. */
export function RecoveryCodes({ codes, onDone }: { codes: string[]; onDone: () => void }) {
  const { t } = useTranslation('identity');
  const [copied, setCopied] = useState(false);
  const copy = () =>
    void navigator.clipboard?.writeText(codes.join('\n')).then(
      () => setCopied(true),
      () => setCopied(false),
    );
  return (
    <div className="flex flex-col gap-4" data-testid="recovery-codes">
      <p className="text-sm text-ink">{t('twoFactor.recoveryIntro')}</p>
      <ol
        className="grid grid-cols-2 gap-x-6 gap-y-1.5 rounded-lg border border-line bg-surface-hover p-4 font-mono text-sm text-ink sm:max-w-sm"
        dir="ltr"
      >
        {codes.map((code) => (
          <li key={code} data-testid="recovery-code">
            {code}
          </li>
        ))}
      </ol>
      <div className="flex flex-wrap gap-2">
        <button type="button" className={buttonSecondary} onClick={copy}>
          <Copy className="size-4" aria-hidden="true" />
          {t(copied ? 'twoFactor.copied' : 'twoFactor.copy')}
        </button>
        <button type="button" className={buttonPrimary} onClick={onDone} data-testid="recovery-codes-done">
          {t('twoFactor.savedCodes')}
        </button>
      </div>
    </div>
  );
}
