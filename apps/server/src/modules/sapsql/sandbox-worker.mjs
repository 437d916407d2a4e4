// The SAP SQL tool's embedded sandbox (docs/sapsql.md, T26): a second PGlite, in memory, in a
// worker thread, holding nothing but the copy of the ERP data it was started with. Plain
// JavaScript, so Node runs it as it is from the sources and from dist/ alike.
import { performance } from 'node:perf_hooks';
import { parentPort, workerData } from 'node:worker_threads';
import { PGlite } from '@electric-sql/pglite';

const SEARCH_PATH = 'erp, public';
const ROLE = 'portal_sql_tool';
const CURSOR = 'portal_sql_tool_rows';
const BATCH = 200;
const TYPE_NAMES = `select oid::int as oid, format_type(oid, null) as name
  from pg_catalog.pg_type where oid = any(string_to_array($1, ',')::oid[])`;

/**
 * Either the ERP copy to load into a new database, or the image of one loaded before (a data
 * directory dump: starting from it skips initdb, which is most of a new database's start).
 * @type {{ dump: Uint8Array } | { tables: Array<{ name: string, ddl: string, data: Uint8Array }>, indexes: string[] }}
 */
const erp = workerData;
/** @type {Uint8Array | undefined} */
let image;
/** @type {PGlite} */
let db;
if ('dump' in erp) {
  db = await PGlite.create({ loadDataDir: new Blob([erp.dump]) });
} else {
  db = await PGlite.create();
  await db.exec('create schema erp');
  for (const table of erp.tables) {
    await db.exec(table.ddl);
    await db.query(`copy ${table.name} from '/dev/blob'`, [], { blob: new Blob([table.data]) });
  }
  for (const index of erp.indexes) await db.exec(index);
  // Not the guarantee (this database holds nothing else), one layer more: the statement runs as a
  // role that may only read the ERP copy, so the engine's file functions are refused too.
  await db.exec(`create role ${ROLE} nologin; grant usage on schema erp to ${ROLE};
    grant select on all tables in schema erp to ${ROLE}`);
  image = new Uint8Array(await (await db.dumpDataDir('none')).arrayBuffer());
}
const rawText = Object.fromEntries(Object.keys(db.parsers).map((oid) => [oid, (/** @type {string} */ value) => value]));

/** @param {{ statement: string, limits: { maxRows: number, maxBytes: number } }} request */
async function run({ statement, limits }) {
  const started = performance.now();
  try {
    return await db.transaction(async (tx) => {
      try {
        await tx.exec('set transaction read only');
        await tx.query(`select set_config('search_path', $1, true), set_config('role', $2, true)`, [SEARCH_PATH, ROLE]);
        await tx.query(`declare ${CURSOR} no scroll cursor for ${statement}`);
        /** @type {Array<Array<string | null>>} */
        const rows = [];
        let bytes = 0;
        let truncated = false;
        /** @type {Array<{ name: string, dataTypeID: number }>} */
        let fields = [];
        for (;;) {
          const batch = await tx.query(`fetch forward ${BATCH} from ${CURSOR}`, [], {
            rowMode: 'array',
            parsers: rawText,
          });
          fields = batch.fields;
          for (const row of /** @type {Array<Array<string | null>>} */ (batch.rows)) {
            const size = row.reduce((sum, v) => sum + (v === null ? 0 : Buffer.byteLength(v)), 0);
            if (rows.length >= limits.maxRows || bytes + size > limits.maxBytes) {
              truncated = true;
              break;
            }
            bytes += size;
            rows.push(row);
          }
          if (truncated || batch.rows.length < BATCH) break;
        }
        const durationMs = Math.round(performance.now() - started);
        const oids = [...new Set(fields.map((f) => f.dataTypeID))].join(',');
        const names = new Map(
          oids ? (await tx.query(TYPE_NAMES, [oids])).rows.map((r) => [Number(r.oid), String(r.name)]) : [],
        );
        const columns = fields.map((f) => ({ name: f.name, type: names.get(f.dataTypeID) ?? String(f.dataTypeID) }));
        return { type: 'result', columns, rows, truncated, durationMs };
      } finally {
        if (!tx.closed) await tx.rollback();
      }
    });
  } catch (error) {
    const { code, message } = /** @type {{ code?: unknown, message?: unknown }} */ (error);
    return {
      type: 'error',
      sqlState: typeof code === 'string' ? code : undefined,
      message: String(message),
      durationMs: Math.round(performance.now() - started),
    };
  }
}

parentPort?.on('message', async (request) => parentPort?.postMessage(await run(request)));
parentPort?.postMessage({ type: 'ready', image }, image ? [image.buffer] : []);
