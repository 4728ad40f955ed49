import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import type { Mailer } from '../mail/index.js';
import type { NotificationKindDefinition } from '../modules/surfaces.js';
import { publish } from '../realtime/index.js';
import { notificationPreferences } from './notification-preferences.table.js';
import { translate } from './notification-text.js';
import { insertNotifications } from './notifications.repository.js';

export { notifications } from './notifications.table.js';
export { notificationPreferences } from './notification-preferences.table.js';
export * as notificationsRepo from './notifications.repository.js';
export { translate as notificationText } from './notification-text.js';

export type Notice = {
  /** `<module>.<kind>`, one of the module's declared `notificationKinds`. */
  kind: string;
  textKey: string;
  textValues?: Record<string, string | number>;
  href?: string;
};

export type NotificationChannel = 'in_app' | 'email';

/**
 * What notify() needs from the app that runs it (ADR 0107): the declared kinds with their
 * default channels, the mailer that queues the email channel, and the address users open.
 * Set once by the composition root (`buildApp`); one app per process in production.
 */
type Delivery = {
  kinds: ReadonlyMap<string, Pick<NotificationKindDefinition, 'labelKey' | 'defaultChannels'>>;
  mailer: Pick<Mailer, 'enqueueMany' | 'dispatchWhenCommitted'> | null;
  publicUrl: string | null;
};
let delivery: Delivery = { kinds: new Map(), mailer: null, publicUrl: null };

export function configureNotifications(config: {
  kinds: readonly NotificationKindDefinition[];
  mailer: Delivery['mailer'];
  publicUrl?: string | null;
}): void {
  delivery = {
    kinds: new Map(config.kinds.map((k) => [k.id, { labelKey: k.labelKey, defaultChannels: k.defaultChannels }])),
    mailer: config.mailer,
    publicUrl: config.publicUrl ?? null,
  };
}

/** The channels of a kind until a user chooses: its declaration's, in app for a kind nobody declared. */
export function defaultChannels(kind: string): readonly NotificationChannel[] {
  return delivery.kinds.get(kind)?.defaultChannels ?? ['in_app'];
}

/**
 * Tells members of a company something, in the caller's transaction: the notification exists
 * exactly when the change it reports commits, and so does the live update of their bells. Each
 * recipient's choice for the kind decides the channels (ADR 0107): a bell row when in app, a
 * message in the mail outbox when by email, both, or nothing. Recipients repeated or empty are ignored.
 */
export async function notify(tx: Db, companyId: string, userIds: readonly (string | null | undefined)[], notice: Notice): Promise<void> {
  const recipients = [...new Set(userIds.filter((u): u is string => !!u))];
  if (recipients.length === 0) return;
  const chosen = await tx
    .select({ userId: notificationPreferences.userId, inApp: notificationPreferences.inApp, email: notificationPreferences.email })
    .from(notificationPreferences)
    .where(
      and(
        eq(notificationPreferences.companyId, companyId),
        eq(notificationPreferences.kind, notice.kind),
        inArray(notificationPreferences.userId, recipients),
      ),
    );
  const byUser = new Map(chosen.map((c) => [c.userId, c]));
  const fallback = defaultChannels(notice.kind);
  const wants = (userId: string, channel: NotificationChannel) => {
    const own = byUser.get(userId);
    return own ? (channel === 'in_app' ? own.inApp : own.email) : fallback.includes(channel);
  };
  const inApp = recipients.filter((u) => wants(u, 'in_app'));
  const byEmail = recipients.filter((u) => wants(u, 'email'));

  await insertNotifications(
    tx,
    inApp.map((userId) => ({
      companyId,
      userId,
      kind: notice.kind,
      textKey: notice.textKey,
      textValues: notice.textValues ?? {},
      href: notice.href ?? null,
    })),
  );
  // The bells of those online update when the change commits (ADR 0102).
  if (inApp.length > 0) await publish(tx, { companyId, userIds: inApp, event: { type: 'notification', kind: notice.kind } });
  if (byEmail.length > 0) await queueEmails(tx, byEmail, notice);
}

/**
 * The email channel: one message per recipient through the mail outbox, in the caller's
 * transaction, delivered once it commits. The body is the notification's text and the path of
 * the screen it is about: a notification never carries a token, so nothing secret is stored.
 */
async function queueEmails(tx: Db, userIds: string[], notice: Notice): Promise<void> {
  const mailer = delivery.mailer;
  if (!mailer) return;
  // Members of the active company only (the users policy); disabled accounts get no mail.
  const result = await tx.execute(
    sql`select id, email from users where id in (${sql.join(
      userIds.map((u) => sql`${u}::uuid`),
      sql`, `,
    )}) and status = 'active'`,
  );
  const addresses = (result as { rows: { id: string; email: string }[] }).rows;
  if (addresses.length === 0) return;
  const label = translate(delivery.kinds.get(notice.kind)?.labelKey ?? notice.kind);
  const text = translate(notice.textKey, notice.textValues ?? {});
  const where = notice.href ? `${delivery.publicUrl ? delivery.publicUrl.replace(/\/$/, '') : ''}${notice.href}` : null;
  const body = [text, ...(where ? ['', where] : []), '', translate('workspace:preferences.emailFooter')].join('\n');
  const ids = await mailer.enqueueMany(
    tx,
    addresses.map((a) => ({
      to: a.email,
      userId: a.id,
      purpose: `notification:${notice.kind}`,
      subject: `${label}: ${text}`.slice(0, 200),
      text: body,
    })),
  );
  for (const id of ids) mailer.dispatchWhenCommitted(id);
}
