// `npm test`: everything a change must pass. Typecheck, lint, translations, build, then unit, web
// and API tests (PGlite and PostgreSQL) and end-to-end tests in Debian Chromium.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { missingPrograms } from './programs.mjs';
import { counts, failedTests } from './test-report.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const pgUrl = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const env = { ...process.env, TZ: process.env.TZ ?? 'UTC' };
const started = Date.now();

/** Commands running in the background; a failure stops them with the run. */
const running = new Set();

function fail(message) {
  for (const child of running) child.kill('SIGTERM');
  console.error(`\n✖ ${message}`);
  process.exit(1);
}

if (!existsSync(chromium)) {
  fail(
    `Chromium not found at ${chromium}. Install Debian's package: apt-get update && apt-get install -y chromium (or set CHROMIUM_PATH).`,
  );
}

const missing = missingPrograms(
  [
    ['pdftotext', 'poppler-utils'],
    ['pdfinfo', 'poppler-utils'],
    ['pdffonts', 'poppler-utils'],
    ['pdftoppm', 'poppler-utils'],
  ],
  'the tests read exported PDFs back with them',
);
if (missing) fail(missing);

const client = new pg.Client({ connectionString: pgUrl, connectionTimeoutMillis: 3000 });
const pgReachable = await client.connect().then(
  () => true,
  () => false,
);
await client.end().catch(() => undefined);
if (!pgReachable) {
  if (process.env.CI) fail(`PostgreSQL is not reachable at ${pgUrl} (TEST_DATABASE_URL). CI requires the PostgreSQL half of the suite.`);
  console.warn(
    `\n${'!'.repeat(78)}\n!! WARNING: PostgreSQL is not reachable at ${pgUrl}.\n!! The PostgreSQL half of the tests is SKIPPED. Set TEST_DATABASE_URL to run it.\n${'!'.repeat(78)}\n`,
  );
}

const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;
/** Wall time of each layer, printed as a table at the end (ARCHITECTURE.md, "Tests": the budgets). */
const layers = [];

/** Runs a command with its output held back, so two running side by side do not interleave. */
function quietly(title, command) {
  return new Promise((resolve) => {
    const t = Date.now();
    const child = spawn(command[0], command.slice(1), { cwd: root, env, stdio: ['ignore', 'pipe', 'pipe'] });
    running.add(child);
    let output = '';
    child.stdout.on('data', (d) => (output += d));
    child.stderr.on('data', (d) => (output += d));
    child.on('close', (code) => {
      running.delete(child);
      const ms = Date.now() - t;
      layers.push([title, ms]);
      console.log(`\n▶ ${title}\n${output.trimEnd()}`);
      if (code !== 0) fail(`${title} failed`);
      console.log(`✔ ${title} (${seconds(ms)})`);
      resolve();
    });
  });
}

/** Steps in order, one after the other. */
async function lane(steps) {
  for (const [title, command] of steps) await quietly(title, command);
}

const reports = path.join(root, 'node_modules/.cache/vitest-reports');
mkdirSync(reports, { recursive: true });
const totals = { passed: 0, failed: 0, skipped: 0 };
/** Failed tests of every layer, printed again at the very end (`file > describe > test: error`). */
const failures = [];
let failedRun = false;
const reportOf = (project) => path.join(reports, `${project}.json`);
/** A vitest project's command, writing its JSON report for the totals and the list of failures. */
const vitest = (project, ...options) => {
  rmSync(reportOf(project), { force: true });
  return ['npx', 'vitest', 'run', '--project', project, ...options, '--reporter=json', `--outputFile.json=${reportOf(project)}`];
};
/** Adds a finished project's report to the totals; answers its summary for the table of layers. */
function tally(project) {
  if (!existsSync(reportOf(project))) return '';
  const report = JSON.parse(readFileSync(reportOf(project), 'utf8'));
  const count = counts(report);
  totals.passed += count.passed;
  totals.failed += count.failed;
  totals.skipped += count.skipped;
  failures.push(...failedTests(report, root).map((line) => `[${project}] ${line}`));
  return `: ${count.files} files, ${count.total} tests`;
}

// Two lanes side by side, each keeping one core busy. ESLint with type information is the longest
// step, so `npm run lint`'s two other parts (structure, prettier) run in the other lane, after
// typecheck, translations and build, and the unit tests after them (measured in CPU seconds,
// issue 8: ESLint 73 s; typecheck 52 s, prettier 20 s, build 10 s, structure 3 s, unit 20 s).
const npmRun = (script) => ['npm', 'run', '-s', script];
const staticStart = Date.now();
await Promise.all([
  lane([['lint: eslint', ['npx', 'eslint', '.']]]),
  lane([
    ['lint: structure', ['node', 'scripts/check-structure.mjs']],
    ['typecheck', npmRun('typecheck')],
    ['translations', npmRun('i18n:check')],
    ['build', npmRun('build')],
    ['lint: prettier', ['npx', 'prettier', '--check', '.']],
    // Unit tests are pure and quick: on one worker they fill the time this lane waits for ESLint.
    ['unit tests', vitest('unit', '--maxWorkers=1', '--reporter=dot')],
  ]),
]);
layers.push(['static checks, build and unit tests, side by side', Date.now() - staticStart]);
const unitLayer = layers.find(([title]) => title === 'unit tests');
if (unitLayer) unitLayer[0] += tally('unit');

for (const [title, project] of [
  ['web tests', 'web'],
  ['API tests (PGlite and PostgreSQL)', 'api'],
  ['end-to-end tests in Chromium', 'e2e'],
]) {
  console.log(`\n▶ ${title}`);
  const t = Date.now();
  const [command, ...args] = vitest(project, '--reporter=default');
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', env });
  const ms = Date.now() - t;
  const summary = tally(project);
  layers.push([`${title}${summary}`, ms]);
  if (result.status !== 0) {
    failedRun = true;
    if (!existsSync(reportOf(project)))
      failures.push(`[${project}] vitest exited with ${result.status ?? result.signal} and wrote no report`);
  }
}
console.log('\ntime per layer:');
for (const [title, ms] of layers) console.log(`  ${seconds(ms).padStart(8)}  ${title}`);
if (failures.length > 0) {
  console.log(`\nfailed (${failures.length}):`);
  for (const line of failures) console.log(`  ✖ ${line}`);
} else if (failedRun) {
  console.log('\nA vitest run failed without a failed test in its report (an unhandled error?): see its output above.');
}
console.log(`\nnpm test finished in ${((Date.now() - started) / 1000).toFixed(0)} s`);
console.log(`tests: ${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`);
if (failedRun || totals.failed > 0) process.exit(1);
if (totals.passed === 0) fail('no test ran');
