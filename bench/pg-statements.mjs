// Statements per request on a throw-away cluster (pg_stat_statements): what a bench row costs the database.
import pg from 'pg';

/** Load pg_stat_statements into a cluster of apps/api/test/pg-cluster.ts (a restart: before the server starts). */
export async function enableStatementStats(cluster) {
  const admin = new pg.Client({ connectionString: cluster.url });
  await admin.connect();
  await admin.query(`alter system set shared_preload_libraries = 'pg_stat_statements'`);
  await admin.end();
  cluster.halt();
  cluster.resume();
}

/** Counts the statements of one database between reset() and report(requests). */
export async function statementCounter(url) {
  const c = new pg.Client({ connectionString: url });
  await c.connect();
  await c.query('create extension if not exists pg_stat_statements');
  return {
    reset: () => c.query('select pg_stat_statements_reset()'),
    async report(requests, top = 6) {
      const { rows } = await c.query(
        `select calls::int, total_exec_time as ms, left(regexp_replace(query, '\\s+', ' ', 'g'), 160) as query from pg_stat_statements
         where dbid = (select oid from pg_database where datname = current_database()) and query not like '%pg_stat_statements%' order by calls desc`,
      );
      const calls = rows.reduce((n, r) => n + r.calls, 0);
      const lines = rows
        .slice(0, top)
        .map(
          (r) => `    ${(r.calls / requests).toFixed(2).padStart(5)}/req ${(r.ms / r.calls).toFixed(3)} ms  ${r.query}`,
        );
      return `  ${(calls / requests).toFixed(2)} statements per request\n${lines.join('\n')}`;
    },
    close: () => c.end(),
  };
}
