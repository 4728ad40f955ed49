import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';

/** The one PostgreSQL channel every server process LISTENs on (ADR 0102). */
export const REALTIME_CHANNEL = 'hcims_realtime';

/** What a signed-in client receives: a hint (`type` plus ids); the data itself comes from the API. */
export type RealtimeEvent = { type: string } & Record<string, string | number | boolean | null>;

/** An event for some members of one company. */
export type Delivery = { companyId: string; userIds: readonly string[]; event: RealtimeEvent };

/** Recipients per NOTIFY: keeps each payload far below PostgreSQL's 8,000-byte limit. */
const RECIPIENTS_PER_NOTIFY = 100;

/** The payloads of one delivery, split so that none is too long for NOTIFY. */
export function payloads(delivery: Delivery): string[] {
  const recipients = [...new Set(delivery.userIds)];
  const out: string[] = [];
  for (let i = 0; i < recipients.length; i += RECIPIENTS_PER_NOTIFY) {
    out.push(JSON.stringify({ c: delivery.companyId, u: recipients.slice(i, i + RECIPIENTS_PER_NOTIFY), e: delivery.event }));
  }
  return out;
}

/**
 * Sends an event to the members' open connections, in the caller's transaction: PostgreSQL
 * delivers a NOTIFY only when the transaction commits, so a client never hears of a row it
 * cannot read yet, nor of one rolled back. Outside a transaction it goes at once.
 */
export async function publish(tx: Db, delivery: Delivery): Promise<void> {
  for (const payload of payloads(delivery)) await tx.execute(sql`select pg_notify(${REALTIME_CHANNEL}, ${payload})`);
}
