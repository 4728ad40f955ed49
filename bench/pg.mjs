// PostgreSQL helpers the benchmarks share: psql for set-up, a scratch database per run, and
// pgbench running a transaction script with its latency percentiles read from its own log.
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { missingPrograms } from '../scripts/programs.mjs';
import { percentile } from './lib.mjs';

export const PG_URL = (process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432').replace(/\/+$/, '');

/** Stops the process with one line naming what is missing when psql or pgbench is not installed. */
export function requirePgPrograms() {
  const missing = missingPrograms(
    [
      ['psql', 'postgresql-client'],
      ['pgbench', 'postgresql'],
    ],
    'the benchmark sets up its data and runs the same SQL with them',
  );
  if (missing) {
    console.error(missing);
    process.exit(1);
  }
}

/** A SQL string literal. */
export const quote = (value) => `'${String(value).replace(/'/g, "''")}'`;

/** Runs SQL with psql (stops at the first error); answers its unaligned output. */
export function psql(url, sqlText) {
  const res = spawnSync('psql', [url, '-X', '-q', '-At', '-v', 'ON_ERROR_STOP=1', '-c', sqlText], { encoding: 'utf8' });
  if (res.status !== 0) throw new Error(`psql failed (${res.status}): ${res.stderr || res.error}`);
  return res.stdout.trim();
}

/** A fresh database for one run, with a work folder; `drop()` removes both (unless kept). */
export function scratchDatabase(prefix, { keep = false } = {}) {
  const name = `${prefix}_${process.pid}`;
  const url = `${PG_URL}/${name}`;
  const work = mkdtempSync(path.join(tmpdir(), `${prefix.replace(/_/g, '-')}-`));
  psql(`${PG_URL}/postgres`, `create database "${name}"`);
  return {
    name,
    url,
    work,
    drop() {
      try {
        if (keep) console.log(`  kept the database: psql ${url}`);
        else psql(`${PG_URL}/postgres`, `drop database if exists "${name}" with (force)`);
      } catch (error) {
        console.error(`could not drop ${name}: ${error instanceof Error ? error.message : error}`);
      }
      rmSync(work, { recursive: true, force: true });
    },
  };
}

/**
 * Runs pgbench on `database` with one script (`text`, or BEGIN; statements; COMMIT;) and answers
 * TPS, failed transactions and the per-transaction latency percentiles from its log.
 */
export function runPgbench(database, name, { statements, text, connections, seconds, mode = 'prepared' }) {
  const file = path.join(database.work, `${name}.sql`);
  writeFileSync(file, text ?? `BEGIN;\n${statements.join('\n')}\nCOMMIT;\n`);
  const logDir = path.join(database.work, `pgbench-log-${name}`);
  rmSync(logDir, { recursive: true, force: true });
  mkdirSync(logDir, { recursive: true });
  const args = ['-n', '-M', mode, '-c', String(connections), '-j', '2', '-T', String(seconds), '-l', `--log-prefix=${logDir}/tx`];
  const res = spawnSync('pgbench', [...args, '-f', file, database.url], { encoding: 'utf8' });
  if (res.status !== 0) throw new Error(`pgbench failed (${res.status}): ${res.stderr}`);
  const tps = Number(/tps = ([\d.]+) \(without initial connection time\)/.exec(res.stdout)?.[1]);
  const failed = Number(/number of failed transactions: (\d+)/.exec(res.stdout)?.[1] ?? 0);
  const latencies = readdirSync(logDir).flatMap((f) =>
    readFileSync(path.join(logDir, f), 'utf8')
      .split('\n')
      .map((line) => line.split(' '))
      .filter((fields) => fields.length > 2)
      .map((fields) => Number(fields[2]) / 1000),
  );
  return {
    command: `pgbench ${args.slice(0, -2).join(' ')} -f ${name}.sql ${database.name}`,
    tps,
    transactions: latencies.length,
    failedTransactions: failed,
    p50Ms: percentile(latencies, 50),
    p99Ms: percentile(latencies, 99),
  };
}

/** The server log file of the PostgreSQL at PG_URL (the collector's, or Debian's per-cluster file), or null. */
function serverLogFile() {
  const current = psql(`${PG_URL}/postgres`, 'select pg_current_logfile()');
  if (current) return path.isAbsolute(current) ? current : path.join(psql(`${PG_URL}/postgres`, 'show data_directory'), current);
  const cluster = psql(`${PG_URL}/postgres`, 'show cluster_name');
  const debian = `/var/log/postgresql/postgresql-${cluster.replace('/', '-')}.log`;
  try {
    readFileSync(debian, { flag: 'r' }).subarray(0, 1);
    return debian;
  } catch {
    return null;
  }
}

/** A SQL literal of one value as the log's DETAIL line writes it ('...' with '' inside, or NULL). */
function readParameters(detail) {
  const values = [];
  const re = /\$(\d+) = (NULL|'((?:[^']|'')*)')/gs;
  let match;
  while ((match = re.exec(detail))) values[Number(match[1])] = match[2];
  return values;
}

/**
 * Statement capture through the server log: `database` must have log_statement = 'all' before its
 * connections open. `mark()` notes where the log is now; `statements(role)` answers what `role`
 * ran in this database since, in order, each with its parameters written in as literals.
 */
export function statementLog(database) {
  const file = serverLogFile();
  if (!file) throw new Error('the PostgreSQL server log was not found (pg_current_logfile() or /var/log/postgresql)');
  let offset = 0;
  return {
    file,
    mark() {
      offset = readFileSync(file).length;
    },
    statements(role) {
      const text = readFileSync(file).subarray(offset).toString('utf8');
      // One entry per line that starts with a timestamp; continuation lines start with a tab.
      const entries = text.split(/\n(?=\d{4}-\d\d-\d\d \d\d:\d\d:\d\d)/).map((e) => e.replace(/\n\t/g, '\n'));
      const mine = entries.filter((e) => e.includes(` ${role}@${database.name} `));
      const out = [];
      for (const entry of mine) {
        const statement = /LOG: {2}(?:statement|execute [^:]+): ([\s\S]*)$/.exec(entry);
        if (statement) {
          out.push(statement[1].trim());
          continue;
        }
        const detail = /DETAIL: {2}parameters: ([\s\S]*)$/.exec(entry);
        if (detail && out.length > 0) {
          const values = readParameters(detail[1]);
          out[out.length - 1] = out[out.length - 1].replace(/\$(\d+)/g, (all, n) => values[Number(n)] ?? all);
        }
      }
      return out;
    },
  };
}
