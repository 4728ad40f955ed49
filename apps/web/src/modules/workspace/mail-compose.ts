import type { Mail, MailAttachment } from '@hcims/contracts/workspace';

/**
 * What the compose form starts with: employee ids, subject and body; the files it already has
 * (a draft's, or those a forward carries on) and the copy a forward comes from.
 */
export type MailDraft = {
  draftId: string | null;
  to: string[];
  subject: string;
  body: string;
  forwardOf: string | null;
  attachments: MailAttachment[];
};

export const blankDraft: MailDraft = { draftId: null, to: [], subject: '', body: '', forwardOf: null, attachments: [] };

/** A subject with one prefix (`Re:`, `Fwd:`), however often the thread went back and forth. */
export function prefixed(prefix: string, subject: string): string {
  const bare = subject.replace(/^\s*((re|fwd?|aw|wg)\s*:\s*)+/i, '');
  return `${prefix} ${bare}`.trim();
}

/** The earlier message under a reply or forward, each line marked with `> `. */
export function quoted(mail: Pick<Mail, 'body'>, header: string): string {
  return `\n\n${header}\n${mail.body
    .split('\n')
    .map((line) => `> ${line}`)
    .join('\n')}`;
}

/** A reply goes to the sender (if they are in the directory); a forward starts with no recipient. */
export function replyDraft(mail: Mail, header: string): MailDraft {
  const to = mail.from?.employeeId ? [mail.from.employeeId] : [];
  return { draftId: null, to, subject: prefixed('Re:', mail.subject), body: quoted(mail, header), forwardOf: null, attachments: [] };
}

export function forwardDraft(mail: Mail, header: string): MailDraft {
  return {
    draftId: null,
    to: [],
    subject: prefixed('Fwd:', mail.subject),
    body: quoted(mail, header),
    forwardOf: mail.id,
    attachments: mail.attachments,
  };
}

/** A draft opened again: its recipients as the directory knows them. */
export function reopenDraft(mail: Mail): MailDraft {
  return {
    draftId: mail.id,
    to: mail.to.map((p) => p.employeeId).filter((id): id is string => !!id),
    subject: mail.subject,
    body: mail.body,
    forwardOf: null,
    attachments: mail.attachments,
  };
}
