import { is, sql } from 'drizzle-orm';
import { getTableConfig, PgTable } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../testing/database';
import { type Database, rows } from './client';
import * as schema from './schema/index';

/**
 * The SQL migrations and the Drizzle schema describe the same tables twice (issue 18 §5). This
 * compares the migrated database with the Drizzle schema, column by column: name, type,
 * nullability, whether the database fills a default, and the primary key, for every table of
 * the schemas the migrations create. It runs on PGlite, and on the PostgreSQL server when
 * DATABASE_URL is set.
 */

interface ColumnShape {
  readonly type: string;
  readonly notNull: boolean;
  readonly hasDefault: boolean;
}

interface TableShape {
  readonly columns: Record<string, ColumnShape>;
  readonly primaryKey: string[];
}

/** Drizzle's SQL type names written as PostgreSQL's `format_type` writes them. */
export function canonicalType(type: string): string {
  const t = type
    .trim()
    .toLowerCase()
    .replace(/\s*,\s*/g, ',')
    .replace(/\s*\(\s*/g, '(')
    .replace(/\s*\)/g, ')');
  const array = t.endsWith('[]') ? '[]' : '';
  const base = array ? t.slice(0, -2) : t;
  const named: Record<string, string> = {
    serial: 'integer',
    bigserial: 'bigint',
    smallserial: 'smallint',
    int: 'integer',
    int4: 'integer',
    int8: 'bigint',
    int2: 'smallint',
    bool: 'boolean',
    float8: 'double precision',
    float4: 'real',
    timestamptz: 'timestamp with time zone',
    timestamp: 'timestamp without time zone',
    time: 'time without time zone',
    varchar: 'character varying',
    char: 'character',
  };
  const withPrecision = /^(varchar|char|timestamp|time)\((\d+)\)(.*)$/.exec(base);
  let written = named[base] ?? base;
  if (withPrecision) {
    const [, kind, n, rest] = withPrecision;
    if (kind === 'varchar') written = `character varying(${n})`;
    else if (kind === 'char') written = `character(${n})`;
    else written = `${kind}(${n})${rest?.trim() ? ` ${rest.trim()}` : ' without time zone'}`;
  }
  written = written.replace(/^timestamp\((\d+)\) with time zone$/, 'timestamp($1) with time zone');
  // An enum or domain is written with its schema by format_type when that schema is not on the path.
  return `${written.replace(/^[a-z_]+\./, '')}${array}`;
}

function drizzleShapes(): Map<string, TableShape> {
  const shapes = new Map<string, TableShape>();
  for (const value of Object.values(schema)) {
    if (!is(value, PgTable)) continue;
    const config = getTableConfig(value);
    const columns: Record<string, ColumnShape> = {};
    const primaryKey = new Set<string>();
    for (const column of config.columns) {
      const type = column.getSQLType();
      columns[column.name] = {
        type: canonicalType(type),
        notNull: column.notNull,
        // Only what the database fills: `$defaultFn` is filled by Drizzle, not by the table. A
        // generated column's expression is the database's default (pg_attribute.atthasdef).
        hasDefault:
          column.default !== undefined ||
          /serial$/.test(type) ||
          column.generatedIdentity !== undefined ||
          column.generated !== undefined,
      };
      if (column.primary) primaryKey.add(column.name);
    }
    for (const key of config.primaryKeys) for (const column of key.columns) primaryKey.add(column.name);
    for (const name of primaryKey) columns[name] = { ...columns[name]!, notNull: true };
    shapes.set(`${config.schema ?? 'public'}.${config.name}`, { columns, primaryKey: [...primaryKey].sort() });
  }
  return shapes;
}

