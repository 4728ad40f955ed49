import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import type { JobQueue } from '../jobs/index.js';
import type { ReportDefinition } from '../reports/index.js';
import { composeModules, type ModuleContext, type ServerModule } from './registry.js';

const seed = (module: string) => ({ module, run: () => Promise.resolve() });

describe('composeModules', () => {
  it('registers routes and jobs in module order and lists seeds in that order', async () => {
    const calls: string[] = [];
    const modules: ServerModule[] = [
      { name: 'org', seeds: [seed('org')], routes: () => calls.push('routes:org') },
      {
        name: 'people',
        seeds: [seed('people'), seed('people-reporting')],
        routes: () => calls.push('routes:people'),
        jobs: () => Promise.resolve(void calls.push('jobs:people')),
      },
      { name: 'quiet' },
    ];
    const composed = composeModules(modules);
    expect(composed.seeds.map((s) => s.module)).toEqual(['org', 'people', 'people-reporting']);
    const context = {} as ModuleContext;
    composed.registerRoutes({} as FastifyInstance, context);
    await composed.installJobs({} as JobQueue, context);
    expect(calls).toEqual(['routes:org', 'routes:people', 'jobs:people']);
  });

  it('refuses two modules or two seeds of one name, and names that are not kebab-case', () => {
    expect(() => composeModules([{ name: 'org' }, { name: 'org' }])).toThrow(/Two modules are named "org"/);
    expect(() =>
      composeModules([
        { name: 'a', seeds: [seed('x')] },
        { name: 'b', seeds: [seed('x')] },
      ]),
    ).toThrow(/Two demo seeds/);
    expect(() => composeModules([{ name: 'People' }])).toThrow(/kebab-case/);
  });

  it("collects every module's report definitions and refuses two with one id", () => {
    const definition = (id: string): ReportDefinition => ({
      id,
      labelKey: 'reports.custom',
      permission: 'people.reports:read',
      fields: [{ key: 'name', type: 'text', column: true, groupable: false, sortable: true }],
      query: () => Promise.resolve({ rows: [], groups: null, total: 0 }),
    });
    const composed = composeModules([
      { name: 'people', reports: [definition('employees')] },
      { name: 'rooms', reports: [definition('rooms')] },
      { name: 'quiet' },
    ]);
    expect(composed.reports.definitions.map((d) => d.id)).toEqual(['employees', 'rooms']);
    expect(() =>
      composeModules([
        { name: 'people', reports: [definition('employees')] },
        { name: 'payroll', reports: [definition('employees')] },
      ]),
    ).toThrow(/Two report definitions have the id "employees"/);
  });

  it("hands each module's routes the composed report catalogue", () => {
    const definition: ReportDefinition = {
      id: 'rooms',
      labelKey: 'reports.custom',
      permission: 'people.reports:read',
      fields: [],
      query: () => Promise.resolve({ rows: [], groups: null, total: 0 }),
    };
    const found: (ReportDefinition | undefined)[] = [];
    const composed = composeModules([
      { name: 'rooms', reports: [definition] },
      { name: 'reports', routes: (_app, _context, { reports }) => void found.push(reports.get('rooms')) },
    ]);
    composed.registerRoutes({} as FastifyInstance, {} as ModuleContext);
    expect(found).toEqual([definition]);
  });

  it("collects every module's cards, calendar sources and notification kinds, each named after its module", () => {
    const card = (id: string) => ({ id, titleKey: 'x:y', size: 'small' as const, load: () => Promise.resolve({ figures: [], items: [] }) });
    const composed = composeModules([
      {
        name: 'people',
        dashboardCards: [card('people.headcount')],
        calendarSources: [{ id: 'people.birthdays', labelKey: 'x:y', colour: 'violet', events: () => Promise.resolve([]) }],
        notificationKinds: [{ id: 'people.document-expiring', labelKey: 'x:y', defaultChannels: ['email'] }],
      },
      { name: 'tasks', dashboardCards: [card('tasks.mine')] },
    ]);
    expect(composed.surfaces.dashboardCards.map((c) => [c.module, c.id])).toEqual([
      ['people', 'people.headcount'],
      ['tasks', 'tasks.mine'],
    ]);
    expect(composed.surfaces.calendarSources.map((s) => s.id)).toEqual(['people.birthdays']);
    expect(composed.surfaces.notificationKinds.map((k) => k.id)).toEqual(['people.document-expiring']);
    expect(() => composeModules([{ name: 'tasks', dashboardCards: [card('people.headcount')] }])).toThrow(
      /must be named "tasks\.<kebab-case>"/,
    );
    expect(() => composeModules([{ name: 'tasks', dashboardCards: [card('tasks.mine'), card('tasks.mine')] }])).toThrow(
      /Two dashboard cards have the id "tasks.mine"/,
    );
  });
});
