import { describe, expect, it } from 'vitest';
import { buildVoiceCommands, voiceCommands } from '../router/navigation';
import { resolvePath, screenRoutes } from '../router/route-table';
import { FILLER_PHRASES, matchCommand, normalizeCommand } from './voice-matcher';

describe('voice phrases (the registry)', () => {
  it('are the nine filler phrases of spec section 5', () => {
    expect([...FILLER_PHRASES]).toEqual([
      'go to',
      'open',
      'show',
      'navigate to',
      'take me to',
      'i want to',
      'please',
      'can you',
      'could you',
    ]);
  });

  it('give every screen a phrase set (PRODUCT.md)', () => {
    const withPhrases = new Set(voiceCommands.map((c) => c.path));
    const missing = screenRoutes.filter((r) => !withPhrases.has(r.path)).map((r) => r.path);
    expect(missing).toEqual([]);
  });

  it('map only to registered routes', () => {
    for (const command of voiceCommands) expect(resolvePath(command.path)).toMatchObject({ kind: 'screen' });
    expect(() => buildVoiceCommands([{ voice: { '/whistle': ['whistle'] } }])).toThrow(/not a registered screen/);
  });

  it('are lower case, trimmed, unique, and never start with a filler (which input loses)', () => {
    const seen = new Map<string, string>();
    for (const { phrase, path } of voiceCommands) {
      expect(phrase).toBe(phrase.toLowerCase().trim());
      expect(seen.get(phrase), `"${phrase}" is used by ${seen.get(phrase)} and ${path}`).toBeUndefined();
      seen.set(phrase, path);
      expect(normalizeCommand(phrase)).toBe(phrase);
    }
  });
});

describe('matching what was heard', () => {
  const cases = voiceCommands.flatMap(({ phrase, path }) => [
    { heard: phrase, path },
    { heard: `  Go to ${phrase.toUpperCase()} `, path },
    { heard: `please open the ${phrase}`, path },
    { heard: `can you take me to ${phrase} page`, path },
  ]);

  it.each(cases)('"$heard" -> $path', ({ heard, path }) => {
    expect(matchCommand(heard, voiceCommands)?.path).toBe(path);
  });

  it('removes leading fillers, one after another', () => {
    expect(normalizeCommand('Could you please navigate to Attendance.')).toBe('attendance');
    expect(normalizeCommand('I want to go to the calendar')).toBe('the calendar');
    expect(normalizeCommand('opening hours')).toBe('opening hours');
  });

  it('prefers the longest phrase the text contains', () => {
    expect(matchCommand('create expense claim', voiceCommands)).toMatchObject({ path: '/create_expense_claim', by: 'phrase' });
    expect(matchCommand('expense claims', voiceCommands)?.path).toBe('/owner_expense_claim_list');
    expect(matchCommand('hcims dashboard', voiceCommands)?.path).toBe('/hcims');
  });

  it('otherwise picks the route sharing the most words', () => {
    const match = matchCommand('quiz grades results overview', [
      { phrase: 'quiz scores', path: '/a' },
      { phrase: 'quiz results board', path: '/b' },
    ]);
    expect(match).toEqual({ path: '/b', phrase: 'quiz results board', by: 'words' });
    expect(matchCommand('show the pay structure', voiceCommands)).toMatchObject({ path: '/create_salary_structure', by: 'words' });
  });

  it('understands nothing when no word is shared', () => {
    expect(matchCommand('sing me a song', voiceCommands)).toBeNull();
    expect(matchCommand('go to', voiceCommands)).toBeNull();
    expect(matchCommand('', voiceCommands)).toBeNull();
  });

  it("maps the predecessor's dead phrases to registered screens", () => {
    expect(matchCommand('whistle', voiceCommands)?.path).toBe('/routine_whistle');
    expect(matchCommand('contest', voiceCommands)?.path).toBe('/create_contest');
    expect(matchCommand('performance matrix', voiceCommands)?.path).toBe('/performance_matric');
    expect(matchCommand('setup evaluation', voiceCommands)?.path).toBe('/step_evaluation');
    expect(matchCommand('create department', voiceCommands)?.path).toBe('/add_department');
    expect(matchCommand('create quiz', voiceCommands)?.path).toBe('/create-quiz');
    expect(matchCommand('reports', voiceCommands)?.path).toBe('/reports_pages');
  });
});
