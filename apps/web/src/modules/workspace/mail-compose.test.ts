import { describe, expect, it } from 'vitest';
import { forwardDraft, prefixed, quoted, replyDraft } from './mail-compose';

const mail = {
  id: '00000000-0000-4000-8000-000000000001',
  box: 'inbox' as const,
  from: { userId: '00000000-0000-4000-8000-000000000002', name: 'Ana Lima', employeeId: '00000000-0000-4000-8000-000000000003' },
  to: [],
  system: false,
  subject: 'Re: Plan',
  preview: '',
  at: '2026-03-10T09:00:00.000Z',
  read: true,
  starred: false,
  trashed: false,
  attachmentCount: 1,
  body: 'Line one\nLine two',
  attachments: [{ id: '00000000-0000-4000-8000-000000000004', fileName: 'plan.pdf', contentType: 'application/pdf', size: 10 }],
};

describe('mail compose', () => {
  it('keeps a single prefix', () => {
    expect(prefixed('Re:', 'Re: RE: Fwd: Plan')).toBe('Re: Plan');
    expect(prefixed('Fwd:', 'Plan')).toBe('Fwd: Plan');
  });
  it('quotes every line under a header', () => {
    expect(quoted(mail, 'Ana wrote:')).toBe('\n\nAna wrote:\n> Line one\n> Line two');
  });
  it('replies to the sender and forwards to nobody yet', () => {
    expect(replyDraft(mail, 'h')).toMatchObject({ to: [mail.from.employeeId], subject: 'Re: Plan', draftId: null });
    expect(forwardDraft(mail, 'h')).toMatchObject({ to: [], subject: 'Fwd: Plan', forwardOf: mail.id, attachments: mail.attachments });
    expect(replyDraft(mail, 'h')).toMatchObject({ forwardOf: null, attachments: [] });
    expect(replyDraft({ ...mail, from: null }, 'h').to).toEqual([]);
  });
});
