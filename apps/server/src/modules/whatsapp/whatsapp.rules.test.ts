import { describe, expect, it } from 'vitest';
import { AppError } from '../../platform/errors/app-error.js';
import { WhatsAppSendError } from '../../platform/whatsapp/index.js';
import {
  checkBody,
  MAX_ATTEMPTS,
  outcomeOf,
  planRecipient,
  retryDelaySeconds,
  variablesOf,
  type RecipientFacts,
} from './whatsapp.rules.js';

const facts: RecipientFacts = {
  firstName: 'Layla',
  lastName: 'Haddad',
  preferredName: null,
  employeeNumber: 'MC-014',
  departmentName: 'Human Resources',
  designationName: 'HR Specialist',
  managerName: 'Omar Al Mansoori',
  hireDate: '2021-04-11',
  companyName: 'Meridian Crest Trading',
  mobilePhone: '050 123 4567',
  workPhone: null,
};

describe('WhatsApp rules', () => {
  it('fills every known variable from the employee record', () => {
    expect(variablesOf(facts)).toEqual({
      first_name: 'Layla',
      last_name: 'Haddad',
      full_name: 'Layla Haddad',
      preferred_name: 'Layla',
      employee_number: 'MC-014',
      department: 'Human Resources',
      designation: 'HR Specialist',
      manager_name: 'Omar Al Mansoori',
      hire_date: '2021-04-11',
      company: 'Meridian Crest Trading',
    });
  });

  it('refuses a body with an unknown variable, naming it', () => {
    expect(checkBody('Hi {{first_name}}, welcome to {{company}}')).toEqual(['first_name', 'company']);
    try {
      checkBody('Hi {{frist_name}} and {{1}}');
      throw new Error('accepted');
    } catch (error) {
      expect(error).toBeInstanceOf(AppError);
      expect((error as AppError).code).toBe('WHATSAPP_UNKNOWN_VARIABLE');
      expect((error as AppError).message).toBe('Unknown variables: {{frist_name}}, {{1}}');
    }
  });

  it('renders per recipient and reads a national number with the company country', () => {
    const planned = planRecipient('Happy birthday {{first_name}} from {{company}}!', facts, { countryCode: 'AE', template: false });
    expect(planned).toEqual({
      phone: '971501234567',
      text: 'Happy birthday Layla from Meridian Crest Trading!',
      parameters: { first_name: 'Layla', company: 'Meridian Crest Trading' },
      failure: null,
    });
    // Without a country a trunk-0 number is not guessed.
    expect(planRecipient('Hi', facts, { countryCode: null, template: false }).failure?.code).toBe('WHATSAPP_INVALID_PHONE');
    expect(planRecipient('Hi', { ...facts, mobilePhone: '+44 7700 900123' }, { countryCode: null, template: false }).phone).toBe(
      '447700900123',
    );
  });

  it('fails a recipient without a number, and a template whose variable has no value for them', () => {
    expect(planRecipient('Hi', { ...facts, mobilePhone: null }, { countryCode: 'AE', template: false }).failure).toEqual({
      code: 'WHATSAPP_NO_PHONE',
      reason: 'The employee has no mobile or work phone number',
    });
    expect(
      planRecipient('Hi', { ...facts, mobilePhone: null, workPhone: '+97143334444' }, { countryCode: 'AE', template: false }).phone,
    ).toBe('97143334444');
    const noNumber = { ...facts, employeeNumber: null };
    expect(planRecipient('Your number: {{employee_number}}', noNumber, { countryCode: 'AE', template: true }).failure?.code).toBe(
      'WHATSAPP_MISSING_VARIABLE',
    );
    // A free text simply leaves it empty.
    expect(planRecipient('Your number: {{employee_number}}', noNumber, { countryCode: 'AE', template: false })).toMatchObject({
      text: 'Your number: ',
      failure: null,
    });
  });

  it('retries throttling and Meta-side errors with back-off, never an ambiguous send, and gives up after the last attempt', () => {
    const throttled = new WhatsAppSendError('Rate limit hit', { status: 400, graphCode: 130429, retryable: true });
    expect(outcomeOf({ error: throttled }, 1)).toEqual({
      status: 'queued',
      retryInSeconds: 30,
      failureCode: 'WHATSAPP_130429',
      failureReason: 'Rate limit hit',
    });
    expect(outcomeOf({ error: throttled }, 3)).toMatchObject({ status: 'queued', retryInSeconds: 120 });
    expect(outcomeOf({ error: throttled }, MAX_ATTEMPTS)).toMatchObject({ status: 'failed', failureCode: 'WHATSAPP_130429' });
    const timeout = new WhatsAppSendError('The WhatsApp API did not answer in time', { status: 0, retryable: true, ambiguous: true });
    expect(outcomeOf({ error: timeout }, 1)).toMatchObject({ status: 'failed', failureCode: 'WHATSAPP_AMBIGUOUS' });
    const window = new WhatsAppSendError('Re-engagement message', {
      status: 400,
      graphCode: 131047,
      retryable: false,
      details: 'Message failed to send because more than 24 hours have passed',
    });
    expect(outcomeOf({ error: window }, 1)).toEqual({
      status: 'failed',
      failureCode: 'WHATSAPP_131047',
      failureReason: 'Re-engagement message: Message failed to send because more than 24 hours have passed',
    });
    expect(outcomeOf({ messageId: 'wamid.1' }, 1)).toEqual({ status: 'sent', providerMessageId: 'wamid.1' });
    expect(retryDelaySeconds(10)).toBe(3600);
  });
});
