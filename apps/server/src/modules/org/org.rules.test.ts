import { describe, expect, it } from 'vitest';
import { cycleThrough, depthFirst, listNames, officeHoursProblem, sortWorkingDays, subtreeTotals, timeOfDay } from './org.rules.js';

const hours = (
  officeOpens: string | null,
  officeCloses: string | null,
  breakStarts: string | null = null,
  breakEnds: string | null = null,
) => ({
  officeOpens,
  officeCloses,
  breakStarts,
  breakEnds,
});

describe('org rules', () => {
  it('reads PostgreSQL times as HH:MM', () => {
    expect(timeOfDay('08:30:00')).toBe('08:30');
    expect(timeOfDay(null)).toBeNull();
  });

  it('accepts consistent office hours and names what is wrong otherwise', () => {
    expect(officeHoursProblem(hours(null, null))).toBeNull();
    expect(officeHoursProblem(hours('08:00', '17:00', '13:00', '14:00'))).toBeNull();
    expect(officeHoursProblem(hours('08:00', null))?.path).toBe('body.officeCloses');
    expect(officeHoursProblem(hours('17:00', '08:00'))?.message).toBe('the office must close after it opens');
    expect(officeHoursProblem(hours('08:00', '17:00', '13:00', null))?.path).toBe('body.breakEnds');
    expect(officeHoursProblem(hours('08:00', '17:00', '14:00', '13:00'))?.message).toBe('the break must end after it starts');
    expect(officeHoursProblem(hours('08:00', '17:00', '07:00', '08:30'))?.message).toBe('the break must fall within office hours');
  });

  it('orders working days from Monday', () => {
    const days = sortWorkingDays([
      { day: 'sunday', start: '08:00', end: '12:00' },
      { day: 'monday', start: '08:00', end: '17:00' },
      { day: 'wednesday', start: '08:00', end: '17:00' },
    ]);
    expect(days.map((d) => d.day)).toEqual(['monday', 'wednesday', 'sunday']);
  });

  it('finds a loop when a node would move under itself or a descendant', () => {
    const parents = new Map<string, string | null>([
      ['exec', null],
      ['sales', 'exec'],
      ['mkt', 'sales'],
      ['ops', 'exec'],
    ]);
    expect(cycleThrough(parents, 'sales', 'mkt')).toEqual(['mkt', 'sales']);
    expect(cycleThrough(parents, 'sales', 'sales')).toEqual(['sales']);
    expect(cycleThrough(parents, 'sales', 'ops')).toBeNull();
    expect(cycleThrough(parents, 'exec', null)).toBeNull();
    // A loop already in the data does not hang.
    const broken = new Map<string, string | null>([
      ['a', 'b'],
      ['b', 'a'],
    ]);
    expect(cycleThrough(broken, 'c', 'a')).toBeNull();
  });

  it('places a tree depth-first with siblings by name, and never drops a node', () => {
    const nodes = [
      { id: '3', parentId: '1', name: 'Sales' },
      { id: '1', parentId: null, name: 'Executive' },
      { id: '2', parentId: '1', name: 'Finance' },
      { id: '4', parentId: '3', name: 'Marketing' },
      { id: '5', parentId: 'missing', name: 'Orphan' },
      { id: '6', parentId: '7', name: 'Loop A' },
      { id: '7', parentId: '6', name: 'Loop B' },
    ];
    expect(depthFirst(nodes).map((n) => [n.name, n.depth, n.childCount])).toEqual([
      ['Executive', 0, 2],
      ['Finance', 1, 0],
      ['Sales', 1, 1],
      ['Marketing', 2, 0],
      ['Orphan', 0, 0],
      ['Loop A', 0, 1],
      ['Loop B', 1, 1],
    ]);
  });

  it('adds each node’s count to all its ancestors', () => {
    const nodes = [
      { id: 'exec', parentId: null },
      { id: 'sales', parentId: 'exec' },
      { id: 'mkt', parentId: 'sales' },
    ];
    const totals = subtreeTotals(
      nodes,
      new Map([
        ['exec', 1],
        ['sales', 4],
        ['mkt', 2],
      ]),
    );
    expect(Object.fromEntries(totals)).toEqual({ exec: 7, sales: 6, mkt: 2 });
  });

  it('lists names for messages', () => {
    expect(listNames(['North'])).toBe('North');
    expect(listNames(['North', 'South'])).toBe('North and South');
    expect(listNames(['A', 'B', 'C', 'D', 'E'])).toBe('A, B, C and 2 more');
  });
});
