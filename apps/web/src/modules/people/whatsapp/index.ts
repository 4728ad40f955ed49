/** The WhatsApp screen's parts. */
export { useWhatsAppStatus } from './api';
export * from './components';
