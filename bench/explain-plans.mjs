/**
 * EXPLAIN (ANALYZE, BUFFERS) of statements the server sent, run as it runs them: as `freeboard_app`
 * with the tenant setting, so row-level security applies, inside a transaction that is rolled back.
 * Each statement runs once to warm the cache; the second run is kept, as JSON and as text.
 */
import pg from 'pg';

const round = (value, digits = 2) => Number(value.toFixed(digits));

/** Statements worth explaining: reads, not the transaction's own settings. */
export const isExplainable = (text) => /^\s*select\b/i.test(text) && !/set_config\(/i.test(text);

/** Scans in a JSON plan: which relations are read how, and through which index. */
export function scansOf(plan, found = []) {
  const type = plan['Node Type'];
  if (/Scan$/.test(type) && plan['Relation Name']) {
    found.push({
      type,
      relation: plan['Relation Name'],
      index: plan['Index Name'] ?? null,
      rows: plan['Actual Rows'],
      loops: plan['Actual Loops'],
      removedByFilter: plan['Rows Removed by Filter'] ?? 0,
    });
  } else if (type === 'Bitmap Index Scan') {
    found.push({
      type,
      relation: null,
      index: plan['Index Name'],
      rows: plan['Actual Rows'],
      loops: plan['Actual Loops'],
    });
  }
  for (const child of plan.Plans ?? []) scansOf(child, found);
  return found;
}

/** Each statement (`{ text, values, … }`) with its plan, times, buffers, sequential scans and indexes. */
export async function explainStatements(databaseUrl, tenantID, statements) {
  const client = new pg.Client({ connectionString: databaseUrl, application_name: 'bench explain' });
  await client.connect();
  const run = async (format, statement) => {
    await client.query('begin');
    try {
      await client.query('set local role freeboard_app');
      await client.query(`select set_config('app.tenant_id', $1, true)`, [tenantID]);
      const { rows } = await client.query(
        `explain (analyze, buffers, format ${format}) ${statement.text}`,
        statement.values,
      );
      return rows;
    } finally {
      await client.query('rollback');
    }
  };
  try {
    const results = [];
    for (const statement of statements) {
      await run('json', statement); // the first run reads the pages into the cache
      const [
        {
          'QUERY PLAN': [plan],
        },
      ] = await run('json', statement);
      const text = (await run('text', statement)).map((row) => row['QUERY PLAN']).join('\n');
      const scans = scansOf(plan.Plan);
      results.push({
        ...statement,
        executionMs: round(plan['Execution Time']),
        planningMs: round(plan['Planning Time']),
        sharedHit: plan.Plan['Shared Hit Blocks'] ?? 0,
        sharedRead: plan.Plan['Shared Read Blocks'] ?? 0,
        seqScans: [...new Set(scans.filter((scan) => scan.type.includes('Seq Scan')).map((scan) => scan.relation))],
        indexes: [...new Set(scans.filter((scan) => scan.index).map((scan) => scan.index))],
        scans,
        plan: text,
      });
    }
    return results;
  } finally {
    await client.end();
  }
}
