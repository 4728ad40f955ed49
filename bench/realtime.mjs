// Realtime benchmark (issue 11, "Workspace"), on PostgreSQL: two server processes on one
// database, BENCH_CLIENTS websocket clients at /api/ws (each signed in as its own member, spread
// alternately over both processes), and per round one write through the API (the owner publishes
// an announcement to everyone, which notifies every member in its transaction) on one process,
// alternating. Every client records when its `notification` event arrives; the figure is the time
// from sending the write to each delivery, p50/p99 over all clients and rounds, also split by
// whether the client sits on the writing process or on the other one (LISTEN/NOTIFY, ADR 0102).
//
//   npm run build -w @hcims/server && npm run bench:realtime
//   BENCH_PG_URL=postgres://postgres@127.0.0.1:5432  BENCH_CLIENTS=200  BENCH_ROUNDS=10
//   BENCH_KEEP_DB=1 (keep the database afterwards)
//
// Clients and the writer share this one Node process, so a figure includes this process handling
// the 200 arrivals one after another; the delivery of the last client in a round shows that cost.
import { randomBytes } from 'node:crypto';
import { createRequire } from 'node:module';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import {
  apiCaller,
  companyWithDepartments,
  insertMembers,
  machine,
  ms,
  percentile,
  PG_URL,
  psql,
  requirePgPrograms,
  root,
  sleep,
  startServer,
  writeResults,
} from './lib.mjs';

requirePgPrograms();
// The server's own websocket package (ADR 0102); Node 20 has no global WebSocket without a flag.
const WebSocket = createRequire(path.join(root, 'apps/server/package.json'))('ws');

const CLIENTS = Number(process.env.BENCH_CLIENTS ?? 200);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 10);
const KEEP_DB = process.env.BENCH_KEEP_DB === '1';
const PASSWORD = 'Bench-Lantern-47-realtime';
const DOMAIN = 'realtime.bench.example';
const ROUND_TIMEOUT_MS = 15_000;

const checks = [];
const check = (name, ok, detail = '') => {
  checks.push({ name, ok: Boolean(ok), detail });
  if (!ok) console.error(`  CHECK FAILED: ${name} ${detail}`);
};

const dbName = `hcims_bench_realtime_${process.pid}`;
const dbUrl = `${PG_URL}/${dbName}`;
const servers = [];
const sockets = [];

async function cleanUp() {
  for (const socket of sockets) socket.terminate();
  await Promise.all(servers.map((s) => s.stop()));
  try {
    if (KEEP_DB) console.log(`  kept the database: psql ${dbUrl}`);
    else psql(`${PG_URL}/postgres`, `drop database if exists "${dbName}" with (force)`);
  } catch (error) {
    console.error(`could not drop ${dbName}: ${error instanceof Error ? error.message : error}`);
  }
}
process.once('SIGINT', () => void cleanUp().then(() => process.exit(130)));

/** Opens a websocket to a server, authenticates with the access token and resolves on `ready`. */
function connect(server, token, onEvent) {
  return new Promise((resolve, reject) => {
    const socket = new WebSocket(`${server.url.replace(/^http/, 'ws')}/api/ws`);
    sockets.push(socket);
    const timer = setTimeout(() => reject(new Error('no ready within 10 s')), 10_000);
    socket.on('open', () => socket.send(JSON.stringify({ type: 'auth', token })));
    socket.on('message', (data) => {
      const event = JSON.parse(data.toString());
      if (event.type === 'ready') {
        clearTimeout(timer);
        resolve(socket);
      } else onEvent(event, performance.now());
    });
    socket.on('close', (code, reason) => reject(new Error(`closed ${code} ${reason}`)));
    socket.on('error', reject);
  });
}

