import type { TaskPriority, TaskStatus } from '@hcims/contracts/tasks';
import { randomUUID } from 'node:crypto';
import { addDays, daysBetween } from '../../platform/dates/index.js';
import { GENERATION_HORIZON_DAYS, occurrenceDue, occurrencesBetween, type SeriesRule } from './recurrence.rules.js';
import type { insertVolume } from './seed.repository.js';
import { COMMENTS, PROGRESS_NOTES, VOLUME_SERIES, VOLUME_TASKS } from './tasks.seed-data.js';

/**
 * The demo's volume: a few hundred one-off tasks of the wider company over the last three
 * months, and recurring series with the occurrences they would have made, each with its progress
 * history and some comments. A seeded generator decides everything (no Math.random), so every
 * seed of the same day makes the same demo; dates are days relative to the company's today.
 */

export type VolumePerson = { id: string; userId: string | null; name: string; departmentId: string; departmentName: string };
type Rows = Parameters<typeof insertVolume>[1];
type Outcome = { status: TaskStatus; progress: number; completedOn: string | null };

/** mulberry32: a small, seeded pseudo-random generator. */
export function seededRandom(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    int: (min: number, max: number) => min + Math.floor(next() * (max - min + 1)),
    pick: <T>(list: readonly T[]): T => list[Math.floor(next() * list.length)]!,
    chance: (p: number) => next() < p,
  };
}
type Random = ReturnType<typeof seededRandom>;

const PRIORITIES: readonly TaskPriority[] = ['low', 'medium', 'medium', 'high', 'high', 'urgent'];

/**
 * What became of a task due on `due`, seen on `today`: most past ones done (a few late), some left
 * open or cancelled; a recurring occurrence is either done or missed.
 */
function outcomeOf(random: Random, start: string, due: string, today: string, recurring = false): Outcome {
  const dueIn = daysBetween(today, due);
  const yesterday = addDays(today, -1);
  const earliest = (day: string) => (day < start ? start : day > yesterday ? yesterday : day);
  if (recurring && due < today) {
    const roll = random.next();
    if (roll < 0.82) return { status: 'completed', progress: 100, completedOn: earliest(due) };
    if (roll < 0.9) return { status: 'completed', progress: 100, completedOn: earliest(addDays(due, 1)) };
    return roll < 0.95 ? { status: 'pending', progress: 0, completedOn: null } : { status: 'cancelled', progress: 0, completedOn: null };
  }
  if (dueIn < -2) {
    const roll = random.next();
    if (roll < 0.62) return { status: 'completed', progress: 100, completedOn: earliest(addDays(due, -random.int(0, 3))) };
    if (roll < 0.76) return { status: 'completed', progress: 100, completedOn: earliest(addDays(due, random.int(1, 6))) };
    if (roll < 0.83) return { status: 'cancelled', progress: random.int(1, 6) * 10, completedOn: null };
    if (roll < 0.93) return { status: 'in_progress', progress: random.int(2, 8) * 10, completedOn: null };
    return { status: 'pending', progress: 0, completedOn: null };
  }
  if (start > today) return { status: 'pending', progress: 0, completedOn: null };
  const roll = random.next();
  if (roll < 0.12 && start < yesterday) return { status: 'completed', progress: 100, completedOn: earliest(addDays(start, 1)) };
  if (roll < 0.16) return { status: 'cancelled', progress: 10, completedOn: null };
  if (roll < 0.66) return { status: 'in_progress', progress: random.int(1, 9) * 10, completedOn: null };
  return { status: 'pending', progress: 0, completedOn: null };
}

type TaskPlan = {
  name: string;
  instructions: string;
  weight: number;
  priority: TaskPriority;
  start: string;
  due: string;
  person: VolumePerson;
  outcome: Outcome;
  seriesId?: string;
  steps: number;
};

