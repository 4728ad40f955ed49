// `npm test`: everything a change must pass. Typecheck, lint, translations, build, then unit, web
// and API tests (PGlite and PostgreSQL) and end-to-end tests in Debian Chromium.
import { execSync, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { missingPrograms } from './programs.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const pgUrl = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const env = { ...process.env, TZ: process.env.TZ ?? 'UTC' };
const started = Date.now();

function fail(message) {
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

const step = (title, command) => {
  console.log(`\n▶ ${title}`);
  const t = Date.now();
  try {
    execSync(command, { cwd: root, stdio: 'inherit', env });
  } catch {
    fail(`${title} failed`);
  }
  console.log(`✔ ${title} (${((Date.now() - t) / 1000).toFixed(1)} s)`);
};

step('typecheck', 'npm run -s typecheck');
step('lint', 'npm run -s lint');
step('translations', 'npm run -s i18n:check');
step('build', 'npm run -s build');

const reports = path.join(root, 'node_modules/.cache/vitest-reports');
mkdirSync(reports, { recursive: true });
const totals = { passed: 0, failed: 0, skipped: 0 };
let failedRun = false;
for (const [title, projects] of [
  ['unit, web and API tests', ['unit', 'web', 'api']],
  ['end-to-end tests in Chromium', ['e2e']],
]) {
  console.log(`\n▶ ${title}`);
  const out = path.join(reports, `${projects.join('-')}.json`);
  const args = [
    'vitest',
    'run',
    ...projects.flatMap((p) => ['--project', p]),
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${out}`,
  ];
  const result = spawnSync('npx', args, { cwd: root, stdio: 'inherit', env });
  if (existsSync(out)) {
    const report = JSON.parse(readFileSync(out, 'utf8'));
    totals.passed += report.numPassedTests;
    totals.failed += report.numFailedTests;
    totals.skipped += report.numPendingTests + report.numTodoTests;
  }
  if (result.status !== 0) failedRun = true;
}
console.log(`\nnpm test finished in ${((Date.now() - started) / 1000).toFixed(0)} s`);
console.log(`tests: ${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`);
if (failedRun || totals.failed > 0) process.exit(1);
if (totals.passed === 0) fail('no test ran');
