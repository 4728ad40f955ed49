import { describe, expect, it } from 'vitest';
import { byModule, channelsOf, choiceOf } from './notification-choices';

describe('notification preference choices', () => {
  it('maps each of the four choices to channels and back', () => {
    for (const choice of ['in_app', 'email', 'both', 'none'] as const) expect(choiceOf(channelsOf(choice))).toBe(choice);
    expect(channelsOf('both')).toEqual(['in_app', 'email']);
    expect(channelsOf('none')).toEqual([]);
    expect(choiceOf(['email', 'in_app'])).toBe('both');
  });

  it('groups kinds by their module in the order listed', () => {
    const item = (kind: string, module: string) => ({
      kind,
      module,
      labelKey: `${module}:x`,
      defaultChannels: [],
      channels: [],
      chosen: false,
    });
    const groups = byModule([item('people.a', 'people'), item('tasks.b', 'tasks'), item('people.c', 'people')]);
    expect(groups.map(([m, items]) => [m, items.map((i) => i.kind)])).toEqual([
      ['people', ['people.a', 'people.c']],
      ['tasks', ['tasks.b']],
    ]);
  });
});
