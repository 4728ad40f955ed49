import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import type { JobQueue } from '../jobs/index.js';
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
});