async function databaseShapes(database: Database, schemas: readonly string[]): Promise<Map<string, TableShape>> {
  const found = await rows<{
    table: string;
    column: string;
    type: string;
    not_null: boolean;
    has_default: boolean;
    primary: boolean;
  }>(
    database.db,
    sql`select n.nspname || '.' || c.relname as table, a.attname as column,
               format_type(a.atttypid, a.atttypmod) as type, a.attnotnull as not_null,
               (a.atthasdef or a.attidentity <> '') as has_default,
               exists (select 1 from pg_index i where i.indrelid = c.oid and i.indisprimary
                       and a.attnum = any(i.indkey)) as primary
          from pg_class c
          join pg_namespace n on n.oid = c.relnamespace
          join pg_attribute a on a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped
         where c.relkind in ('r', 'p') and n.nspname in ${schemas}
         order by 1, a.attnum`,
  );
  const shapes = new Map<string, { columns: Record<string, ColumnShape>; primaryKey: string[] }>();
  for (const row of found) {
    const table = shapes.get(row.table) ?? { columns: {}, primaryKey: [] };
    table.columns[row.column] = {
      type: canonicalType(row.type),
      notNull: row.not_null,
      hasDefault: row.has_default,
    };
    if (row.primary) table.primaryKey.push(row.column);
    shapes.set(row.table, table);
  }
  for (const table of shapes.values()) table.primaryKey.sort();
  return shapes;
}

/** What differs between the two descriptions, one line per difference. */
export function drift(drizzle: Map<string, TableShape>, migrated: Map<string, TableShape>): string[] {
  const found: string[] = [];
  for (const name of [...new Set([...drizzle.keys(), ...migrated.keys()])].sort()) {
    const a = drizzle.get(name);
    const b = migrated.get(name);
    if (!a) {
      found.push(`${name}: in the migrations, not in the Drizzle schema`);
      continue;
    }
    if (!b) {
      found.push(`${name}: in the Drizzle schema, not in the migrations`);
      continue;
    }
    for (const column of [...new Set([...Object.keys(a.columns), ...Object.keys(b.columns)])]) {
      const x = a.columns[column];
      const y = b.columns[column];
      if (!x || !y) {
        found.push(`${name}.${column}: only in ${x ? 'the Drizzle schema' : 'the migrations'}`);
        continue;
      }
      for (const key of ['type', 'notNull', 'hasDefault'] as const) {
        if (x[key] !== y[key])
          found.push(`${name}.${column}: ${key} is ${x[key]} in Drizzle, ${y[key]} in the database`);
      }
    }
    if (a.primaryKey.join() !== b.primaryKey.join())
      found.push(
        `${name}: primary key (${a.primaryKey.join(', ')}) in Drizzle, (${b.primaryKey.join(', ')}) in the database`,
      );
  }
  return found;
}

describe('the Drizzle schema and the migrated database agree (issue 18 §5)', () => {
  let database: Database;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(() => database.close());

  it('writes Drizzle type names as PostgreSQL does', () => {
    expect(canonicalType('varchar(40)')).toBe('character varying(40)');
    expect(canonicalType('numeric(12, 2)')).toBe('numeric(12,2)');
    expect(canonicalType('timestamp with time zone')).toBe('timestamp with time zone');
    expect(canonicalType('serial')).toBe('integer');
    expect(canonicalType('text[]')).toBe('text[]');
  });

  it('names a column whose type, nullability or default differs, a missing table and a different key', () => {
    const shape = (columns: Record<string, ColumnShape>, primaryKey: string[]): TableShape => ({ columns, primaryKey });
    const drizzle = new Map([
      [
        'portal.a',
        shape(
          {
            id: { type: 'uuid', notNull: true, hasDefault: true },
            n: { type: 'text', notNull: false, hasDefault: false },
          },
          ['id'],
        ),
      ],
      ['portal.b', shape({}, [])],
    ]);
    const migrated = new Map([
      [
        'portal.a',
        shape(
          {
            id: { type: 'uuid', notNull: true, hasDefault: false },
            n: { type: 'integer', notNull: true, hasDefault: false },
          },
          ['id', 'n'],
        ),
      ],
    ]);
    expect(drift(drizzle, migrated)).toEqual([
      'portal.a.id: hasDefault is true in Drizzle, false in the database',
      'portal.a.n: type is text in Drizzle, integer in the database',
      'portal.a.n: notNull is false in Drizzle, true in the database',
      'portal.a: primary key (id) in Drizzle, (id, n) in the database',
      'portal.b: in the Drizzle schema, not in the migrations',
    ]);
  });

  it('has every table, column, type, nullability, default and primary key of the migrations', async () => {
    const drizzle = drizzleShapes();
    const schemas = [...new Set([...drizzle.keys()].map((name) => name.split('.')[0]!))];
    expect(schemas.length).toBeGreaterThan(3);
    const migrated = await databaseShapes(database, schemas);
    expect(drizzle.size).toBeGreaterThan(50);
    expect(drift(drizzle, migrated)).toEqual([]);
  });
});
