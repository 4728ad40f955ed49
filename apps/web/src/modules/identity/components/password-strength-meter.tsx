import { cn } from '../../../shared/lib/cn';
import { useTranslation } from '../../../shared/lib/use-translation';
import { passwordStrength } from '../lib/password-strength';

const levels = ['tooShort', 'weak', 'fair', 'good', 'strong'] as const;
const fills = ['bg-danger', 'bg-danger', 'bg-ink-muted', 'bg-primary', 'bg-success'] as const;

/** Four bars and a word for a new password's strength (an estimate; the server decides). */
export function PasswordStrengthMeter({ password, personal = [] }: { password: string; personal?: readonly string[] }) {
  const { t } = useTranslation('identity');
  if (!password) return null;
  const score = passwordStrength(password, personal);
  const label = t(`strength.${levels[score]}`);
  return (
    <div className="mt-2" data-testid="password-strength" data-score={score}>
      <div
        role="meter"
        aria-label={t('strength.label')}
        aria-valuemin={0}
        aria-valuemax={4}
        aria-valuenow={score}
        aria-valuetext={label}
        className="grid grid-cols-4 gap-1"
      >
        {[1, 2, 3, 4].map((bar) => (
          <span key={bar} className={cn('h-1.5 rounded-full', bar <= score ? fills[score] : 'bg-line')} />
        ))}
      </div>
      <p className="mt-1 text-xs text-ink-muted" aria-live="polite">
        {t('strength.text', { level: label })}
      </p>
    </div>
  );
}
