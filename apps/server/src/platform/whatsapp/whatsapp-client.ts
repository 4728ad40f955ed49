import type { Env } from '../../env.js';
import { AppError } from '../errors/app-error.js';
import { normalisePhoneNumber, type PhoneOptions } from './phone-number.js';
import type { TemplateParameters } from './template-text.js';

/**
 * A thin client for the WhatsApp Cloud API's messages endpoint:
 * POST {WHATSAPP_API_URL}/{phone-number-id}/messages with a Bearer token. It only sends; the
 * outbox worker decides when (and whether) to retry, from `WhatsAppSendError.retryable`.
 */

export type WhatsAppConfig = {
  /** e.g. https://graph.facebook.com/v21.0 (the Graph API version is part of the URL). */
  apiUrl: string;
  token: string;
  phoneNumberId: string;
  /** Default 15 s: a hung connection must not hold an outbox worker forever. */
  timeoutMs?: number;
  /** For national numbers written with a leading 0; usually from the company settings. */
  defaultCountryCode?: string;
  /** Injectable for tests; defaults to the global fetch. */
  fetch?: typeof fetch;
};

type EnvSettings = Pick<Env, 'WHATSAPP_API_URL' | 'WHATSAPP_TOKEN' | 'WHATSAPP_PHONE_NUMBER_ID'>;

/** Without a token and a phone number id, messages stay queued and the screen says so. */
export function isConfigured(env: EnvSettings): boolean {
  return Boolean(env.WHATSAPP_TOKEN && env.WHATSAPP_PHONE_NUMBER_ID);
}

export function whatsAppConfigFromEnv(env: EnvSettings): WhatsAppConfig | null {
  if (!env.WHATSAPP_TOKEN || !env.WHATSAPP_PHONE_NUMBER_ID) return null;
  return { apiUrl: env.WHATSAPP_API_URL, token: env.WHATSAPP_TOKEN, phoneNumberId: env.WHATSAPP_PHONE_NUMBER_ID };
}

export type SentMessage = {
  /** The WhatsApp message id ("wamid...."); status webhooks refer to it. */
  messageId: string;
  /** The number as sent (digits). */
  to: string;
  /** The WhatsApp id the API resolved the number to, when it says. */
  waId?: string;
};

export type TemplateMessage = {
  /** The approved template's name. */
  name: string;
  /** The template language, as approved: "en", "en_US", "ar". */
  language: string;
  /** Body variables: an array for {{1}}, {{2}}...; a record for named {{first_name}}. */
  bodyParameters?: TemplateParameters;
};

/**
 * Why a send failed: `status` is the HTTP status (0 when no response), `graphCode` and
 * `graphSubcode` Meta's error codes, `retryable` whether the same request may succeed later.
 * A timeout is retryable but ambiguous (Meta may have accepted the message): `ambiguous` says
 * so, and the caller should check delivery status before sending again.
 */
export class WhatsAppSendError extends AppError {
  constructor(
    message: string,
    readonly info: {
      status: number;
      graphCode?: number;
      graphSubcode?: number;
      graphType?: string;
      fbtraceId?: string;
      details?: string;
      retryable: boolean;
      ambiguous?: boolean;
    },
    cause?: unknown,
  ) {
    super('WHATSAPP_SEND_FAILED', message, { status: 502, details: info, cause });
    this.name = 'WhatsAppSendError';
  }

  get retryable(): boolean {
    return this.info.retryable;
  }
}

/**
 * Graph error codes that mean "later": throttling (4, 80007, 130429, 131056) and temporary
 * trouble on Meta's side (1, 2, 131000, 131016, 133004). Everything else (bad token, unknown
 * template, number not on WhatsApp, outside the 24-hour window: 131047) fails the same way again.
 */
const retryableGraphCodes = new Set([1, 2, 4, 80007, 130429, 131000, 131016, 131056, 133004]);

export function isRetryable(status: number, graphCode?: number): boolean {
  if (graphCode !== undefined && retryableGraphCodes.has(graphCode)) return true;
  return status === 429 || status >= 500;
}

export type WhatsAppClient = {
  sendText(to: string, body: string, options?: { previewUrl?: boolean }): Promise<SentMessage>;
  sendTemplate(to: string, template: TemplateMessage): Promise<SentMessage>;
};

/** The Cloud API's limit for a text body. */
export const MAX_TEXT_LENGTH = 4096;