/** Adds one task, its progress updates (status moves the tasks rules allow) and maybe comments to `rows`. */
function addTask(rows: Rows, random: Random, plan: TaskPlan, context: { companyId: string; today: string; now: Date; hr: Author }) {
  const { companyId, today, now, hr } = context;
  const at = (day: string, hour: number) => {
    const instant = new Date(`${day}T${String(hour).padStart(2, '0')}:${String(random.int(0, 59)).padStart(2, '0')}:00Z`);
    return instant < now ? instant : new Date(now.getTime() - 60_000);
  };
  const id = randomUUID();
  const author = { authorUserId: plan.person.userId ?? hr.userId, authorName: plan.person.name };
  const { status, progress, completedOn } = plan.outcome;
  const created = at(plan.start, 5);
  const last = completedOn ?? (plan.due < today ? plan.due : today);
  const span = Math.max(0, daysBetween(plan.start, last));
  // Completing takes a start first; a task cancelled before it started has one update.
  const steps =
    status === 'pending' ? 0 : status === 'completed' ? Math.max(2, plan.steps) : status === 'cancelled' && progress === 0 ? 1 : plan.steps;
  let updatedAt = created;
  let from: TaskStatus = 'pending';
  for (let step = 1; step <= steps; step++) {
    const final = step === steps;
    const to: TaskStatus = final ? status : 'in_progress';
    const percent = final ? progress : Math.max(5, Math.round(((progress || 50) * step) / steps / 5) * 5);
    const notes =
      final && status !== 'in_progress'
        ? PROGRESS_NOTES[status as 'completed' | 'cancelled']
        : PROGRESS_NOTES[step === 1 ? 'started' : 'going'];
    updatedAt = at(addDays(plan.start, Math.round((span * step) / steps)), 6 + step);
    if (updatedAt < created) updatedAt = created;
    rows.updates.push({
      companyId,
      taskId: id,
      ...author,
      progress: percent,
      fromStatus: from,
      status: to,
      note: random.pick(notes),
      createdAt: updatedAt,
    });
    from = to;
  }
  if (random.chance(0.22)) {
    const count = random.int(1, 2);
    for (let c = 0; c < count; c++) {
      const who = c % 2 === 0 ? hr : { userId: plan.person.userId ?? hr.userId, name: plan.person.name };
      const day = addDays(plan.start, Math.min(span, c + random.int(0, 2)));
      rows.comments.push({
        companyId,
        taskId: id,
        authorUserId: who.userId,
        authorName: who.name,
        body: random.pick(COMMENTS),
        createdAt: at(day, 9 + c),
      });
    }
  }
  rows.tasks.push({
    id,
    companyId,
    name: plan.name,
    instructions: plan.instructions,
    weight: plan.weight,
    priority: plan.priority,
    startDate: plan.start,
    dueDate: plan.due,
    assigneeId: plan.person.id,
    status,
    progress,
    completedAt: completedOn ? at(completedOn, random.int(6, 12)) : null,
    createdBy: hr.userId,
    seriesId: plan.seriesId ?? null,
    occurrenceDate: plan.seriesId ? plan.start : null,
    version: 1 + steps,
    createdAt: created,
    updatedAt,
  });
  return id;
}

type Author = { userId: string; name: string };

/**
 * The rows of the volume: `oneOffs` tasks spread over `people` (start within the last three
 * months or the next two weeks), and the recurring series of VOLUME_SERIES with their
 * occurrences from their start to the generation horizon (generated through it, as the job leaves them).
 */
export function planVolume(input: {
  companyId: string;
  today: string;
  now: Date;
  hr: Author;
  people: readonly VolumePerson[];
  workingWeekdays: readonly number[];
  oneOffs: number;
}): Rows {
  const { companyId, today, now, hr, people } = input;
  const random = seededRandom(20_261_127);
  const rows: Rows = { series: [], tasks: [], updates: [], comments: [], coworkers: [] };
  const context = { companyId, today, now, hr };
  if (people.length === 0) return rows;
  for (let i = 0; i < input.oneOffs; i++) {
    const person = people[i % people.length]!;
    const task = VOLUME_TASKS[(i * 7 + random.int(0, 3)) % VOLUME_TASKS.length]!;
    const start = addDays(today, -random.int(-14, 90));
    const due = addDays(start, random.int(1, 21));
    const id = addTask(
      rows,
      random,
      {
        ...task,
        weight: random.int(1, 10),
        priority: random.pick(PRIORITIES),
        start,
        due,
        person,
        outcome: outcomeOf(random, start, due, today),
        steps: random.int(1, 4),
      },
      context,
    );
    // Some tasks have a co-worker from the assignee's department.
    const colleague = people.find((p) => p.departmentId === person.departmentId && p.id !== person.id);
    if (colleague && i % 9 === 0) rows.coworkers.push({ companyId, taskId: id, employeeId: colleague.id });
  }
  const horizon = addDays(today, GENERATION_HORIZON_DAYS);
  for (const s of VOLUME_SERIES) {
    const person = people.find((p) => p.departmentName === s.department) ?? people[0]!;
    const seriesId = randomUUID();
    const startsOn = addDays(today, -s.startedDaysAgo);
    const base = { startsOn, endsOn: null, skipNonWorkingDays: s.frequency !== 'monthly' };
    const rule: SeriesRule =
      s.frequency === 'weekly'
        ? { ...base, frequency: 'weekly', weekdays: s.weekdays }
        : s.frequency === 'monthly'
          ? { ...base, frequency: 'monthly', monthDay: s.monthDay ?? 1 }
          : { ...base, frequency: 'daily' };
    const created = new Date(`${startsOn}T05:00:00Z`);
    rows.series.push({
      id: seriesId,
      companyId,
      name: s.name,
      instructions: s.instructions,
      weight: s.weight,
      priority: s.priority,
      assigneeId: person.id,
      frequency: s.frequency,
      weekdays: s.weekdays,
      monthDay: s.monthDay,
      startsOn,
      durationDays: s.durationDays,
      skipNonWorkingDays: base.skipNonWorkingDays,
      generatedThrough: horizon,
      createdBy: hr.userId,
      createdAt: created,
      updatedAt: created,
    });
    for (const date of occurrencesBetween(rule, startsOn, horizon, input.workingWeekdays)) {
      const due = occurrenceDue(date, s.durationDays);
      addTask(
        rows,
        random,
        { ...s, start: date, due, person, outcome: outcomeOf(random, date, due, today, true), seriesId, steps: 2 },
        context,
      );
    }
  }
  return rows;
}
