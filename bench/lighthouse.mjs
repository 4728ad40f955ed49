// Lighthouse (mobile preset: simulated slow 4G and 4x CPU slowdown) on the sign-in page, in
// Debian Chromium, against the built server on a fresh embedded database.
// Budget: performance >= 95, accessibility 100, best practices 100. Median of 3 runs.
// Usage: npm run bench:web (runs web-size.mjs, then this) or node bench/lighthouse.mjs [--runs N]
import { execSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { root, startServer } from './lib.mjs';

const runs = Number(process.argv[process.argv.indexOf('--runs') + 1]) || 3;
const budgets = { performance: 95, accessibility: 100, 'best-practices': 100 };

execSync('node scripts/build-if-needed.mjs', { cwd: root, stdio: 'inherit' });
const server = await startServer();
const url = `${server.url}/auth/boxed-signin`;
const results = [];
try {
  for (let i = 0; i < runs; i++) {
    const chrome = await chromeLauncher.launch({
      chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      chromeFlags: [
        '--headless=new',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-dev-shm-usage',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
      ],
    });
    try {
      const { lhr } = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: Object.keys(budgets) });
      const audit = (id) => lhr.audits[id]?.numericValue ?? NaN;
      if (lhr.runtimeError) console.log(`  run ${i + 1}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
      results.push({
        error: lhr.runtimeError?.code ?? null,
        scores: Object.fromEntries(Object.keys(budgets).map((c) => [c, Math.round((lhr.categories[c]?.score ?? 0) * 100)])),
        metrics: {
          fcp: audit('first-contentful-paint'),
          lcp: audit('largest-contentful-paint'),
          tbt: audit('total-blocking-time'),
          cls: audit('cumulative-layout-shift'),
          si: audit('speed-index'),
        },
        failing: Object.values(lhr.audits)
          .filter((a) => a.score !== null && a.score < 1 && a.scoreDisplayMode === 'binary')
          .map((a) => a.id),
      });
    } finally {
      await chrome.kill();
    }
  }
} finally {
  await server.stop();
}

const median = (xs) => {
  const ok = xs.filter((x) => Number.isFinite(x)).sort((a, b) => a - b);
  return ok.length ? ok[Math.floor(ok.length / 2)] : NaN;
};
const scores = Object.fromEntries(Object.keys(budgets).map((c) => [c, median(results.map((r) => r.scores[c]))]));
const metric = (k) => median(results.map((r) => r.metrics[k]));
console.log(`\nLighthouse ${runs}x on ${new URL(url).pathname} (mobile preset), median:`);
for (const [category, min] of Object.entries(budgets)) {
  const runsList = results.map((r) => r.scores[category]).join(', ');
  console.log(
    `  ${category.padEnd(15)} ${String(scores[category]).padStart(3)}  (budget >= ${min}) ${scores[category] >= min ? 'OK' : 'UNDER BUDGET'}  [${runsList}]`,
  );
}
console.log(
  `  FCP ${(metric('fcp') / 1000).toFixed(2)} s, LCP ${(metric('lcp') / 1000).toFixed(2)} s, TBT ${Math.round(metric('tbt'))} ms, CLS ${metric('cls').toFixed(3)}, Speed Index ${(metric('si') / 1000).toFixed(2)} s`,
);
const failing = [...new Set(results.flatMap((r) => r.failing))];
if (failing.length) console.log(`  failing audits: ${failing.join(', ')}`);
mkdirSync(path.join(root, 'bench/results'), { recursive: true });
writeFileSync(
  path.join(root, 'bench/results/lighthouse.json'),
  JSON.stringify({ at: new Date().toISOString(), url, budgets, scores, results }, null, 2),
);
if (Object.entries(budgets).some(([c, min]) => scores[c] < min)) process.exitCode = 1;
