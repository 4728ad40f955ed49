import type { Db } from '../../db/client.js';
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
 * exactly when the change it reports commits. Recipients repeated or empty are ignored.
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
}
