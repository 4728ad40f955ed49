export { mailMessages } from './mail.table.js';
export { createMailer, smtpTransport, type Mailer, type MailTransport, type OutgoingMail } from './mail.js';
