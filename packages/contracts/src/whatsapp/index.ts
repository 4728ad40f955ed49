export * from './whatsapp.js';
