// Identity benchmark: sign-in (argon2id included) and token refresh latency, and how responsive
// the process stays (GET /api/health latency) while 20 sign-ins per second run.
//
//   npm run bench:identity                      embedded PGlite in a temporary DATA_DIR
//   DATABASE_URL=postgres://... npm run bench:identity   on PostgreSQL (the database must exist)
//
// Starts the built server (apps/server/dist/server.js; builds it when missing) on PORT=0 with the
// demo data, signs in as the demo owner, prints the figures and writes them to bench/results/.
import { DEMO_OWNER, machine, ms, percentile, sleep, startServer, writeResults } from './lib.mjs';

const LOAD_SECONDS = Number(process.env.BENCH_LOAD_SECONDS ?? 10);
const SIGN_INS_PER_SECOND = Number(process.env.BENCH_SIGN_INS_PER_SECOND ?? 20);

const server = await startServer();
const { url, db } = server;

try {
  const post = async (pathName, body) => {
    const started = performance.now();
    const res = await fetch(`${url}${pathName}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    const json = await res.json();
    return { status: res.status, json, ms: performance.now() - started };
  };
  const signIn = () => post('/api/auth/login/', DEMO_OWNER);
  const health = async () => {
    const started = performance.now();
    const res = await fetch(`${url}/api/health`);
    await res.arrayBuffer();
    return { status: res.status, ms: performance.now() - started };
  };

  // Warm-up: JIT, connection, argon2 thread pool.
  for (let i = 0; i < 5; i++) {
    const res = await signIn();
    if (res.status !== 200) throw new Error(`demo sign-in failed: ${res.status} ${JSON.stringify(res.json)}`);
  }

  const signInTimes = [];
  for (let i = 0; i < 40; i++) signInTimes.push((await signIn()).ms);

  let refresh = (await signIn()).json.refresh;
  const refreshTimes = [];
  for (let i = 0; i < 100; i++) {
    const res = await post('/api/auth/token/refresh/', { refresh });
    if (res.status !== 200) throw new Error(`refresh failed: ${res.status}`);
    refresh = res.json.refresh;
    refreshTimes.push(res.ms);
  }

  const probe = async (seconds) => {
    const times = [];
    const until = performance.now() + seconds * 1000;
    while (performance.now() < until) {
      times.push((await health()).ms);
      await sleep(20);
    }
    return times;
  };
  const idleHealth = await probe(3);

  // Open loop: one sign-in every 1000/rate ms whatever the answers take.
  const loadTimes = [];
  let loadErrors = 0;
  const inFlight = [];
  const loadStarted = performance.now();
  const firing = (async () => {
    const total = LOAD_SECONDS * SIGN_INS_PER_SECOND;
    for (let i = 0; i < total; i++) {
      const due = loadStarted + (i * 1000) / SIGN_INS_PER_SECOND;
      const wait = due - performance.now();
      if (wait > 0) await sleep(wait);
      inFlight.push(
        signIn().then(
          (res) => (res.status === 200 ? loadTimes.push(res.ms) : loadErrors++),
          () => loadErrors++,
        ),
      );
    }
  })();
  const loadedHealth = await probe(LOAD_SECONDS);
  await firing;
  await Promise.all(inFlight);
  const loadSeconds = (performance.now() - loadStarted) / 1000;

  const figures = {
    database: db,
    machine: machine(),
    signIn: { samples: signInTimes.length, medianMs: percentile(signInTimes, 50), p90Ms: percentile(signInTimes, 90) },
    refresh: { samples: refreshTimes.length, medianMs: percentile(refreshTimes, 50), p90Ms: percentile(refreshTimes, 90) },
    healthIdle: {
      samples: idleHealth.length,
      p50Ms: percentile(idleHealth, 50),
      p99Ms: percentile(idleHealth, 99),
      maxMs: Math.max(...idleHealth),
    },
    underLoad: {
      signInsPerSecondTarget: SIGN_INS_PER_SECOND,
      signInsPerSecondDone: loadTimes.length / loadSeconds,
      signInErrors: loadErrors,
      signInP50Ms: percentile(loadTimes, 50),
      signInP99Ms: percentile(loadTimes, 99),
      healthSamples: loadedHealth.length,
      healthP50Ms: percentile(loadedHealth, 50),
      healthP99Ms: percentile(loadedHealth, 99),
      healthMaxMs: Math.max(...loadedHealth),
    },
  };

  console.log(`\nIdentity benchmark (${db}, ${figures.machine.cpus} cores, Node ${process.version})`);
  console.log(`  sign-in (argon2id included), sequential: median ${ms(figures.signIn.medianMs)}, p90 ${ms(figures.signIn.p90Ms)}`);
  console.log(`  token refresh, sequential:               median ${ms(figures.refresh.medianMs)}, p90 ${ms(figures.refresh.p90Ms)}`);
  console.log(
    `  GET /api/health, idle:                   p50 ${ms(figures.healthIdle.p50Ms)}, p99 ${ms(figures.healthIdle.p99Ms)}, max ${ms(figures.healthIdle.maxMs)}`,
  );
  const u = figures.underLoad;
  console.log(
    `  under ${u.signInsPerSecondTarget} sign-ins/s for ${LOAD_SECONDS} s: ${u.signInsPerSecondDone.toFixed(1)}/s done, ${u.signInErrors} errors, sign-in p50 ${ms(u.signInP50Ms)} p99 ${ms(u.signInP99Ms)}`,
  );
  console.log(`  GET /api/health meanwhile:               p50 ${ms(u.healthP50Ms)}, p99 ${ms(u.healthP99Ms)}, max ${ms(u.healthMaxMs)}`);

  console.log(`  written to ${writeResults(`identity-${db}`, figures)}`);
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
} finally {
  await server.stop();
}
