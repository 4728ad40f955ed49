// API fuzz test, generated from the OpenAPI document the running server publishes:
//   - every operation, signed in as each demo role (owner, HR admin, manager, employee) and
//     anonymously, with inputs derived from its schemas (valid ones, and broken ones: wrong types,
//     missing required fields, over-long strings, NUL bytes, lone surrogates, other unicode,
//     negative and huge numbers, bad ids, unknown enum values, bad JSON, wrong content types,
//     stray multipart files);
//   - every answer is checked against the document: its status must be one the operation
//     declares, its media type one the status declares, a JSON body must match the status's
//     schema, and a status declared without content must come without a body;
//   - answers of 500 are counted and listed with the server's log line for the request.
//
//   npm run bench:fuzz
//   FUZZ_DB=both|pglite|postgres (default both)   FUZZ_REQUESTS=12000 (per database)
//   FUZZ_SEED=20261126 (same seed, same requests)  FUZZ_CONCURRENCY=6
//   BENCH_PG_URL=postgres://postgres@127.0.0.1:5432 (default)  server to create the database on
//
// Order: the operations that delete, terminate, lock, switch company or change grants run only in
// the last tenth of the requests, and those that end the caller's own sessions (sign-out, ending
// a session, password change) in its last fifth, so that the earlier ones meet the demo data and
// the roles' sessions intact. Nothing is excluded. Writes bench/results/fuzz-<timestamp>.json and exits
// non-zero when an answer is a 500 or does not match the document.
import { createRequire } from 'node:module';
import path from 'node:path';
import fc from 'fast-check';
import pg from 'pg';
import { machine, root, startServer, writeResults } from './lib.mjs';

