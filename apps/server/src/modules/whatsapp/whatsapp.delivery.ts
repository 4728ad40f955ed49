import type { FastifyBaseLogger } from 'fastify';
import type { Database, Db } from '../../db/client.js';
import type { Clock } from '../../platform/auth/index.js';
import { bindCompany, withTenant, type TenantContext } from '../../platform/tenancy/index.js';
import { advanceStatus, templatePlaceholders, type StatusUpdate, type WhatsAppClient } from '../../platform/whatsapp/index.js';
import * as repo from './whatsapp.repository.js';
import { outcomeOf, timestampColumnOf } from './whatsapp.rules.js';

/**
 * Delivery of the outbox through the Cloud API client (the job), and the status webhook's
 * updates. Not request work: no caller's session, so each step opens its own transaction.
 */

export type WhatsAppDeliveryDeps = {
  /** The owner's connection for the worker's sweep over every company; the runtime one for the webhook. */
  database: Database;
  clock: Clock;
  /** Null without configuration: messages stay queued. */
  client: WhatsAppClient | null;
  log: Pick<FastifyBaseLogger, 'info' | 'warn'>;
};

const BATCH = 20;
const CLAIM_SECONDS = 120;

/** jsonb does not keep key order: send the parameters in the order the body names them. */
function inBodyOrder(body: string, parameters: Record<string, string>): Record<string, string> {
  return Object.fromEntries(templatePlaceholders(body).map((name) => [name, parameters[name] ?? '']));
}

export type WhatsAppDelivery = ReturnType<typeof createWhatsAppDelivery>;

export function createWhatsAppDelivery(deps: WhatsAppDeliveryDeps) {
  const { database, clock } = deps;

  /**
   * Sends the company's due queued recipients, a batch at a time. Each row is claimed (with a
   * lease) in a short transaction before the HTTP call and settled in another after it, so no
   * transaction waits on the network and a crashed worker's claim simply expires. Returns the
   * number of seconds until the earliest retry, if any.
   */
  async function deliver(companyId: string): Promise<{ sent: number; failed: number; retryInSeconds: number | null }> {
    const client = deps.client;
    if (!client) return { sent: 0, failed: 0, retryInSeconds: null };
    const ctx: TenantContext = { companyId, groupId: '', userId: null };
    let sent = 0;
    let failed = 0;
    let retryIn: number | null = null;
    for (;;) {
      const now = clock();
      const claimUntil = new Date(now.getTime() + CLAIM_SECONDS * 1000);
      const claimed = await withTenant(database, ctx, (tx) => repo.claimDue(tx, companyId, now, claimUntil, BATCH));
      if (claimed.length === 0) break;
      const messageIds = [...new Set(claimed.map((r) => r.messageId))];
      const messages = await withTenant(database, ctx, (tx) => repo.messagesToSend(tx, messageIds));
      const messageOf = new Map(messages.map((m) => [m.id, m]));
      for (const recipient of claimed) {
        const message = messageOf.get(recipient.messageId)!;
        let result: { messageId: string } | { error: unknown };
        try {
          result = message.cloudTemplateName
            ? await client.sendTemplate(recipient.phone!, {
                name: message.cloudTemplateName,
                language: message.language ?? 'en',
                ...(recipient.parameters && Object.keys(recipient.parameters).length > 0
                  ? { bodyParameters: inBodyOrder(message.body, recipient.parameters) }
                  : {}),
              })
            : await client.sendText(recipient.phone!, recipient.text);
        } catch (error) {
          result = { error };
        }
        const outcome = outcomeOf(result, recipient.attempts);
        const at = clock();
        const failure = outcome.status === 'sent' ? null : { failureCode: outcome.failureCode, failureReason: outcome.failureReason };
        await withTenant(database, ctx, (tx) =>
          repo.settleRecipient(
            tx,
            recipient.id,
            outcome.status === 'sent'
              ? {
                  status: 'sent',
                  providerMessageId: outcome.providerMessageId,
                  sentAt: at,
                  claimedUntil: null,
                  failureCode: null,
                  failureReason: null,
                  updatedAt: at,
                }
              : outcome.status === 'queued'
                ? { nextAttemptAt: new Date(at.getTime() + outcome.retryInSeconds * 1000), claimedUntil: null, ...failure, updatedAt: at }
                : { status: 'failed', failedAt: at, claimedUntil: null, ...failure, updatedAt: at },
          ),
        );
        if (outcome.status === 'sent') sent++;
        else if (outcome.status === 'failed') failed++;
        else retryIn = Math.min(retryIn ?? Number.MAX_SAFE_INTEGER, outcome.retryInSeconds);
      }
    }
    if (sent + failed > 0) deps.log.info({ companyId, sent, failed }, 'WhatsApp messages delivered');
    return { sent, failed, retryInSeconds: retryIn };
  }

  /** Companies with recipients waiting (platform read: one bound look-up per company). */
  async function companiesWithQueue(): Promise<string[]> {
    const waiting: string[] = [];
    for (const id of await repo.companyIds(database.db)) {
      const due = await database.db.transaction(async (tx) => {
        await bindCompany(tx, { companyId: id, userId: null });
        return repo.hasDueRecipient(tx, id, clock());
      });
      if (due) waiting.push(id);
    }
    return waiting;
  }

  return { deliver, companiesWithQueue };
}

/**
 * Applies delivery updates from the webhook. It knows only Meta's message id: the look-up policy
 * (migrations 0007, 0010: only while no company is bound) lets the read find the one row and its
 * company, then the update runs bound to that company. Unknown ids are ignored (another system's
 * messages, or deleted ones), and so are updates for another sending number.
 */
export async function applyStatusUpdates(
  deps: { database: Pick<Database, 'db'>; clock: Clock; phoneNumberId: string | undefined },
  updates: StatusUpdate[],
): Promise<number> {
  let applied = 0;
  for (const update of updates) {
    if (deps.phoneNumberId && update.phoneNumberId && update.phoneNumberId !== deps.phoneNumberId) continue;
    const changed = await deps.database.db.transaction(async (raw) => {
      const tx = raw as unknown as Db;
      const found = await repo.recipientByProviderId(tx, update.messageId);
      if (!found) return false;
      await bindCompany(tx, { companyId: found.companyId, userId: null });
      const next = advanceStatus(found.status, update.status);
      const column = timestampColumnOf(update.status);
      const error = update.errors[0];
      await repo.updateRecipient(tx, found.companyId, found.id, {
        status: next,
        [column]: update.timestamp,
        ...(update.status === 'failed' && next === 'failed'
          ? {
              failureCode: error ? `WHATSAPP_${error.code}` : 'WHATSAPP_SEND_FAILED',
              failureReason: error ? [error.title, error.message, error.details].filter(Boolean).join(': ') : 'Failed',
            }
          : {}),
        updatedAt: deps.clock(),
      });
      return true;
    });
    if (changed) applied++;
  }
  return applied;
}
