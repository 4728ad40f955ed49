import { describe, expect, it } from 'vitest';
import { arrange, audienceOf, cleanIds, monthOf } from './workspace.rules.js';

const cards = [{ id: 'people.a' }, { id: 'people.b' }, { id: 'tasks.c' }, { id: 'tasks.d' }];

describe('workspace rules', () => {
  it('keeps module order without a layout, all shown', () => {
    expect(arrange(cards, undefined)).toEqual(cards.map((c) => ({ ...c, hidden: false })));
  });

  it('puts the ordered cards first, then new ones in module order, and marks the hidden', () => {
    const layout = { cardOrder: ['tasks.d', 'people.b', 'gone.x'], hidden: ['people.b'] };
    expect(arrange(cards, layout)).toEqual([
      { id: 'tasks.d', hidden: false },
      { id: 'people.b', hidden: true },
      { id: 'people.a', hidden: false },
      { id: 'tasks.c', hidden: false },
    ]);
  });

  it('names the audience from the scope', () => {
    expect(audienceOf(undefined)).toBe('company');
    expect(audienceOf('group')).toBe('company');
    expect(audienceOf('company')).toBe('company');
    expect(audienceOf('department')).toBe('team');
    expect(audienceOf('team')).toBe('team');
    expect(audienceOf('own')).toBe('own');
  });

  it('drops unknown and repeated ids', () => {
    expect(cleanIds(['a', 'x', 'a', 'b'], new Set(['a', 'b']))).toEqual(['a', 'b']);
  });

  it('answers the month holding a day', () => {
    expect(monthOf('2028-02-10')).toEqual({ from: '2028-02-01', to: '2028-02-29' });
    expect(monthOf('2026-12-31')).toEqual({ from: '2026-12-01', to: '2026-12-31' });
  });
});
