import { describe, expect, it } from 'vitest';
import { mentionQuery, mentionsIn, splitMentions } from './mentions';

const mona = { id: 'm', name: 'Mona Said' };
const mo = { id: 'o', name: 'Mo' };

describe('mentions', () => {
  it('finds the @word at the caret, only after a space or at the start', () => {
    expect(mentionQuery('Hi @Mo', 6)).toEqual({ start: 3, text: 'Mo' });
    expect(mentionQuery('@', 1)).toEqual({ start: 0, text: '' });
    expect(mentionQuery('mail@example', 12)).toBeNull();
    expect(mentionQuery('Hi @Mo\nnext', 11)).toBeNull();
    expect(mentionQuery('no at here', 5)).toBeNull();
  });

  it('keeps only the chosen people still named in the text', () => {
    expect(mentionsIn('Thanks @Mona Said!', [mona, mo])).toEqual([mona]);
  });

  it('splits the text around the names, the longest name first, leaving markup as text', () => {
    expect(splitMentions('@Mona Said and @Mo: <b>x</b>', [mo, mona])).toEqual([
      { text: '@Mona Said', person: mona },
      { text: ' and ' },
      { text: '@Mo', person: mo },
      { text: ': <b>x</b>' },
    ]);
    expect(splitMentions('plain', [])).toEqual([{ text: 'plain' }]);
  });
});
