import { PGlite } from '@electric-sql/pglite';
let t=performance.now(); const a = await PGlite.create(); console.log('fresh', performance.now()-t);
await a.exec('create table x(a int)');
const dump = await a.dumpDataDir('none'); console.log('dump size', dump.size);
t=performance.now(); const b = await PGlite.create({ loadDataDir: dump }); console.log('from dump', performance.now()-t);
t=performance.now(); const c = await PGlite.create(); console.log('fresh again', performance.now()-t);
