import { employeesInScope, messageRecipients } from './messaging.repository.js';

/**
 * What a messaging module (WhatsApp) reads about employees: who a caller may message, with the
 * facts message variables use, and which employees their scope covers. People does not import
 * the messaging module; the composition root (`modules.ts`) hands this to it as its port.
 */
export const messagingPeoplePort = { recipients: messageRecipients, employeesInScope };
