// Runs every benchmark one after the other and writes one summary of their figures, with the
// machine and the commit, so that one commit's figures can be set beside another's:
//   bench/results/summary-<commit>-<timestamp>.json and .md (and summary-latest.json/.md).
//
//   npm run bench                      every benchmark
//   npm run bench -- --only people,identity
//   npm run bench -- --skip lighthouse,fuzz
//
// A benchmark that fails is recorded as failed (exit code, the end of its output) and the others
// still run; the command exits non-zero when any failed.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { cpus, freemem, totalmem } from 'node:os';
import path from 'node:path';
import { ensureServerBuilt, root, writeResults } from './lib.mjs';

/** Each benchmark: its script, and the results files (by name prefix) it writes. */
const BENCHMARKS = [
  { name: 'web-size', script: 'bench/web-size.mjs', results: ['web-size'], needsWebBuild: true },
  { name: 'lighthouse', script: 'bench/lighthouse.mjs', results: ['lighthouse'], needsWebBuild: true },
  { name: 'startup', script: 'bench/startup.mjs', results: ['startup'] },
  { name: 'identity', script: 'bench/identity.mjs', results: ['identity-'] },
  { name: 'people', script: 'bench/people.mjs', results: ['people-'] },
  { name: 'writes', script: 'bench/writes.mjs', results: ['writes-'] },
  { name: 'expenses', script: 'bench/expenses.mjs', results: ['expenses-'] },
  { name: 'attendance', script: 'bench/attendance.mjs', results: ['attendance-'] },
  { name: 'tasks', script: 'bench/tasks.mjs', results: ['tasks-'] },
  { name: 'group', script: 'bench/group.mjs', results: ['group-'] },
  { name: 'realtime', script: 'bench/realtime.mjs', results: ['realtime-'] },
  { name: 'dashboard', script: 'bench/dashboard.mjs', results: ['dashboard-'] },
  { name: 'a11y', script: 'bench/a11y.mjs', results: ['a11y-'], needsWebBuild: true },
  { name: 'fuzz', script: 'bench/fuzz.mjs', results: ['fuzz-'] },
];

const listArg = (flag) => {
  const at = process.argv.indexOf(flag);
  return at === -1 ? null : new Set((process.argv[at + 1] ?? '').split(',').filter(Boolean));
};
const only = listArg('--only');
const skip = listArg('--skip') ?? new Set();
for (const name of [...(only ?? []), ...skip]) {
  if (!BENCHMARKS.some((b) => b.name === name)) {
    console.error(`No benchmark is named "${name}"; the names are: ${BENCHMARKS.map((b) => b.name).join(', ')}`);
    process.exit(2);
  }
}
const chosen = BENCHMARKS.filter((b) => (only ? only.has(b.name) : true) && !skip.has(b.name));

const git = (...args) => spawnSync('git', args, { cwd: root, encoding: 'utf8' }).stdout.trim();
const commit = git('rev-parse', 'HEAD') || 'unknown';
const dirty = git('status', '--porcelain').length > 0;
const resultsDir = path.join(root, 'bench/results');

/** The results files written since `since`, whose names start with one of the prefixes. */
function resultsSince(since, prefixes) {
  if (!existsSync(resultsDir)) return [];
  return readdirSync(resultsDir)
    .filter((n) => n.endsWith('.json') && prefixes.some((p) => n.startsWith(p)))
    .map((n) => path.join(resultsDir, n))
    .filter((file) => statSync(file).mtimeMs >= since)
    .sort();
}

/** Numbers, booleans and short strings of a figures object, as `a.b.c` paths (arrays of numbers summarised). */
export function flatten(value, prefix = '', out = []) {
  if (typeof value === 'number' || typeof value === 'boolean') out.push([prefix, value]);
  else if (typeof value === 'string') {
    if (value.length <= 60) out.push([prefix, value]);
  } else if (Array.isArray(value)) {
    if (value.every((v) => typeof v === 'number') && value.length > 0) out.push([prefix, value.join(', ')]);
    else value.slice(0, 10).forEach((item, i) => flatten(item, `${prefix}[${i}]`, out));
  } else if (value && typeof value === 'object') {
    for (const [key, inner] of Object.entries(value)) flatten(inner, prefix ? `${prefix}.${key}` : key, out);
  }
  return out;
}

