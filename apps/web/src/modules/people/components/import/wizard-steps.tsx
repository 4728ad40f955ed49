import { Check } from 'lucide-react';
import { cn } from '../../../../shared/lib/cn';
import { useTranslation } from '../../../../shared/lib/use-translation';
import { importSteps, type ImportStep } from './import-rules';

/** Where the wizard is: an ordered list, the current step marked with aria-current. */
export function WizardSteps({ current }: { current: ImportStep }) {
  const { t } = useTranslation('people');
  const index = importSteps.indexOf(current);
  return (
    <ol className="mb-6 grid grid-cols-4 gap-2" aria-label={t('import.stepsLabel')}>
      {importSteps.map((step, i) => (
        <li
          key={step}
          aria-current={i === index ? 'step' : undefined}
          className="flex min-w-0 flex-col items-center gap-1.5 text-center sm:flex-row sm:text-start"
        >
          <span
            className={cn(
              'grid size-7 shrink-0 place-items-center rounded-full text-xs font-semibold',
              i < index && 'bg-success text-primary-foreground',
              i === index && 'bg-primary text-primary-foreground',
              i > index && 'border border-line bg-surface text-ink-muted',
            )}
            aria-hidden="true"
          >
            {i < index ? <Check className="size-4" /> : i + 1}
          </span>
          <span className={cn('min-w-0 text-xs sm:text-sm', i === index ? 'font-semibold text-ink' : 'text-ink-muted')}>
            {t(`import.steps.${step}`)}
            {i < index && <span className="sr-only">{t('import.stepDone')}</span>}
          </span>
        </li>
      ))}
    </ol>
  );
}
