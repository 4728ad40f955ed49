export {
  createWhatsAppClient,
  isConfigured,
  isRetryable,
  MAX_TEXT_LENGTH,
  whatsAppConfigFromEnv,
  WhatsAppSendError,
  type SentMessage,
  type TemplateMessage,
  type WhatsAppClient,
  type WhatsAppConfig,
} from './whatsapp-client.js';
export { normalisePhoneNumber, type PhoneOptions } from './phone-number.js';
export { missingTemplateParameters, renderTemplateText, templatePlaceholders, type TemplateParameters } from './template-text.js';
export {
  advanceStatus,
  parseStatusUpdates,
  signatureFor,
  verifySignature,
  verifySubscription,
  type DeliveryStatus,
  type StatusUpdate,
  type VerificationResult,
} from './webhook.js';
