import { useTranslation } from '../../shared/lib/use-translation';

/** Footer line: the current year and the all-rights-reserved line. */
export function Copyright({ className }: { className?: string }) {
  const { t } = useTranslation('common');
  return (
    <p className={className} data-testid="copyright">
      {t('footer.copyright', { year: new Date().getFullYear(), brand: t('app.name') })}
    </p>
  );
}
