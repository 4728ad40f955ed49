import { WHATSAPP_VARIABLES, type DeliveryStatusDto } from '@hcims/contracts/whatsapp';
import { AppError } from '../../platform/errors/app-error.js';
import {
  MAX_TEXT_LENGTH,
  normalisePhoneNumber,
  renderTemplateText,
  templatePlaceholders,
  WhatsAppSendError,
  type DeliveryStatus,
} from '../../platform/whatsapp/index.js';
import { callingCode } from './calling-codes.js';

/** Pure rules of WhatsApp messaging: variables, rendering, phone numbers, retries. */

export type RecipientFacts = {
  firstName: string;
  lastName: string;
  preferredName: string | null;
  employeeNumber: string | null;
  departmentName: string;
  designationName: string;
  managerName: string | null;
  hireDate: string;
  companyName: string;
  mobilePhone: string | null;
  workPhone: string | null;
};

/** The values of every known variable for one employee; an unknown value is the empty string. */
export function variablesOf(facts: RecipientFacts): Record<string, string> {
  return {
    first_name: facts.firstName,
    last_name: facts.lastName,
    full_name: `${facts.firstName} ${facts.lastName}`,
    preferred_name: facts.preferredName ?? facts.firstName,
    employee_number: facts.employeeNumber ?? '',
    department: facts.departmentName,
    designation: facts.designationName,
    manager_name: facts.managerName ?? '',
    hire_date: facts.hireDate,
    company: facts.companyName,
  };
}

/** Refuses a body naming a variable we cannot fill (a typo would reach every recipient as "{{frist_name}}"). */
export function checkBody(body: string, path = 'body.body'): string[] {
  const known = new Set<string>(WHATSAPP_VARIABLES);
  const names = templatePlaceholders(body);
  const unknown = names.filter((n) => !known.has(n));
  if (unknown.length > 0) {
    throw new AppError('WHATSAPP_UNKNOWN_VARIABLE', `Unknown variables: ${unknown.map((n) => `{{${n}}}`).join(', ')}`, {
      status: 422,
      details: [{ path, message: `unknown variables ${unknown.join(', ')}; known: ${WHATSAPP_VARIABLES.join(', ')}` }],
    });
  }
  return names;
}

export type PlannedRecipient = {
  phone: string | null;
  text: string;
  /** Named parameters for a Cloud API template (only the placeholders the body uses). */
  parameters: Record<string, string>;
  /** Set when the message cannot be sent to this person at all. */
  failure: { code: string; reason: string } | null;
};

/**
 * What one employee receives: the rendered text, their number in international digits (a
 * national number needs the company's country), or why it cannot go out.
 */
export function planRecipient(
  body: string,
  facts: RecipientFacts,
  options: { countryCode: string | null; template: boolean },
): PlannedRecipient {
  const values = variablesOf(facts);
  const names = templatePlaceholders(body);
  const parameters = Object.fromEntries(names.map((n) => [n, values[n] ?? '']));
  const text = renderTemplateText(body, values);
  const raw = facts.mobilePhone ?? facts.workPhone;
  if (!raw)
    return {
      phone: null,
      text,
      parameters,
      failure: { code: 'WHATSAPP_NO_PHONE', reason: 'The employee has no mobile or work phone number' },
    };
  const country = callingCode(options.countryCode);
  const phone = normalisePhoneNumber(raw, country ? { defaultCountryCode: country } : {});
  if (!phone)
    return {
      phone: null,
      text,
      parameters,
      failure: { code: 'WHATSAPP_INVALID_PHONE', reason: `"${raw}" is not an international phone number` },
    };
  const empty = names.filter((n) => parameters[n] === '');
  if (options.template && empty.length > 0) {
    // The Cloud API refuses an empty template parameter; say which value is missing instead.
    return { phone, text, parameters, failure: { code: 'WHATSAPP_MISSING_VARIABLE', reason: `No value for ${empty.join(', ')}` } };
  }
  if (text.length > MAX_TEXT_LENGTH)
    return { phone, text, parameters, failure: { code: 'WHATSAPP_INVALID_MESSAGE', reason: 'The message is too long' } };
  return { phone, text, parameters, failure: null };
}

/** Attempts before a retryable failure becomes final. */
export const MAX_ATTEMPTS = 5;

/** 30 s, 1, 2, 4 minutes...: WhatsApp throttling clears in minutes. */
export function retryDelaySeconds(attempts: number): number {
  return Math.min(30 * 2 ** Math.max(0, attempts - 1), 3600);
}

export type SendOutcome =
  | { status: 'sent'; providerMessageId: string }
  | { status: 'queued'; retryInSeconds: number; failureCode: string; failureReason: string }
  | { status: 'failed'; failureCode: string; failureReason: string };

/** What a send attempt means for the recipient row. */
export function outcomeOf(result: { messageId: string } | { error: unknown }, attempts: number): SendOutcome {
  if ('messageId' in result) return { status: 'sent', providerMessageId: result.messageId };
  const error = result.error;
  if (error instanceof WhatsAppSendError) {
    const code = error.info.graphCode !== undefined ? `WHATSAPP_${error.info.graphCode}` : 'WHATSAPP_SEND_FAILED';
    const reason = error.info.details ? `${error.message}: ${error.info.details}` : error.message;
    if (error.info.ambiguous) {
      // Meta may have accepted it: sending again could deliver it twice (ADR 0009).
      return {
        status: 'failed',
        failureCode: 'WHATSAPP_AMBIGUOUS',
        failureReason: `${reason}; not sent again, as it may have been delivered`,
      };
    }
    if (error.retryable && attempts < MAX_ATTEMPTS)
      return { status: 'queued', retryInSeconds: retryDelaySeconds(attempts), failureCode: code, failureReason: reason };
    return { status: 'failed', failureCode: code, failureReason: reason };
  }
  if (error instanceof AppError) return { status: 'failed', failureCode: error.code, failureReason: error.message };
  return attempts < MAX_ATTEMPTS
    ? {
        status: 'queued',
        retryInSeconds: retryDelaySeconds(attempts),
        failureCode: 'WHATSAPP_SEND_FAILED',
        failureReason: 'Unexpected error while sending',
      }
    : { status: 'failed', failureCode: 'WHATSAPP_SEND_FAILED', failureReason: 'Unexpected error while sending' };
}

/** The timestamp column a webhook status fills. */
export function timestampColumnOf(status: DeliveryStatus): 'sentAt' | 'deliveredAt' | 'readAt' | 'failedAt' {
  return ({ sent: 'sentAt', delivered: 'deliveredAt', read: 'readAt', failed: 'failedAt' } as const)[status];
}

export function isFinal(status: DeliveryStatusDto): boolean {
  return status === 'read' || status === 'failed';
}
