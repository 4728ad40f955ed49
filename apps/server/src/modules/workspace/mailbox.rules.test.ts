import { describe, expect, it } from 'vitest';
import { folderFilter, LINK_REMOVED, previewOf, withoutSecrets } from './mailbox.rules.js';

describe('mailbox rules', () => {
  it('previews a body on one line, cut at a word', () => {
    expect(previewOf('Hello\n\n  team,  lunch at noon')).toBe('Hello team, lunch at noon');
    const long = `${'word '.repeat(60)}end`;
    const preview = previewOf(long);
    expect(preview.length).toBeLessThanOrEqual(141);
    expect(preview.endsWith('word…')).toBe(true);
  });

  it('replaces links carrying a token, and keeps ordinary links and text', () => {
    const text = [
      'Choose a password: https://hr.example.com/auth/reset#token=abc123-def',
      'Or www.example.com/accept?x=1&code=9981',
      'Read https://hr.example.com/help?page=2 for help. Your code is fine.',
    ].join('\n');
    expect(withoutSecrets(text)).toBe(
      [
        `Choose a password: ${LINK_REMOVED}`,
        `Or ${LINK_REMOVED}`,
        'Read https://hr.example.com/help?page=2 for help. Your code is fine.',
      ].join('\n'),
    );
  });

  it('maps each folder to the entries it shows', () => {
    expect(folderFilter('inbox')).toEqual({ box: 'inbox', trashed: false });
    expect(folderFilter('drafts')).toEqual({ box: 'draft', trashed: false });
    expect(folderFilter('starred')).toEqual({ starred: true, trashed: false });
    expect(folderFilter('trash')).toEqual({ trashed: true });
  });
});
