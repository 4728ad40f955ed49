// The SQL side of the group benchmark: the statements one request sent (captured from the
// server's PostgreSQL client, bench/lib.mjs captureSql) replayed under EXPLAIN (ANALYZE, BUFFERS)
// in one transaction that is rolled back, with the tenant settings the request made (so the
// runtime role and its row-level security policies apply), to see which statement's cost grows
// with the group rather than with the company.
import pg from 'pg';

const SKIP = /^\s*(begin|commit|rollback|savepoint|release)\b/i;
const READ = /^\s*(select|with)\b/i;

/** The plan's cost: execution and planning time, shared buffers hit and read (the node's totals). */
function costOf(plan) {
  const top = plan.Plan;
  return {
    executionMs: plan['Execution Time'],
    planningMs: plan['Planning Time'],
    sharedHit: top['Shared Hit Blocks'] ?? 0,
    sharedRead: top['Shared Read Blocks'] ?? 0,
    rows: top['Actual Rows'],
  };
}

/**
 * EXPLAIN (ANALYZE, BUFFERS) of every read among `statements`, in order, after the set_config
 * statements before it (as the server ran them). Answers each read's cost and the sum; the
 * statement with the most buffers gets its text plan too.
 */
export async function explainRequest(dbUrl, statements) {
  const client = new pg.Client({ connectionString: dbUrl });
  await client.connect();
  const reads = [];
  try {
    await client.query('begin');
    for (const raw of statements) {
      const text = raw.trim().replace(/;\s*$/, '');
      if (SKIP.test(text) || !READ.test(text)) continue;
      if (/\bset_config\(/.test(text)) {
        await client.query(text);
        continue;
      }
      await client.query('savepoint s');
      try {
        const res = await client.query(`explain (analyze, buffers, format json) ${text}`);
        reads.push({ sql: text, ...costOf(res.rows[0]['QUERY PLAN'][0]) });
        await client.query('release savepoint s');
      } catch (error) {
        await client.query('rollback to savepoint s');
        reads.push({ sql: text, error: String(error?.message ?? error) });
      }
    }
    const heaviest = [...reads].filter((r) => !r.error).sort((a, b) => b.sharedHit + b.sharedRead - (a.sharedHit + a.sharedRead))[0];
    if (heaviest) {
      // The same statement once more, as text: the plan to read when its buffers grow with the group.
      const tenant = statements.filter((s) => /\bset_config\('role'/.test(s)).slice(-1);
      await client.query('rollback');
      await client.query('begin');
      for (const s of tenant) await client.query(s.trim().replace(/;\s*$/, ''));
      const res = await client.query(`explain (analyze, buffers, costs off, timing off) ${heaviest.sql}`);
      heaviest.plan = res.rows.map((r) => r['QUERY PLAN']).join('\n');
    }
  } finally {
    await client.query('rollback').catch(() => {});
    await client.end();
  }
  const ok = reads.filter((r) => !r.error);
  return {
    reads: reads.length,
    failed: reads.length - ok.length,
    executionMs: ok.reduce((s, r) => s + r.executionMs, 0),
    planningMs: ok.reduce((s, r) => s + r.planningMs, 0),
    buffers: ok.reduce((s, r) => s + r.sharedHit + r.sharedRead, 0),
    statements: reads.map(({ sql, plan: _plan, ...cost }) => ({ sql: sql.replace(/\s+/g, ' ').slice(0, 160), ...cost })),
    heaviest: ok.length ? { sql: ok.find((r) => r.plan)?.sql ?? null, plan: ok.find((r) => r.plan)?.plan ?? null } : null,
  };
}
