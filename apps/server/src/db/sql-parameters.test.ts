import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * T24: every statement the server sends carries user values as parameters (drizzle's query
 * builder, its `sql` tag, or `pg` with `$n`). Text spliced into SQL is allowed only at the sites
 * reviewed below, each with the reason it cannot carry a user's value. A new site fails this test
 * until someone reviews it and names it here.
 */
const REVIEWED: Record<string, { count: number; why: string }> = {
  'modules/auth/store.ts': {
    count: 1,
    why: 'sql.raw with a column name from the fixed list of profile columns the sign-in updates',
  },
  'modules/access/conditions.ts': {
    count: 3,
    why: 'sql.raw of constants: the number pattern, the LIKE escape character, and < or > chosen by a comparison',
  },
  'db/migrate.ts': {
    count: 3,
    why: 'runs the committed migration files, whose text is the reviewed SQL itself',
  },
  'modules/sapsql/runner.ts': {
    count: 2,
    why: 'the SQL tool runs the statement an administrator wrote, by design: on a connection of its own as portal_sql_tool, which reads only the ERP schema, in a READ ONLY transaction, one statement through the extended protocol, always rolled back (docs/sapsql.md); the other site is a constant settings statement with $n values. The embedded sandbox (sandbox.ts, sandbox-worker.mjs) wraps it in DECLARE CURSOR inside a database that holds only the ERP copy, and names ERP tables as quote_ident wrote them',
  },
  'db/client.ts': {
    count: 1,
    why: 'rows(): executes a drizzle sql object (typed), whose values are parameters',
  },
  'db/schema/canteen.ts': {
    count: 1,
    why: "the check constraints' list of allergen and additive codes: the contracts' constants (ALLERGENS, ADDITIVES), never a value from a request",
  },
  'erp/sales-totals.ts': {
    count: 1,
    why: 'the factor 1000 or 100 that turns a key figure into whole thousandths or cents, chosen by the key figure',
  },
  'erp/seed-scale.ts': {
    count: 3,
    why: "the bulk load's INSERT … SELECT FROM unnest() names a table and columns of the Drizzle schema (values are $n arrays), and switches the rollup triggers named by the module's constant list; a command-line tool, never a request",
  },
  'db/cancel.ts': {
    count: 1,
    why: "the cancelling pool hands on the ORM's own query config (text with $n placeholders and its values) to the pool; it builds no SQL of its own but the constant pg_cancel_backend($1)",
  },
  'cluster/bus.ts': {
    count: 1,
    why: "LISTEN takes no parameters; the channel names are the module's constants (PREFIX and the two channels), never a value from a request",
  },
};

/** Where a source text splices text into SQL rather than passing a parameter. */
export function splicedSql(source: string): string[] {
  const found: string[] = [];
  const patterns = [
    // drizzle: raw text inside a statement
    /sql\.raw\(/g,
    // pg / PGlite / drizzle: a statement given as a variable, an interpolated template or a concatenation
    /\b(?:client|pool|db|tx|conn|connection)\.(?:query|exec|execute)\(\s*(?:`[^`]*\$\{|[A-Za-z_$][\w$]*\s*[,)]|"[^"]*"\s*\+|'[^']*'\s*\+)/g,
  ];
  for (const pattern of patterns) {
    for (const match of source.matchAll(pattern)) {
      found.push(`${source.slice(0, match.index).split('\n').length}: ${match[0]}`);
    }
  }
  return found;
}

function serverSources(dir: string, root = dir): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'testing' ? [] : serverSources(full, root);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [path.relative(root, full)] : [];
  });
}

describe('SQL carries user values as parameters (T24)', () => {
  it('finds the kinds of splicing it is meant to find', () => {
    expect(splicedSql(`client.query(\`select * from t where id = '\${id}'\`)`)).toHaveLength(1);
    expect(splicedSql(`pool.query("select * from t where id = '" + id + "'")`)).toHaveLength(1);
    expect(splicedSql('db.execute(statement)')).toHaveLength(1);
    // biome-ignore lint/suspicious/noTemplateCurlyInString: a sample of source text, not a template
    expect(splicedSql('sql`where ${sql.raw(column)} = 1`')).toHaveLength(1);
    expect(splicedSql("client.query('select * from t where id = $1', [id])")).toEqual([]);
    // biome-ignore lint/suspicious/noTemplateCurlyInString: a sample of source text, not a template
    expect(splicedSql('db.execute(sql`select * from t where id = ${id}`)')).toEqual([]);
    expect(splicedSql('/^Bearer (.+)$/.exec(header)')).toEqual([]);
  });

  it('splices text into SQL only at the reviewed sites', () => {
    const root = path.resolve(import.meta.dirname, '..');
    const seen: Record<string, string[]> = {};
    for (const file of serverSources(root)) {
      const sites = splicedSql(fs.readFileSync(path.join(root, file), 'utf8'));
      if (sites.length) seen[file.split(path.sep).join('/')] = sites;
    }
    const counts = Object.fromEntries(Object.entries(seen).map(([file, sites]) => [file, sites.length]));
    const reviewed = Object.fromEntries(Object.entries(REVIEWED).map(([file, { count }]) => [file, count]));
    expect(counts, `sites found:\n${JSON.stringify(seen, null, 1)}`).toEqual(reviewed);
  });
});