export function createWhatsAppClient(config: WhatsAppConfig): WhatsAppClient {
  const doFetch = config.fetch ?? fetch;
  const endpoint = `${config.apiUrl.replace(/\/+$/, '')}/${encodeURIComponent(config.phoneNumberId)}/messages`;
  const phoneOptions: PhoneOptions = config.defaultCountryCode ? { defaultCountryCode: config.defaultCountryCode } : {};

  function recipient(to: string): string {
    const digits = normalisePhoneNumber(to, phoneOptions);
    if (!digits) {
      throw new AppError('WHATSAPP_INVALID_PHONE', `"${to}" is not an international phone number`, {
        status: 422,
        details: [{ path: 'to', message: 'is not an international phone number (e.g. +971 50 123 4567)' }],
      });
    }
    return digits;
  }

  async function post(to: string, message: Record<string, unknown>): Promise<SentMessage> {
    const body = { messaging_product: 'whatsapp', recipient_type: 'individual', to, ...message };
    let response: Response;
    try {
      response = await doFetch(endpoint, {
        method: 'POST',
        headers: { authorization: `Bearer ${config.token}`, 'content-type': 'application/json', accept: 'application/json' },
        body: JSON.stringify(body),
        signal: AbortSignal.timeout(config.timeoutMs ?? 15_000),
      });
    } catch (error) {
      const timedOut = (error as Error).name === 'TimeoutError' || (error as Error).name === 'AbortError';
      throw new WhatsAppSendError(
        timedOut ? 'The WhatsApp API did not answer in time' : 'The WhatsApp API could not be reached',
        { status: 0, retryable: true, ...(timedOut ? { ambiguous: true } : {}) },
        error,
      );
    }
    const text = await response.text();
    let json: unknown;
    try {
      json = text ? JSON.parse(text) : undefined;
    } catch {
      json = undefined;
    }
    if (!response.ok) throw graphError(response.status, json);
    const messages = (json as { messages?: { id?: unknown }[] } | undefined)?.messages;
    const messageId = messages?.[0]?.id;
    if (typeof messageId !== 'string' || messageId === '') {
      // Accepted (2xx) but unreadable: Meta may well send it, so do not blindly resend.
      throw new WhatsAppSendError('The WhatsApp API answered without a message id', {
        status: response.status,
        retryable: false,
        ambiguous: true,
      });
    }
    const waId = (json as { contacts?: { wa_id?: unknown }[] }).contacts?.[0]?.wa_id;
    return { messageId, to, ...(typeof waId === 'string' ? { waId } : {}) };
  }

  return {
    async sendText(to, body, options = {}) {
      const text = body.trim();
      if (text === '' || body.length > MAX_TEXT_LENGTH) {
        throw new AppError('WHATSAPP_INVALID_MESSAGE', `A message needs 1 to ${MAX_TEXT_LENGTH} characters`, {
          status: 422,
          details: [{ path: 'body', message: `needs 1 to ${MAX_TEXT_LENGTH} characters` }],
        });
      }
      return post(recipient(to), { type: 'text', text: { body, preview_url: options.previewUrl ?? false } });
    },

    async sendTemplate(to, template) {
      const parameters = template.bodyParameters ?? [];
      const list = Array.isArray(parameters)
        ? parameters.map((text) => ({ type: 'text', text }))
        : Object.entries(parameters).map(([parameter_name, text]) => ({ type: 'text', parameter_name, text }));
      return post(recipient(to), {
        type: 'template',
        template: {
          name: template.name,
          language: { code: template.language },
          ...(list.length > 0 ? { components: [{ type: 'body', parameters: list }] } : {}),
        },
      });
    },
  };
}

/** Graph errors look like { error: { message, type, code, error_subcode, error_data: { details }, fbtrace_id } }. */
function graphError(status: number, json: unknown): WhatsAppSendError {
  const error = (json as { error?: Record<string, unknown> } | undefined)?.error ?? {};
  const number = (v: unknown) => (typeof v === 'number' ? v : typeof v === 'string' && /^\d+$/.test(v) ? Number(v) : undefined);
  const string = (v: unknown) => (typeof v === 'string' ? v : undefined);
  const graphCode = number(error.code);
  const graphSubcode = number(error.error_subcode);
  const graphType = string(error.type);
  const fbtraceId = string(error.fbtrace_id);
  const details = string((error.error_data as { details?: unknown } | undefined)?.details);
  const message = string(error.message) ?? `The WhatsApp API answered ${status}`;
  return new WhatsAppSendError(message, {
    status,
    ...(graphCode !== undefined ? { graphCode } : {}),
    ...(graphSubcode !== undefined ? { graphSubcode } : {}),
    ...(graphType ? { graphType } : {}),
    ...(fbtraceId ? { fbtraceId } : {}),
    ...(details ? { details } : {}),
    retryable: isRetryable(status, graphCode),
  });
}
