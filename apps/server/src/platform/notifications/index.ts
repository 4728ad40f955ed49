import type { Db } from '../../db/client.js';
import { publish } from '../realtime/index.js';
import { insertNotifications } from './notifications.repository.js';

export { notifications } from './notifications.table.js';
export * as notificationsRepo from './notifications.repository.js';

export type Notice = {
  /** `<module>.<kind>`, one of the module's declared `notificationKinds`. */
  kind: string;
  textKey: string;
  textValues?: Record<string, string | number>;
  href?: string;
};

/**
 * Tells members of a company something, in the caller's transaction: the notification exists
 * exactly when the change it reports commits, and so does the live update of their bells. Recipients repeated or empty are ignored.
 */
export async function notify(tx: Db, companyId: string, userIds: readonly (string | null | undefined)[], notice: Notice): Promise<void> {
  const recipients = [...new Set(userIds.filter((u): u is string => !!u))];
  await insertNotifications(
    tx,
    recipients.map((userId) => ({
      companyId,
      userId,
      kind: notice.kind,
      textKey: notice.textKey,
      textValues: notice.textValues ?? {},
      href: notice.href ?? null,
    })),
  );
  // The bells of those online update when the change commits (ADR 0102).
  if (recipients.length > 0) await publish(tx, { companyId, userIds: recipients, event: { type: 'notification', kind: notice.kind } });
}
