// Reads vitest's JSON reports (`--reporter=json`) for scripts/test.mjs: the counts of a layer and
// the failed tests by file and name, printed again at the end of `npm test` so that the last lines
// of a CI log always say which test failed, however long the output above them.
import path from 'node:path';

/**
 * @typedef {{ title: string; fullName?: string; ancestorTitles?: string[]; status: string; duration?: number | null; failureMessages?: string[] }} Assertion
 * @typedef {{ name: string; status: string; message?: string; assertionResults: Assertion[] }} FileResult
 * @typedef {{ numPassedTests: number; numFailedTests: number; numPendingTests: number; numTodoTests: number; numTotalTests: number; testResults: FileResult[] }} Report
 */

/** The first line of an error worth reading; vitest's JSON holds no message for a timed-out test. */
function firstLine(text) {
  const line = (text ?? '').split('\n').find((l) => l.trim() !== '') ?? '';
  if (line.trim() === '' || /STACK_TRACE_ERROR/.test(line)) return 'no message in the report (a timeout reads so; see the output above)';
  return line.trim().slice(0, 300);
}

/**
 * One line per failed test, `file > describe > test (duration): first line of the error`, and one
 * per file that failed without a failed test (an error while loading it or in a hook).
 * @param {Report} report
 * @param {string} root paths are printed relative to it
 * @returns {string[]}
 */
export function failedTests(report, root) {
  const lines = [];
  for (const file of report.testResults ?? []) {
    const name = path.relative(root, file.name) || file.name;
    const failed = (file.assertionResults ?? []).filter((a) => a.status === 'failed');
    for (const test of failed) {
      const title = [...(test.ancestorTitles ?? []), test.title].join(' > ');
      const took = typeof test.duration === 'number' ? ` (${(test.duration / 1000).toFixed(1)} s)` : '';
      lines.push(`${name} > ${title}${took}: ${firstLine(test.failureMessages?.[0])}`);
    }
    if (failed.length === 0 && file.status === 'failed') lines.push(`${name}: the file failed: ${firstLine(file.message)}`);
  }
  return lines;
}

/**
 * Passed, failed and skipped (pending and todo) tests of a report.
 * @param {Report} report
 */
export function counts(report) {
  return {
    passed: report.numPassedTests,
    failed: report.numFailedTests,
    skipped: report.numPendingTests + report.numTodoTests,
    files: report.testResults.length,
    total: report.numTotalTests,
  };
}
