import { createHmac, timingSafeEqual } from 'node:crypto';
import { z } from 'zod';

/**
 * Helpers for the inbound webhook route. Meta first verifies the URL with a GET, then POSTs
 * events signed with the app secret. The signature covers the exact bytes sent, so the route
 * must keep the raw body (a JSON parser that re-serialises would break it): register a
 * content-type parser with `parseAs: 'buffer'` in the webhook's own plugin scope.
 */

export type VerificationResult = { ok: true; challenge: string } | { ok: false };

function sameSecret(a: string, b: string): boolean {
  // Hash both sides so lengths match and nothing leaks through timing, not even the length.
  const left = createHmac('sha256', 'compare').update(a).digest();
  const right = createHmac('sha256', 'compare').update(b).digest();
  return timingSafeEqual(left, right);
}

/**
 * GET ?hub.mode=subscribe&hub.verify_token=...&hub.challenge=... : echo the challenge (200,
 * text/plain) when the token matches WHATSAPP_VERIFY_TOKEN; otherwise answer 403.
 */
export function verifySubscription(query: Record<string, unknown>, verifyToken: string | undefined): VerificationResult {
  const mode = query['hub.mode'];
  const token = query['hub.verify_token'];
  const challenge = query['hub.challenge'];
  if (!verifyToken || mode !== 'subscribe' || typeof token !== 'string' || typeof challenge !== 'string' || challenge === '') {
    return { ok: false };
  }
  return sameSecret(token, verifyToken) ? { ok: true, challenge } : { ok: false };
}

/**
 * X-Hub-Signature-256: "sha256=" + hex HMAC-SHA256 of the raw body with the app secret,
 * compared in constant time.
 */
export function verifySignature(rawBody: Buffer | string, header: string | string[] | undefined, appSecret: string | undefined): boolean {
  if (!appSecret || typeof header !== 'string') return false;
  const match = /^sha256=([0-9a-f]{64})$/i.exec(header.trim());
  if (!match) return false;
  const expected = createHmac('sha256', appSecret).update(rawBody).digest();
  return timingSafeEqual(expected, Buffer.from(match[1]!, 'hex'));
}

/** The signature header for a body: what Meta sends, and what tests send. */
export function signatureFor(rawBody: Buffer | string, appSecret: string): string {
  return `sha256=${createHmac('sha256', appSecret).update(rawBody).digest('hex')}`;
}

export type DeliveryStatus = 'sent' | 'delivered' | 'read' | 'failed';

export type StatusUpdate = {
  messageId: string;
  status: DeliveryStatus;
  recipientId: string;
  timestamp: Date;
  /** The business number the message went out from (several numbers can share a webhook). */
  phoneNumberId?: string;
  errors: { code: number; title: string; message?: string; details?: string }[];
};

const ErrorSchema = z.object({
  code: z.coerce.number(),
  title: z.string().default(''),
  message: z.string().optional(),
  error_data: z.object({ details: z.string().optional() }).optional(),
});

const StatusSchema = z.object({
  id: z.string().min(1),
  status: z.string(),
  recipient_id: z.string().default(''),
  timestamp: z.union([z.string(), z.number()]),
  errors: z.array(z.unknown()).optional(),
});

const deliveryStatuses = new Set<string>(['sent', 'delivered', 'read', 'failed']);

function parseTimestamp(value: string | number): Date | null {
  const seconds = Number(value);
  return Number.isFinite(seconds) && seconds > 0 ? new Date(seconds * 1000) : null;
}

/**
 * Delivery updates from a webhook payload (entry[].changes[].value.statuses[]). Lenient on
 * purpose: Meta adds fields and event kinds over time, so anything unexpected (incoming
 * messages, unknown statuses, malformed items) is skipped rather than failing the whole batch,
 * which Meta would otherwise resend for days.
 */
export function parseStatusUpdates(payload: unknown): StatusUpdate[] {
  const updates: StatusUpdate[] = [];
  const entries = (payload as { entry?: unknown } | null)?.entry;
  if (!Array.isArray(entries)) return updates;
  for (const entry of entries) {
    const changes = (entry as { changes?: unknown } | null)?.changes;
    if (!Array.isArray(changes)) continue;
    for (const change of changes) {
      const value = (change as { value?: unknown } | null)?.value as
        { statuses?: unknown; metadata?: { phone_number_id?: unknown } } | undefined;
      if (!value || !Array.isArray(value.statuses)) continue;
      const phoneNumberId = typeof value.metadata?.phone_number_id === 'string' ? value.metadata.phone_number_id : undefined;
      for (const raw of value.statuses) {
        const parsed = StatusSchema.safeParse(raw);
        if (!parsed.success || !deliveryStatuses.has(parsed.data.status)) continue;
        const timestamp = parseTimestamp(parsed.data.timestamp);
        if (!timestamp) continue;
        const errors = (parsed.data.errors ?? []).flatMap((e) => {
          const error = ErrorSchema.safeParse(e);
          if (!error.success) return [];
          const { code, title, message, error_data } = error.data;
          return [{ code, title, ...(message ? { message } : {}), ...(error_data?.details ? { details: error_data.details } : {}) }];
        });
        updates.push({
          messageId: parsed.data.id,
          status: parsed.data.status as DeliveryStatus,
          recipientId: parsed.data.recipient_id,
          timestamp,
          ...(phoneNumberId ? { phoneNumberId } : {}),
          errors,
        });
      }
    }
  }
  return updates;
}

const rank: Record<DeliveryStatus | 'queued', number> = { queued: 0, sent: 1, failed: 2, delivered: 2, read: 3 };

/**
 * Webhooks arrive out of order ("read" before "delivered") and twice. A status only moves
 * forward: queued -> sent -> delivered -> read; "failed" replaces queued or sent, never a
 * delivery that already happened.
 */
export function advanceStatus<S extends DeliveryStatus | 'queued'>(current: S, incoming: DeliveryStatus): S | DeliveryStatus {
  return rank[incoming] > rank[current] ? incoming : current;
}
