// Seconds from `npm start` to a listening server on the embedded database: first run (empty
// data directory: initdb, migrations, demo seed) and second run (existing data), several times.
// Usage: npm run bench:startup [-- --runs 3]
import { spawn, execSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { machine, median, root, writeResults } from './lib.mjs';

const runs = Number(process.argv[process.argv.indexOf('--runs') + 1]) || 3;

function startOnce(dataDir) {
  return new Promise((resolve, reject) => {
    const t0 = performance.now();
    const child = spawn(process.execPath, ['scripts/start.mjs'], {
      cwd: root,
      env: { ...process.env, DATA_DIR: dataDir, PORT: '0', LOG_LEVEL: 'warn', DATABASE_URL: '' },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let out = '';
    child.stdout.on('data', (d) => {
      out += d;
      if (out.includes('READY ')) {
        const seconds = (performance.now() - t0) / 1000;
        child.once('exit', () => resolve(seconds));
        child.kill('SIGTERM');
      }
    });
    child.once('exit', (code) => !out.includes('READY ') && reject(new Error(`server exited ${code}: ${out}`)));
  });
}

execSync('node scripts/build-if-needed.mjs', { cwd: root, stdio: 'inherit' });
const first = [];
const second = [];
for (let i = 0; i < runs; i++) {
  const dir = mkdtempSync(path.join(tmpdir(), 'hcims-bench-start-'));
  first.push(await startOnce(dir));
  second.push(await startOnce(dir));
  rmSync(dir, { recursive: true, force: true });
}
const fmt = (xs) => xs.map((x) => x.toFixed(2)).join(', ');
console.log(`npm start -> listening, embedded PGlite, ${runs} runs (build already present)`);
console.log(`first run  (empty data dir): median ${median(first).toFixed(2)} s  [${fmt(first)}]`);
console.log(`second run (existing data):  median ${median(second).toFixed(2)} s  [${fmt(second)}]`);
console.log(
  `results: ${writeResults('startup', { machine: machine(), runs, firstRunMedianSeconds: median(first), secondRunMedianSeconds: median(second), firstRunSeconds: first, secondRunSeconds: second })}`,
);
