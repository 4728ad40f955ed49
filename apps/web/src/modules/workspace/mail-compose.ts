import type { Mail } from '@hcims/contracts/workspace';

/** What the compose form starts with: employee ids, subject and body. */
export type MailDraft = { draftId: string | null; to: string[]; subject: string; body: string };

export const blankDraft: MailDraft = { draftId: null, to: [], subject: '', body: '' };

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
  return { draftId: null, to, subject: prefixed('Re:', mail.subject), body: quoted(mail, header) };
}

export function forwardDraft(mail: Mail, header: string): MailDraft {
  return { draftId: null, to: [], subject: prefixed('Fwd:', mail.subject), body: quoted(mail, header) };
}

/** A draft opened again: its recipients as the directory knows them. */
export function reopenDraft(mail: Mail): MailDraft {
  return {
    draftId: mail.id,
    to: mail.to.map((p) => p.employeeId).filter((id): id is string => !!id),
    subject: mail.subject,
    body: mail.body,
  };
}
