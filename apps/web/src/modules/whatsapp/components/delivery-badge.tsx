import type { WhatsAppRecipient } from '@hcims/contracts/whatsapp';
import { useTranslation } from '../../../shared/lib/use-translation';
import { Badge, type BadgeTone } from '../../../shared/ui/table';

const tones: Record<WhatsAppRecipient['status'], BadgeTone> = {
  queued: 'warning',
  sent: 'neutral',
  delivered: 'primary',
  read: 'success',
  failed: 'danger',
};

/** A delivery status in words (never colour alone). */
export function DeliveryBadge({ status }: { status: WhatsAppRecipient['status'] }) {
  const { t } = useTranslation('whatsapp');
  return <Badge tone={tones[status]}>{t(`status.${status}`)}</Badge>;
}