async function main() {
  psql(`${PG_URL}/postgres`, `create database "${dbName}"`);
  // Both processes must accept the same access tokens.
  const shared = { DATABASE_URL: dbUrl, SEED_DEMO: 'false', JWT_SECRET: randomBytes(32).toString('base64url') };
  servers.push(await startServer(shared));
  // The first start applied the migrations; the second finds them applied.
  servers.push(await startServer(shared));
  const calls = servers.map((s) => apiCaller(s));

  const company = await companyWithDepartments(calls[0], { name: 'Realtime', email: `owner@${DOMAIN}`, password: PASSWORD, count: 4 });
  const emails = insertMembers(dbUrl, company, CLIENTS, DOMAIN);
  console.log(`  ${CLIENTS} members; signing them in and connecting, alternately to ${servers.map((s) => s.url).join(' and ')}`);

  /** Arrival times of `notification` events, by round, per client. */
  const arrivals = Array.from({ length: CLIENTS }, () => []);
  for (let i = 0; i < CLIENTS; i++) {
    const on = i % 2;
    const login = await calls[on]('POST', '/api/auth/login/', { body: { email: emails[i], password: PASSWORD } });
    await connect(servers[on], login.access, (event, at) => {
      if (event.type === 'notification') arrivals[i].push(at);
    });
  }
  check('every client authenticated', sockets.length === CLIENTS, `${sockets.length} of ${CLIENTS}`);

  const deliveries = { all: [], afterAnswer: [], sameProcess: [], otherProcess: [] };
  const rounds = [];
  for (let round = 0; round < ROUNDS; round++) {
    const writer = round % 2;
    const before = arrivals.map((a) => a.length);
    const sentAt = performance.now();
    await calls[writer]('POST', '/api/tasks/announcements', {
      token: company.access,
      body: { title: `Round ${round + 1}`, body: 'Realtime benchmark', audience: 'everyone', publish: true },
      expect: 201,
    });
    const answeredAt = performance.now();
    const deadline = sentAt + ROUND_TIMEOUT_MS;
    while (arrivals.some((a, i) => a.length === before[i]) && performance.now() < deadline) await sleep(5);
    const delays = arrivals.flatMap((a, i) => (a.length > before[i] ? [{ i, ms: a[before[i]] - sentAt }] : []));
    for (const d of delays) {
      deliveries.all.push(d.ms);
      // The fan-out alone: from the write's answer (it commits just before) to the delivery; may be negative.
      deliveries.afterAnswer.push(d.ms - (answeredAt - sentAt));
      (d.i % 2 === writer ? deliveries.sameProcess : deliveries.otherProcess).push(d.ms);
    }
    const roundFigures = {
      writer: writer === 0 ? 'A' : 'B',
      apiMs: answeredAt - sentAt,
      delivered: delays.length,
      p50Ms: percentile(
        delays.map((d) => d.ms),
        50,
      ),
      maxMs: Math.max(...delays.map((d) => d.ms)),
    };
    rounds.push(roundFigures);
    console.log(
      `  round ${round + 1} (write on ${roundFigures.writer}): API ${ms(roundFigures.apiMs)}, ${delays.length}/${CLIENTS} delivered, p50 ${ms(roundFigures.p50Ms)}, last ${ms(roundFigures.maxMs)}`,
    );
    check(`round ${round + 1}: every client got the event`, delays.length === CLIENTS, `${delays.length} of ${CLIENTS}`);
    await sleep(200);
  }

  const summary = (values) => ({ count: values.length, p50Ms: percentile(values, 50), p99Ms: percentile(values, 99) });
  const figures = {
    machine: machine(),
    clients: CLIENTS,
    processes: servers.length,
    rounds: ROUNDS,
    write: 'POST /api/tasks/announcements (published to everyone: one notification per member)',
    apiP50Ms: percentile(
      rounds.map((r) => r.apiMs),
      50,
    ),
    delivery: summary(deliveries.all),
    deliverySameProcess: summary(deliveries.sameProcess),
    deliveryOtherProcess: summary(deliveries.otherProcess),
    deliveryAfterApiAnswer: summary(deliveries.afterAnswer),
    perRound: rounds,
    checks,
  };
  console.log(`  write to delivery, ${deliveries.all.length} deliveries over ${ROUNDS} rounds:`);
  console.log(`    all clients        p50 ${ms(figures.delivery.p50Ms)}, p99 ${ms(figures.delivery.p99Ms)}`);
  console.log(`    on the writer      p50 ${ms(figures.deliverySameProcess.p50Ms)}, p99 ${ms(figures.deliverySameProcess.p99Ms)}`);
  console.log(`    on the other one   p50 ${ms(figures.deliveryOtherProcess.p50Ms)}, p99 ${ms(figures.deliveryOtherProcess.p99Ms)}`);
  console.log(
    `    after the answer   p50 ${ms(figures.deliveryAfterApiAnswer.p50Ms)}, p99 ${ms(figures.deliveryAfterApiAnswer.p99Ms)} (the fan-out alone)`,
  );
  console.log(`  results: ${writeResults('realtime', figures)}`);
}

try {
  await main();
} catch (error) {
  console.error(error);
  checks.push({ name: 'ran to the end', ok: false, detail: String(error) });
} finally {
  await cleanUp();
}
process.exit(checks.every((c) => c.ok) ? 0 : 1);
