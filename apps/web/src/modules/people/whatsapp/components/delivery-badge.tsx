import type { WhatsAppRecipient } from '@hcims/contracts/people';
import { useTranslation } from '../../../../shared/lib/use-translation';
import { Badge, type BadgeTone } from '../../../../shared/ui/table';

const tones: Record<WhatsAppRecipient['status'], BadgeTone> = {
  queued: 'warning',
  sent: 'neutral',
  delivered: 'primary',
  read: 'success',
  failed: 'danger',
};

/** A delivery status in words (never colour alone). */
export function DeliveryBadge({ status }: { status: WhatsAppRecipient['status'] }) {
  const { t } = useTranslation('people');
  return <Badge tone={tones[status]}>{t(`whatsapp.status.${status}`)}</Badge>;
}
