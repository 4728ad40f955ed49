import { describe, expect, it } from 'vitest';
import { counts, failedTests } from './test-report.mjs';

const report = {
  numPassedTests: 3,
  numFailedTests: 2,
  numPendingTests: 1,
  numTodoTests: 1,
  numTotalTests: 7,
  testResults: [
    {
      name: '/repo/apps/web/src/a.test.tsx',
      status: 'failed',
      message: '',
      assertionResults: [
        { title: 'passes', ancestorTitles: ['a'], status: 'passed', duration: 5, failureMessages: [] },
        {
          title: 'shows the name',
          ancestorTitles: ['a', 'on a small screen'],
          status: 'failed',
          duration: 1234,
          failureMessages: ['AssertionError: expected 1 to be 2\n    at a.test.tsx:3:1'],
        },
        {
          title: 'waits',
          ancestorTitles: [],
          status: 'failed',
          duration: 5002,
          failureMessages: ['Error: STACK_TRACE_ERROR\n    at task'],
        },
      ],
    },
    { name: '/repo/e2e/b.e2e.ts', status: 'failed', message: 'Error: server did not start in time:\nlog', assertionResults: [] },
    { name: '/repo/c.test.ts', status: 'passed', message: '', assertionResults: [{ title: 'ok', status: 'passed', failureMessages: [] }] },
  ],
};

describe('test report', () => {
  it('names every failed test by file and full title, with its time and the first line of its error', () => {
    expect(failedTests(report, '/repo')).toEqual([
      'apps/web/src/a.test.tsx > a > on a small screen > shows the name (1.2 s): AssertionError: expected 1 to be 2',
      'apps/web/src/a.test.tsx > waits (5.0 s): no message in the report (a timeout reads so; see the output above)',
      'e2e/b.e2e.ts: the file failed: Error: server did not start in time:',
    ]);
  });

  it('lists nothing when every test passed, and counts pending and todo tests as skipped', () => {
    expect(failedTests({ ...report, testResults: [report.testResults[2]] }, '/repo')).toEqual([]);
    expect(counts(report)).toEqual({ passed: 3, failed: 2, skipped: 2, files: 3, total: 7 });
  });
});