function run(bench) {
  return new Promise((resolve) => {
    const started = Date.now();
    const child = spawn(process.execPath, [bench.script], { cwd: root, env: process.env, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    const keep = (chunk, stream) => {
      stream.write(chunk);
      output = (output + chunk).slice(-20_000);
    };
    child.stdout.on('data', (c) => keep(c, process.stdout));
    child.stderr.on('data', (c) => keep(c, process.stderr));
    child.once('exit', (code) => {
      const files = resultsSince(started, bench.results);
      resolve({
        name: bench.name,
        ok: code === 0,
        exitCode: code,
        seconds: Math.round((Date.now() - started) / 100) / 10,
        files: files.map((f) => path.relative(root, f)),
        figures: files.map((f) => JSON.parse(readFileSync(f, 'utf8'))),
        outputTail: output.split('\n').slice(-40).join('\n'),
      });
    });
  });
}

/** Numbers to at most three decimals, in lists too. */
const readable = (value) => String(value).replace(/\d+\.\d{4,}/g, (n) => String(Math.round(Number(n) * 1000) / 1000));

function markdown(summary) {
  const lines = [
    `# Benchmarks at ${summary.commit.slice(0, 12)}${summary.dirty ? ' (with uncommitted changes)' : ''}`,
    '',
    `${summary.at}; ${summary.machine.cpus} × ${summary.machine.cpuModel}, ${summary.machine.memoryGiB} GiB, Node ${summary.machine.node}, ${summary.machine.postgres}`,
    '',
    '| benchmark | result | seconds |',
    '|---|---|---|',
    ...summary.benchmarks.map((b) => `| ${b.name} | ${b.ok ? 'ok' : `failed (exit ${b.exitCode})`} | ${b.seconds} |`),
  ];
  for (const bench of summary.benchmarks) {
    lines.push('', `## ${bench.name}`, '');
    if (bench.figures.length === 0) {
      lines.push('No results file; the end of its output:', '', '```', bench.outputTail.trim(), '```');
      continue;
    }
    bench.figures.forEach((figures, i) => {
      lines.push(`From \`${bench.files[i]}\`:`, '', '| figure | value |', '|---|---|');
      for (const [key, value] of flatten(figures)) lines.push(`| ${key} | ${readable(value).replaceAll('|', '\\|')} |`);
      lines.push('');
    });
  }
  return `${lines.join('\n')}\n`;
}

if (chosen.some((b) => b.needsWebBuild)) {
  const built = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
  if (built.status !== 0) process.exit(built.status ?? 1);
} else ensureServerBuilt();

const benchmarks = [];
for (const bench of chosen) {
  console.log(`\n▶ ${bench.name} (${bench.script})`);
  benchmarks.push(await run(bench));
}

const postgres = spawnSync('psql', ['--version'], { encoding: 'utf8' }).stdout?.trim() || 'psql not found';
const summary = {
  at: new Date().toISOString(),
  commit,
  dirty,
  machine: {
    cpus: cpus().length,
    cpuModel: cpus()[0]?.model ?? 'unknown',
    memoryGiB: Math.round(totalmem() / 2 ** 30),
    freeMemoryGiB: Math.round(freemem() / 2 ** 30),
    node: process.version,
    postgres,
  },
  benchmarks,
};
const json = writeResults(`summary-${commit.slice(0, 12)}`, summary);
const md = json.replace(/\.json$/, '.md');
writeFileSync(path.join(root, md), markdown(summary));
writeFileSync(path.join(resultsDir, 'summary-latest.json'), `${JSON.stringify(summary, null, 2)}\n`);
writeFileSync(path.join(resultsDir, 'summary-latest.md'), markdown(summary));
console.log(`\nsummary: ${json} and ${md}`);
for (const b of benchmarks) console.log(`  ${b.ok ? 'ok    ' : 'FAILED'} ${b.name.padEnd(11)} ${b.seconds} s`);
process.exit(benchmarks.every((b) => b.ok) ? 0 : 1);
