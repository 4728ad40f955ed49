import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { signInThrottles } from './identity.table.js';
import type { ThrottleState } from './throttle.rules.js';

/** Sign-in throttle rows (ADR 0045), one per key; the keys must be bound first (bindEmails). */

export async function throttleOf(tx: Db, key: string): Promise<ThrottleState | null> {
  const [row] = await tx.select().from(signInThrottles).where(eq(signInThrottles.emailKey, key));
  return row ?? null;
}

/** Updates one throttle row under a row lock; answers the state after. */
export async function bumpThrottle(
  tx: Db,
  key: string,
  now: Date,
  step: (state: ThrottleState | null) => ThrottleState,
): Promise<ThrottleState> {
  await tx.insert(signInThrottles).values({ emailKey: key, updatedAt: now }).onConflictDoNothing();
  const [state] = await tx.select().from(signInThrottles).where(eq(signInThrottles.emailKey, key)).for('update');
  const next = step(state ?? null);
  await tx.update(signInThrottles).set(next).where(eq(signInThrottles.emailKey, key));
  return next;
}

export async function clearThrottle(tx: Db, key: string): Promise<void> {
  await tx.delete(signInThrottles).where(eq(signInThrottles.emailKey, key));
}
