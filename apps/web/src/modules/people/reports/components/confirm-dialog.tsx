import { useTranslation } from '../../../../shared/lib/use-translation';
import { ConfirmDialog as SharedConfirmDialog, type ConfirmDialogProps } from '../../../../shared/ui/confirm-dialog';
import { problemText, toProblem, type ErrorScope } from '../lib';

/** Asks before a destructive action, in the words of `people:<scope>`. */
export function ConfirmDialog({ scope, ...props }: Omit<ConfirmDialogProps, 'cancelLabel' | 'errorText'> & { scope: ErrorScope }) {
  const { t } = useTranslation('people');
  return <SharedConfirmDialog {...props} cancelLabel={t(`${scope}.cancel`)} errorText={(e) => problemText(t, toProblem(e), scope)} />;
}
