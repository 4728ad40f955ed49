// The first screen after sign-in, cold (fresh browser context, empty cache), in Debian Chromium:
// every response the page received (JS, CSS, fonts, locales and API data), each counted as the
// gzip bytes the server sends for it (fetched again with Accept-Encoding: gzip and the request's
// own authorization), and the time from navigation to a usable dashboard (its first card shown).
// Used by people.mjs at 10,000 employees (issue 10: at most 250 KB gzip in all, usable in 1 s).
import { pageFunctions } from 'lighthouse/core/lib/page-functions.js';
import http from 'node:http';
import { chromium } from 'playwright-core';

function gzipSize(url, headers) {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers: { ...headers, 'accept-encoding': 'gzip' } }, (res) => {
        let bytes = 0;
        res.on('data', (c) => (bytes += c.length));
        res.on('end', () => resolve(bytes));
      })
      .on('error', reject);
  });
}

/**
 * Opens `pathname` signed in with `tokens`; answers bytes by kind, the time until `ready` shows,
 * the timeline of every request (start and end of each response after navigation) and the host's
 * speed as Lighthouse measures it (its benchmark index, in a blank page of the same Chromium after
 * the run): the time varies with the machine far more than with small changes, so a figure from
 * another machine is compared through it.
 */
export async function measureFirstScreen(base, tokens, { pathname = '/', ready = '[data-testid^="card-"]' } = {}) {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--disable-background-networking'],
  });
  try {
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    await context.addInitScript((t) => {
      localStorage.setItem('token', t.access);
      localStorage.setItem('refreshToken', t.refresh);
    }, tokens);
    const page = await context.newPage();
    const seen = [];
    page.on('requestfinished', (request) => seen.push(request));
    const started = Date.now();
    await page.goto(`${base}${pathname}`);
    await page.locator(ready).first().waitFor({ timeout: 30_000 });
    const usableMs = Date.now() - started;
    await page.waitForLoadState('networkidle');
    const files = [];
    // The waterfall: when each request started, was sent, got its first byte and ended, in ms after navigation.
    const timeline = [];
    for (const request of seen) {
      const response = await request.response();
      const url = new URL(request.url());
      const path = `${url.pathname}${url.search}`;
      const timing = request.timing();
      if (timing.startTime > 0) {
        timeline.push({
          path,
          method: request.method(),
          status: response?.status() ?? null,
          startMs: Math.round(timing.startTime - started),
          // Sent on a connection (after waiting for one of the six) and the first byte of the answer.
          sentMs: timing.requestStart >= 0 ? Math.round(timing.startTime + timing.requestStart - started) : null,
          firstByteMs: timing.responseStart >= 0 ? Math.round(timing.startTime + timing.responseStart - started) : null,
          endMs: Math.round(timing.startTime + timing.responseEnd - started),
        });
      }
      if (!response || request.method() !== 'GET' || response.status() === 304) continue;
      const headers = {};
      const auth = (await request.allHeaders()).authorization;
      if (auth) headers.authorization = auth;
      const kind = url.pathname.startsWith('/api/') ? 'data' : url.pathname.startsWith('/locales/') ? 'locales' : request.resourceType();
      files.push({ path, kind, gzip: await gzipSize(request.url(), headers) });
    }
    await context.close();
    const blank = await browser.newPage();
    const hostBenchmarkIndex = await blank.evaluate(`(${pageFunctions.computeBenchmarkIndex.toString()})()`);
    await blank.close();
    timeline.sort((x, y) => x.startMs - y.startMs);
    const byKind = {};
    for (const f of files) byKind[f.kind] = (byKind[f.kind] ?? 0) + f.gzip;
    return { pathname, usableMs, gzipTotal: files.reduce((s, f) => s + f.gzip, 0), byKind, files, timeline, hostBenchmarkIndex };
  } finally {
    await browser.close();
  }
}