const DATABASES = (process.env.FUZZ_DB ?? 'both') === 'both' ? ['pglite', 'postgres'] : [process.env.FUZZ_DB];
const TARGET = Number(process.env.FUZZ_REQUESTS ?? 12_000);
const SEED = Number(process.env.FUZZ_SEED ?? 20261126);
const CONCURRENCY = Number(process.env.FUZZ_CONCURRENCY ?? 6);
const PG_URL = (process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432').replace(/\/+$/, '');
const PASSWORD = 'Harbour-Lantern-47';
const ROLES = { owner: 'owner', hr: 'hr', manager: 'manager', employee: 'employee' };
const IDENTITIES = ['anonymous', ...Object.keys(ROLES)];
// A refresh keeps the roles' access tokens (5 minutes) alive through a long run.
const TOKEN_MAX_AGE_MS = 3 * 60_000;

// Ajv 8 is Fastify's own JSON-schema validator: reached through the server's dependency chain
// (server -> fastify -> @fastify/ajv-compiler -> ajv, ajv-formats) rather than added again.
function loadAjv() {
  const fromServer = createRequire(path.join(root, 'apps/server/package.json'));
  const fromFastify = createRequire(fromServer.resolve('fastify'));
  const fromCompiler = createRequire(fromFastify.resolve('@fastify/ajv-compiler'));
  const Ajv = fromCompiler('ajv');
  const addFormats = fromCompiler('ajv-formats');
  const ajv = new (Ajv.default ?? Ajv)({ strict: false, allErrors: false, validateFormats: true });
  (addFormats.default ?? addFormats)(ajv);
  ajv.addFormat('binary', true);
  return ajv;
}

// ---- seeded randomness ----
function prng(seed) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (min, max) => min + Math.floor(next() * (max - min + 1));
  const pick = (list) => list[Math.floor(next() * list.length)];
  const chance = (p) => next() < p;
  const uuid = () => {
    const hex = Array.from({ length: 32 }, () => int(0, 15).toString(16)).join('');
    return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-${pick(['8', '9', 'a', 'b'])}${hex.slice(17, 20)}-${hex.slice(20)}`;
  };
  return { next, int, pick, chance, uuid };
}

// ---- the OpenAPI document's schemas ----
function resolver(doc) {
  const components = doc.components?.schemas ?? {};
  const deref = (schema) => {
    let s = schema;
    for (let i = 0; s && s.$ref && i < 10; i++) s = components[s.$ref.replace('#/components/schemas/', '')];
    return s ?? {};
  };
  /** OpenAPI 3.0 -> JSON Schema for Ajv: `nullable` becomes a null type, references are inlined. */
  const toJsonSchema = (schema) => {
    if (Array.isArray(schema)) return schema.map(toJsonSchema);
    if (!schema || typeof schema !== 'object') return schema;
    const s = schema.$ref ? deref(schema) : schema;
    const out = {};
    for (const [key, value] of Object.entries(s)) {
      if (key === 'nullable') continue;
      if (key === 'properties') out.properties = Object.fromEntries(Object.entries(value).map(([k, v]) => [k, toJsonSchema(v)]));
      else if (['items', 'additionalProperties', 'not'].includes(key) && typeof value === 'object') out[key] = toJsonSchema(value);
      else if (['anyOf', 'oneOf', 'allOf'].includes(key)) out[key] = value.map(toJsonSchema);
      else out[key] = value;
    }
    if (s.nullable === true) {
      if (out.enum && !out.enum.includes(null)) out.enum = [...out.enum, null];
      if (typeof out.type === 'string') out.type = [out.type, 'null'];
      else if (!out.type) return { anyOf: [out, { type: 'null' }] };
    }
    return out;
  };
  return { deref, toJsonSchema };
}

function mergeAllOf(schema, deref) {
  const parts = schema.allOf.map(deref);
  return {
    type: 'object',
    properties: Object.assign({}, ...parts.map((p) => p.properties ?? {})),
    required: parts.flatMap((p) => p.required ?? []),
  };
}

// ---- inputs ----
function makeGenerator(rng, deref, pools) {
  const fcSeed = () => rng.int(1, 2 ** 30);
  const matching = (pattern) => {
    try {
      return fc.sample(fc.stringMatching(new RegExp(pattern)), { seed: fcSeed(), numRuns: 1 })[0];
    } catch {
      return 'x';
    }
  };
  const words = ['Layla', 'Omar', 'Sara', 'North', 'Sales', 'Finance', 'Dubai', 'ليلى', 'قسم المبيعات', 'Zoë', 'Fuzz'];
  const date = () => `20${rng.int(20, 29)}-${String(rng.int(1, 12)).padStart(2, '0')}-${String(rng.int(1, 28)).padStart(2, '0')}`;
  let emails = 0;

  const string = (s) => {
    if (s.enum) return rng.pick(s.enum);
    switch (s.format) {
      case 'uuid':
        return rng.chance(0.85) && pools.allIds.length > 0 ? rng.pick(pools.allIds) : rng.uuid();
      case 'email':
        return `fuzz-${SEED}-${++emails}-${rng.int(0, 1e6)}@example.test`;
      case 'date':
        return date();
      case 'date-time':
        return `${date()}T${String(rng.int(0, 23)).padStart(2, '0')}:00:00.000Z`;
      case 'uri':
        return 'https://example.test/fuzz';
    }
    if (s.pattern) return matching(s.pattern);
    const min = s.minLength ?? 0;
    const max = Math.min(s.maxLength ?? 40, Math.max(min, 40));
    let text = `${rng.pick(words)} ${rng.int(1, 9999)}`;
    while (text.length < min) text += ` ${rng.pick(words)}`;
    return text.slice(0, Math.max(min, Math.min(max, text.length)));
  };

  const number = (s) => {
    const low = Math.max(s.minimum ?? 0, -1000) + (s.exclusiveMinimum === true ? 1 : 0);
    const high = Math.min(s.maximum ?? 100, Math.max(low, 100));
    const value = rng.int(Math.ceil(low), Math.floor(high));
    return s.type === 'integer' ? value : value + (rng.chance(0.3) ? 0.5 : 0);
  };

  /** A value that satisfies the schema (as far as a generator that knows no cross-field rules can). */
  const valid = (schema, depth = 0) => {
    let s = deref(schema);
    if (s.allOf) s = mergeAllOf(s, deref);
    if (s.anyOf || s.oneOf) return valid(rng.pick((s.anyOf ?? s.oneOf).filter((b) => deref(b).type !== 'null' || depth > 6)), depth + 1);
    if (s.nullable && rng.chance(0.1)) return null;
    if (s.enum) return rng.pick(s.enum);
    const type = Array.isArray(s.type) ? s.type.find((t) => t !== 'null') : s.type;
    switch (type) {
      case 'string':
        return string(s);
      case 'integer':
      case 'number':
        return number(s);
      case 'boolean':
        return rng.chance(0.5);
      case 'array': {
        const n = Math.max(s.minItems ?? 0, Math.min(s.maxItems ?? 3, rng.int(0, 3)));
        const items = Array.from({ length: n }, () => valid(s.items ?? {}, depth + 1));
        return s.uniqueItems ? [...new Map(items.map((v) => [JSON.stringify(v), v])).values()] : items;
      }
      case 'object':
      default: {
        if (!s.properties && type !== 'object') return string({});
        const out = {};
        const required = new Set(s.required ?? []);
        for (const [key, prop] of Object.entries(s.properties ?? {})) {
          if (required.has(key) || (depth < 4 && rng.chance(0.5))) out[key] = valid(prop, depth + 1);
        }
        return out;
      }
    }
  };
  return { valid };
}

/** Paths of the leaves of a value ([] is the value itself), for mutations. */
function leaves(value, at = []) {
  if (value && typeof value === 'object') {
    const children = Object.entries(value).flatMap(([k, v]) => leaves(v, [...at, Array.isArray(value) ? Number(k) : k]));
    return [at, ...children];
  }
  return [at];
}
function setAt(value, at, next) {
  if (at.length === 0) return next;
  const copy = Array.isArray(value) ? [...value] : { ...value };
  copy[at[0]] = setAt(value[at[0]], at.slice(1), next);
  return copy;
}
function removeAt(value, at) {
  if (at.length === 1) {
    const copy = Array.isArray(value) ? value.filter((_, i) => i !== at[0]) : { ...value };
    if (!Array.isArray(copy)) delete copy[at[0]];
    return copy;
  }
  return setAt(value, at.slice(0, -1), removeAt(getAt(value, at.slice(0, -1)), at.slice(-1)));
}
const getAt = (value, at) => at.reduce((v, k) => v?.[k], value);

const NUL = 'Fuzz\u0000name';
const LONE_SURROGATE = 'Fuzz\ud800name';
const UNICODE = ['مرحبا بالعالم', '\u202eRTL override', 'e\u0301\u0301\u0301', '👩🏽‍💻 emoji', '\ufeffBOM', 'Zero\u200bwidth', '𝔘𝔫𝔦𝔠𝔬𝔡𝔢'];
const BAD_IDS = ['not-a-uuid', '00000000-0000-0000-0000-000000000000', "1' OR '1'='1", '%00', '9'.repeat(400), '-1', 'NaN', 'null'];
const HUGE_NUMBERS = [-1, -2147483649, 2 ** 53 + 2, 1e308, -1e308, 0.5, -0];

/** One broken variant of a valid input: which mutation, and the value. */
function breakValue(rng, value) {
  const spots = leaves(value);
  const at = rng.pick(spots);
  const here = getAt(value, at);
  const kind = rng.pick(['wrong-type', 'missing', 'too-long', 'nul', 'surrogate', 'unicode', 'number', 'enum', 'extra']);
  switch (kind) {
    case 'wrong-type':
      return {
        kind,
        value: setAt(
          value,
          at,
          typeof here === 'string'
            ? rng.int(-5, 5)
            : typeof here === 'number'
              ? String(here)
              : here === null
                ? {}
                : rng.pick([true, 'x', 7, []]),
        ),
      };
    case 'missing':
      return at.length === 0 ? { kind, value: {} } : { kind, value: removeAt(value, at) };
    case 'too-long':
      return { kind, value: setAt(value, at, 'L'.repeat(rng.pick([256, 5_000, 70_000]))) };
    case 'nul':
      return { kind, value: setAt(value, at, NUL) };
    case 'surrogate':
      return { kind, value: setAt(value, at, LONE_SURROGATE) };
    case 'unicode':
      return { kind, value: setAt(value, at, rng.pick(UNICODE)) };
    case 'number':
      return { kind, value: setAt(value, at, rng.pick(HUGE_NUMBERS)) };
    case 'enum':
      return { kind, value: setAt(value, at, 'NOT_A_CHOICE') };
    case 'extra':
    default:
      return {
        kind: 'extra',
        value: value && typeof value === 'object' && !Array.isArray(value) ? { ...value, unexpectedField: 'x' } : value,
      };
  }
}

// ---- the run against one server ----
async function fuzzOne(kind) {
  let database = null;
  const env = { LOG_LEVEL: 'warn' };
  if (kind === 'postgres') {
    database = `hcims_bench_fuzz_${process.pid}`;
    const admin = new pg.Client({ connectionString: `${PG_URL}/postgres` });
    await admin.connect();
    await admin.query(`drop database if exists ${database}`);
    await admin.query(`create database ${database}`);
    await admin.end();
    env.DATABASE_URL = `${PG_URL}/${database}`;
  }
  const server = await startServer(env);
  try {
    return await fuzzServer(kind, server);
  } finally {
    await server.stop();
    if (database) {
      const admin = new pg.Client({ connectionString: `${PG_URL}/postgres` });
      await admin.connect();
      await admin.query(`drop database if exists ${database} with (force)`);
      await admin.end();
    }
  }
}

async function fuzzServer(kind, server) {
  const rng = prng(SEED);
  const ajv = loadAjv();
  const doc = await (await fetch(`${server.url}/api/openapi.json`)).json();
  const { deref, toJsonSchema } = resolver(doc);
  const validators = new Map();
  const validatorFor = (schema) => {
    const key = JSON.stringify(schema);
    if (!validators.has(key)) validators.set(key, ajv.compile(toJsonSchema(schema)));
    return validators.get(key);
  };

  const operations = Object.entries(doc.paths).flatMap(([template, ops]) =>
    Object.entries(ops).map(([method, op]) => ({
      method: method.toUpperCase(),
      template,
      op,
      name: `${method.toUpperCase()} ${template}`,
    })),
  );

  // Sign in as each role (and keep the sessions fresh).
  const sessions = {};
  const signIn = async (role) => {
    const res = await fetch(`${server.url}/api/auth/login/`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: `${ROLES[role]}@meridiancrest.example`, password: PASSWORD }),
    });
    if (res.status !== 200) throw new Error(`${role} could not sign in: ${res.status} ${await res.text()}`);
    const body = await res.json();
    sessions[role] = { access: body.access, refresh: body.refresh, at: Date.now() };
  };
  for (const role of Object.keys(ROLES)) await signIn(role);
  // One refresh at a time: a refresh token works once, and a second use would end the session.
  let refreshing = null;
  const refreshIfOld = () =>
    (refreshing ??= (async () => {
      for (const [role, s] of Object.entries(sessions)) {
        if (Date.now() - s.at < TOKEN_MAX_AGE_MS) continue;
        s.at = Date.now();
        const res = await fetch(`${server.url}/api/auth/token/refresh/`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ refresh: s.refresh }),
        });
        if (res.status === 200) Object.assign(s, await res.json());
        else await signIn(role).catch(() => undefined); // ended by a destructive operation: its 401s are answers to check too
      }
    })().finally(() => {
      refreshing = null;
    }));
  const authHeader = (identity) => (identity === 'anonymous' ? {} : { authorization: `Bearer ${sessions[identity].access}` });

  // Ids of real records, so valid requests reach past "not found": each list the owner can read.
  const pools = { byTemplate: new Map(), allIds: [] };
  const harvest = (body, names) => {
    const out = [];
    const visit = (v, depth) => {
      if (!v || typeof v !== 'object' || depth > 3) return;
      if (Array.isArray(v)) return v.forEach((x) => visit(x, depth + 1));
      for (const n of names) if (typeof v[n] === 'string') out.push(v[n]);
      for (const x of Object.values(v)) visit(x, depth + 1);
    };
    visit(body, 0);
    return [...new Set(out)];
  };
  const uuidLike = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
  const paramPools = async (template) => {
    // /api/access/roles/{id}/members/{memberId}: {id} from GET /api/access/roles, {memberId} from GET /api/access/roles/<id>/members
    const parts = template.split('/');
    const filled = [];
    const values = {};
    for (const part of parts) {
      const m = /^\{(.+)\}$/.exec(part);
      if (m) {
        const listPath = filled.join('/');
        const key = `${listPath}|${m[1]}`;
        if (!pools.byTemplate.has(key)) {
          // The list above the parameter; when there is none, the one above that (reports/standard/{key}).
          const names = m[1] === 'id' ? ['id', 'key'] : [m[1], 'userId', 'id'];
          let found = [];
          for (let up = listPath; found.length === 0 && up.split('/').length > 3; up = up.split('/').slice(0, -1).join('/')) {
            const res = await fetch(`${server.url}${up}`, { headers: authHeader('owner') });
            const body =
              res.status === 200 && res.headers.get('content-type')?.includes('json')
                ? await res.json()
                : await res.arrayBuffer().then(() => null);
            found = harvest(body, names);
          }
          pools.byTemplate.set(key, found);
        }
        const pool = pools.byTemplate.get(key);
        const value = pool.length > 0 ? rng.pick(pool) : rng.uuid();
        values[m[1]] = value;
        filled.push(encodeURIComponent(value));
      } else filled.push(part);
    }
    return values;
  };
  for (const op of operations) {
    if (op.method !== 'GET' || op.template.includes('{')) continue;
    if ((op.op.parameters ?? []).some((p) => p.required)) continue;
    const res = await fetch(`${server.url}${op.template}`, { headers: authHeader('owner') });
    if (res.headers.get('content-type')?.includes('json')) {
      pools.allIds.push(
        ...harvest(await res.json(), ['id', 'userId', 'employeeId', 'departmentId', 'roleId']).filter((v) => uuidLike.test(v)),
      );
    } else await res.arrayBuffer();
  }
  pools.allIds = [...new Set(pools.allIds)];
  const gen = makeGenerator(rng, deref, pools);

  // Operations that delete, terminate, lock or change grants go late; those that end the caller's
  // own sessions last of all, so the roles stay signed in for as long as possible.
  const endsSessions = (o) =>
    /\/(change-password|sign-out-others|logout)$/.test(o.template) || o.template === '/api/identity/sessions/{id}';
  const destructive = (o) =>
    o.method === 'DELETE' || /\/(unlock|switch-company|termination|grants|undo)$/.test(o.template) || endsSessions(o);
  const early = operations.filter((o) => !destructive(o));
  const late = operations.filter((o) => destructive(o) && !endsSessions(o));
  const last = operations.filter(endsSessions);

  /** One request: the operation, who sends it, and what is broken (or 'valid'). */
  const buildCase = async (o, identity, phase) => {
    // A broken input of a kind the operation has (a GET has no body to break: break its query or path).
    const applicable = [
      ...(o.op.requestBody?.content?.['application/json'] ? ['body'] : []),
      ...((o.op.parameters ?? []).some((p) => p.in === 'query') ? ['query'] : []),
      ...(o.template.includes('{') ? ['path'] : []),
      ...(['POST', 'PUT', 'PATCH', 'DELETE'].includes(o.method) ? ['transport'] : []),
    ];
    const broken = phase === 'valid' || applicable.length === 0 ? null : applicable.includes(phase) ? phase : rng.pick(applicable);
    const params = await paramPools(o.template);
    const query = {};
    const headers = { ...authHeader(identity) };
    let caseKind = 'valid';
    for (const p of o.op.parameters ?? []) {
      if (p.in !== 'query') continue;
      if (p.required || rng.chance(0.4)) query[p.name] = gen.valid(p.schema ?? {});
    }
    if (broken === 'path' && Object.keys(params).length > 0) {
      const name = rng.pick(Object.keys(params));
      params[name] = rng.pick([...BAD_IDS, rng.uuid()]);
      caseKind = 'bad-id';
    }
    if (broken === 'query' && (o.op.parameters ?? []).some((p) => p.in === 'query')) {
      const p = rng.pick((o.op.parameters ?? []).filter((x) => x.in === 'query'));
      query[p.name] = rng.pick(['abc', '-1', '99999999999999999999', 'NOT_A_CHOICE', NUL, '\ud800', rng.pick(UNICODE), 'L'.repeat(3000)]);
      caseKind = 'bad-query';
    }
    let body;
    const json = o.op.requestBody?.content?.['application/json']?.schema;
    if (json) {
      body = gen.valid(json);
      headers['content-type'] = 'application/json';
      if (broken === 'body') {
        const mutated = breakValue(rng, body);
        body = mutated.value;
        caseKind = `body-${mutated.kind}`;
      }
    }
    let raw = body === undefined ? undefined : JSON.stringify(body);
    if (broken === 'transport' && ['POST', 'PUT', 'PATCH', 'DELETE'].includes(o.method)) {
      const how = rng.pick(['bad-json', 'empty-json', 'text-plain', 'multipart', 'top-level-array']);
      caseKind = `transport-${how}`;
      if (how === 'bad-json') raw = '{"name": "unterminated';
      else if (how === 'empty-json') raw = '';
      else if (how === 'top-level-array') raw = '[1,2,3]';
      else if (how === 'text-plain') {
        headers['content-type'] = 'text/plain';
        raw = 'just text';
      } else {
        delete headers['content-type'];
        const form = new FormData();
        const [label, name] = rng.pick([
          ['plain-name', 'photo.png'],
          ['nul-name', NUL + '.pdf'],
          ['arabic-name', 'عقد.pdf'],
          ['path-name', '../../etc/passwd'],
          ['long-name', 'x'.repeat(300) + '.csv'],
          ['surrogate-name', LONE_SURROGATE + '.txt'],
        ]);
        caseKind += `(${label})`;
        const bytes = rng.pick([
          Buffer.from('%PDF-1.4\n%fuzz\n'),
          Buffer.from('a,b\n1,2\n'),
          Buffer.from([0x89, 0x50, 0x4e, 0x47, 0, 1, 2]),
          Buffer.alloc(0),
        ]);
        form.append(
          'file',
          new Blob([bytes], { type: rng.pick(['application/pdf', 'text/csv', 'image/png', 'application/x-evil']) }),
          name,
        );
        raw = form;
      }
      if (how !== 'multipart' && how !== 'text-plain') headers['content-type'] = 'application/json';
    } else if (!json && ['PUT', 'POST'].includes(o.method) && rng.chance(0.3)) {
      // Uploads (multipart, no JSON body in the document): a small file of a plausible kind.
      const form = new FormData();
      const file = rng.pick([
        ['doc.pdf', 'application/pdf', Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n')],
        ['people.csv', 'text/csv', Buffer.from('First name,Last name,Email\nLayla,Haddad,layla.fuzz@example.test\n')],
        ['note.txt', 'text/plain', Buffer.from('hello')],
      ]);
      form.append('file', new Blob([file[2]], { type: file[1] }), file[0]);
      raw = form;
      caseKind = broken ? caseKind : 'valid-upload';
    }
    if (o.method === 'GET' && rng.chance(0.15)) {
      const tag = etags.get(`${identity} ${o.template}`);
      if (tag) headers['if-none-match'] = tag;
    }
    let url = o.template.replace(/\{([^}]+)\}/g, (_, name) => {
      const v = String(params[name]);
      try {
        return encodeURIComponent(v);
      } catch {
        return '%ED%A0%80';
      }
    });
    const search = Object.entries(query)
      .map(([k, v]) => {
        const text = typeof v === 'object' ? JSON.stringify(v) : String(v);
        let encoded;
        try {
          encoded = encodeURIComponent(text);
        } catch {
          encoded = '%ED%A0%80';
        }
        return `${encodeURIComponent(k)}=${encoded}`;
      })
      .join('&');
    if (search) url += `?${search}`;
    return { o, identity, caseKind, url, headers, raw };
  };

  const etags = new Map();
  const results = {
    requests: 0,
    byStatus: {},
    byIdentity: {},
    byCase: {},
    serverErrors: [],
    mismatches: [],
    operations: new Set(),
    perOperation: {},
  };
  const requestIds = new Map();
  const recent = [];
  const firstUnauthenticated = {};
  let n = 0;

  const check = (c, status, contentType, bytes) => {
    const responses = c.o.op.responses ?? {};
    const declared = responses[String(status)] ?? responses[`${String(status)[0]}XX`] ?? responses.default;
    if (!declared) return `status ${status} is not declared (declared: ${Object.keys(responses).join(', ')})`;
    const content = declared.content;
    if (!content) return bytes.length === 0 ? null : `status ${status} is declared without a body but has ${bytes.length} bytes`;
    const media = (contentType ?? '').split(';')[0].trim().toLowerCase();
    const entry = content[media] ?? content['*/*'];
    if (!entry) return `media type "${media}" is not declared for ${status} (declared: ${Object.keys(content).join(', ')})`;
    if (!media.includes('json')) return null;
    let body;
    try {
      body = JSON.parse(bytes.toString('utf8'));
    } catch {
      return `status ${status}: the body is not JSON`;
    }
    const validate = validatorFor(entry.schema ?? {});
    if (validate(body)) return null;
    const e = validate.errors?.[0];
    return `status ${status}: body does not match its schema at ${e?.instancePath || '/'}: ${e?.message}`;
  };

  const send = async (c) => {
    const id = `fuzz-${SEED}-${++n}`;
    requestIds.set(id, c);
    let status;
    let contentType;
    let bytes;
    let etag;
    try {
      const res = await fetch(`${server.url}${c.url}`, {
        method: c.o.method,
        headers: { ...c.headers, 'x-request-id': id },
        body: c.raw,
        redirect: 'manual',
      });
      status = res.status;
      contentType = res.headers.get('content-type');
      etag = res.headers.get('etag');
      bytes = Buffer.from(await res.arrayBuffer());
    } catch (error) {
      results.mismatches.push({
        operation: c.o.name,
        identity: c.identity,
        case: c.caseKind,
        requestId: id,
        problem: `no answer: ${error.cause?.code ?? error.message}`,
      });
      return;
    }
    results.requests++;
    results.operations.add(c.o.name);
    results.byStatus[status] = (results.byStatus[status] ?? 0) + 1;
    results.byCase[c.caseKind] = (results.byCase[c.caseKind] ?? 0) + 1;
    recent.push(`${c.identity} ${c.o.name} [${c.caseKind}] ${status}`);
    if (recent.length > 40) recent.shift();
    if (process.env.FUZZ_DEBUG && status === 401 && c.o.op.security && c.identity !== 'anonymous' && !firstUnauthenticated[c.identity]) {
      firstUnauthenticated[c.identity] = true;
      console.log(`first 401 for ${c.identity}: ${bytes.toString('utf8').slice(0, 200)}\n  ${recent.join('\n  ')}`);
    }
    const who = (results.byIdentity[c.identity] ??= {});
    who[status] = (who[status] ?? 0) + 1;
    const per = (results.perOperation[c.o.name] ??= {});
    per[status] = (per[status] ?? 0) + 1;
    if (etag && status === 200) etags.set(`${c.identity} ${c.o.template}`, etag);
    if (status >= 500 && status !== 503) {
      results.serverErrors.push({
        operation: c.o.name,
        identity: c.identity,
        case: c.caseKind,
        status,
        requestId: id,
        url: c.url.slice(0, 200),
      });
    }
    const problem = check(c, status, contentType, bytes);
    if (problem) {
      results.mismatches.push({
        operation: c.o.name,
        identity: c.identity,
        case: c.caseKind,
        status,
        requestId: id,
        url: c.url.slice(0, 200),
        problem,
        body: bytes.toString('utf8').slice(0, 300),
      });
    }
  };

  const phases = ['valid', 'valid', 'body', 'body', 'query', 'path', 'transport'];
  const runPhase = async (ops, budget) => {
    let sent = 0;
    const queue = [];
    const fill = () => {
      // One round: every operation, as every identity, with one valid and one broken input.
      const round = ops.flatMap((o) => IDENTITIES.map((identity) => ({ o, identity, phase: rng.pick(phases) })));
      for (let i = round.length - 1; i > 0; i--) {
        const j = rng.int(0, i);
        [round[i], round[j]] = [round[j], round[i]];
      }
      queue.push(...round);
    };
    const worker = async () => {
      while (sent < budget) {
        if (queue.length === 0) fill();
        const next = queue.shift();
        sent++;
        await refreshIfOld();
        await send(await buildCase(next.o, next.identity, next.phase));
      }
    };
    await Promise.all(Array.from({ length: CONCURRENCY }, worker));
  };

  const started = Date.now();
  await runPhase(early, Math.ceil(TARGET * 0.9));
  await runPhase(late, Math.floor(TARGET * 0.08));
  await runPhase(last, TARGET - Math.ceil(TARGET * 0.9) - Math.floor(TARGET * 0.08));
  const seconds = (Date.now() - started) / 1000;

  // The server's own account of every 500: its log line for the request id.
  const logLines = server
    .stdout()
    .split('\n')
    .filter((l) => l.startsWith('{'))
    .map((l) => {
      try {
        return JSON.parse(l);
      } catch {
        return null;
      }
    })
    .filter(Boolean);
  for (const e of results.serverErrors) {
    const line = logLines.find((l) => l.requestId === e.requestId && l.err);
    // A failed query's message starts with its SQL; the driver's reason comes last.
    const err = line?.err?.cause ?? line?.err;
    const message = String(err?.message ?? '').replace(/\s+/g, ' ');
    e.cause = err ? `${err.type ?? ''} ${err.code ?? ''} …${message.slice(-90)}`.trim() : 'no log line';
  }
  const uncovered = operations.filter((o) => !results.operations.has(o.name)).map((o) => o.name);
  return {
    database: kind,
    seed: SEED,
    seconds: Math.round(seconds),
    requests: results.requests,
    operations: operations.length,
    operationsCovered: results.operations.size,
    uncovered,
    serverErrors: results.serverErrors.length,
    mismatches: results.mismatches.length,
    byStatus: results.byStatus,
    byIdentity: results.byIdentity,
    byCase: results.byCase,
    serverErrorList: results.serverErrors,
    mismatchList: results.mismatches,
    perOperation: results.perOperation,
  };
}

const all = [];
for (const kind of DATABASES) {
  console.log(`fuzzing on ${kind}: ${TARGET} requests, seed ${SEED}, ${CONCURRENCY} at a time`);
  const r = await fuzzOne(kind);
  all.push(r);
  console.log(
    `  ${r.database}: ${r.requests} requests in ${r.seconds} s over ${r.operationsCovered}/${r.operations} operations; ` +
      `500s: ${r.serverErrors}; schema mismatches: ${r.mismatches}`,
  );
  console.log(`  statuses: ${JSON.stringify(r.byStatus)}`);
  const groups = (list, key) => {
    const counts = new Map();
    for (const item of list) counts.set(key(item), (counts.get(key(item)) ?? 0) + 1);
    return [...counts].sort((a, b) => b[1] - a[1]).map(([k, count]) => `    ${count} x ${k}`);
  };
  if (r.serverErrors) console.log(groups(r.serverErrorList, (e) => `${e.operation} [${e.case}] ${e.cause}`).join('\n'));
  if (r.mismatches) console.log(groups(r.mismatchList, (e) => `${e.operation}: ${e.problem}`).join('\n'));
  if (r.uncovered.length) console.log(`  not reached: ${r.uncovered.join(', ')}`);
}
const file = writeResults('fuzz', { machine: machine(), target: TARGET, concurrency: CONCURRENCY, runs: all });
console.log(`results: ${file}`);
process.exitCode = all.every((r) => r.serverErrors === 0 && r.mismatches === 0 && r.requests >= TARGET * 0.99) ? 0 : 1;
