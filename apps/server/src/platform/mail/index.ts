export { mailMessages } from './mail.table.js';
export { createMailer, MAIL_LINK, smtpTransport, type Mailer, type MailTransport, type MailCopy, type OutgoingMail } from './mail.js';
