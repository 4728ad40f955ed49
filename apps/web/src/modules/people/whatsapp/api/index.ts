export * from './whatsapp-queries';
