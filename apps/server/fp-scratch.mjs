import { PGlite } from '@electric-sql/pglite';
import fs from 'node:fs';
const p = await PGlite.create({ loadDataDir: new Blob([fs.readFileSync('/tmp/sapsql-scratch/snap.tar')]) });
const tables = (await p.query(`select quote_ident(n.nspname)||'.'||quote_ident(c.relname) as name from pg_class c join pg_namespace n on n.oid=c.relnamespace where nspname='erp' and relkind='r'`)).rows;
const q = `select ${tables.map(t => `(select count(*) || ':' || coalesce(max(xmin::text::bigint), 0) from ${t.name})`).join(` || ',' || `)} as r`;
for (let i=0;i<3;i++){ const t=performance.now(); await p.query(q); console.log('fp ms', performance.now()-t); }
const t=performance.now(); const w = await PGlite.create(); console.log('create ms', performance.now()-t);
