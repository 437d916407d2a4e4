import { type SQL, sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, rows } from '../../db/client';
import { createTestDatabase } from '../../testing/database';
import {
  type AttributeValue,
  allHold,
  allHoldFilter,
  anyAllHold,
  anyAllHoldFilter,
  type ColumnMap,
  type Condition,
  holds,
  holdsFilter,
} from './conditions';

/**
 * One table of cases for both forms of the evaluator. Each case is a condition and the value a
 * record has for its attribute (`companyCode` is a text column, `org` an integer column); the
 * in-memory check must give `expected`, and so must the SQL filter run by the database.
 */
interface Case {
  readonly name: string;
  readonly condition: Condition;
  readonly record: AttributeValue;
  readonly expected: boolean;
}

const c = (attribute: string, operator: string, value: string | null): Condition => ({ attribute, operator, value });

const CASES: Case[] = [
  { name: '= same company code', condition: c('companyCode', '=', '1000'), record: '1000', expected: true },
  { name: '= other company code', condition: c('companyCode', '=', '1000'), record: '2000', expected: false },
  { name: '= is exact (trailing space)', condition: c('companyCode', '=', '1000'), record: '1000 ', expected: false },
  { name: '= is case-sensitive', condition: c('companyCode', '=', 'CH'), record: 'ch', expected: false },
  {
    name: '= on a record without the attribute',
    condition: c('companyCode', '=', '1000'),
    record: null,
    expected: false,
  },
  { name: '!= other value', condition: c('companyCode', '!=', '1000'), record: '2000', expected: true },
  { name: '!= same value', condition: c('companyCode', '!=', '1000'), record: '1000', expected: false },
  {
    name: '!= without the attribute (deny by default)',
    condition: c('companyCode', '!=', '1000'),
    record: null,
    expected: false,
  },
  { name: 'in listed', condition: c('companyCode', 'in', '1000, 2000'), record: '2000', expected: true },
  { name: 'in not listed', condition: c('companyCode', 'in', '1000, 2000'), record: '3000', expected: false },
  { name: 'in does not match a blank', condition: c('companyCode', 'in', '1000,,2000'), record: '', expected: false },
  { name: 'in without the attribute', condition: c('companyCode', 'in', '1000'), record: null, expected: false },
  { name: '< smaller number', condition: c('companyCode', '<', '10'), record: '9', expected: true },
  { name: '< compares numbers, not text', condition: c('companyCode', '<', '10'), record: '100', expected: false },
  { name: '< equal number', condition: c('companyCode', '<', '10'), record: '10', expected: false },
  { name: '< negative and decimal', condition: c('companyCode', '<', '0.5'), record: '-3.25', expected: true },
  { name: '< text that is not a number', condition: c('companyCode', '<', '10'), record: 'abc', expected: false },
  { name: '> bigger number', condition: c('companyCode', '>', '10'), record: '100', expected: true },
  { name: '> smaller number', condition: c('companyCode', '>', '10'), record: '9', expected: false },
  {
    name: '> with a stored value that is not a number',
    condition: c('companyCode', '>', 'ten'),
    record: '100',
    expected: false,
  },
  { name: 'like with a wildcard', condition: c('companyCode', 'like', 'CH*'), record: 'CH-01', expected: true },
  { name: 'like without a match', condition: c('companyCode', 'like', 'CH*'), record: 'DE-01', expected: false },
  { name: 'like is case-sensitive', condition: c('companyCode', 'like', 'CH*'), record: 'ch-01', expected: false },
  { name: 'like: % is a plain character', condition: c('companyCode', 'like', '50%'), record: '500', expected: false },
  { name: 'like: % matches itself', condition: c('companyCode', 'like', '50%'), record: '50%', expected: true },
  { name: 'like: _ is a plain character', condition: c('companyCode', 'like', 'a_c'), record: 'abc', expected: false },
  { name: 'like: _ matches itself', condition: c('companyCode', 'like', 'a_c'), record: 'a_c', expected: true },
  {
    name: 'like: backslash matches itself',
    condition: c('companyCode', 'like', 'a\\b*'),
    record: 'a\\bc',
    expected: true,
  },
  {
    name: 'like: regex characters are plain',
    condition: c('companyCode', 'like', 'a.c'),
    record: 'abc',
    expected: false,
  },
  { name: 'like: * spans lines', condition: c('companyCode', 'like', 'a*'), record: 'a\nb', expected: true },
  {
    name: 'like: * alone matches the empty text',
    condition: c('companyCode', 'like', '*'),
    record: '',
    expected: true,
  },
  { name: 'like: a middle wildcard', condition: c('companyCode', 'like', 'DE*01'), record: 'DE-XX-01', expected: true },
  { name: '= on an integer column', condition: c('org', '=', '3'), record: 3, expected: true },
  { name: '= on an integer column, other org', condition: c('org', '=', '3'), record: 4, expected: false },
  { name: 'in on an integer column', condition: c('org', 'in', '1,2,3'), record: 2, expected: true },
  { name: '< on an integer column', condition: c('org', '<', '4'), record: 3, expected: true },
  { name: '> on an integer column', condition: c('org', '>', '4'), record: 3, expected: false },
  { name: 'integer column without a value', condition: c('org', '=', '3'), record: null, expected: false },
  { name: 'an unknown operator holds nowhere', condition: c('companyCode', '~', '.*'), record: 'x', expected: false },
  { name: 'an unknown operator, even !== ', condition: c('companyCode', '!==', '1'), record: '2', expected: false },
  { name: 'an unknowable value holds nowhere', condition: c('companyCode', '=', null), record: 'x', expected: false },
  {
    name: 'an injection attempt is a plain value',
    condition: c('companyCode', '=', "' OR 1=1 --"),
    record: 'x',
    expected: false,
  },
  {
    name: 'an injection attempt matches itself only',
    condition: c('companyCode', '=', "' OR 1=1 --"),
    record: "' OR 1=1 --",
    expected: true,
  },
  { name: 'an attribute the data does not have', condition: c('country', '=', 'ch'), record: 'ch', expected: false },
  { name: 'unicode text', condition: c('companyCode', 'like', 'Zürich*'), record: 'Zürich Süd', expected: true },
];

/** The record each case is tested on: the value under the case's attribute (country never exists in data). */
function recordOf(k: Case): Record<string, AttributeValue> {
  return k.condition.attribute === 'country' ? {} : { [k.condition.attribute]: k.record };
}

const COLUMNS: ColumnMap = { companyCode: sql.raw('r.company_code'), org: sql.raw('r.org') };

/** Runs filters over one row per case (text and integer columns) and answers which rows matched. */
async function matchingRows(database: Database, filterOf: (k: Case, i: number) => SQL): Promise<boolean[]> {
  const values = sql.join(
    CASES.map((k, i) => {
      const text = k.condition.attribute === 'companyCode' ? (k.record as string | null) : null;
      const int = k.condition.attribute === 'org' ? (k.record as number | null) : null;
      return sql`(${i}::int, ${text}::text, ${int}::int)`;
    }),
    sql`, `,
  );
  const checks = sql.join(
    CASES.map((k, i) => sql`(r.i = ${i} and ${filterOf(k, i)})`),
    sql` or `,
  );
  const found = await rows<{ i: number }>(
    database.db,
    sql`select r.i from (values ${values}) as r(i, company_code, org) where ${checks}`,
  );
  const matched = new Set(found.map((r) => Number(r.i)));
  return CASES.map((_, i) => matched.has(i));
}

describe('permission-set conditions: one evaluator, two forms', () => {
  let database: Database;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(() => database.close());

  it.each(CASES.map((k) => [k.name, k] as const))('in memory: %s', (_name, k) => {
    expect(holds(k.condition, recordOf(k))).toBe(k.expected);
  });

  it('in SQL, the database gives the same answer for every case', async () => {
    const sqlAnswers = await matchingRows(database, (k) => holdsFilter(k.condition, COLUMNS));
    const disagreements = CASES.filter((k, i) => sqlAnswers[i] !== k.expected).map((k) => k.name);
    expect(disagreements).toEqual([]);
  });

  it('lists of conditions: all must hold; alternatives: one list suffices (both forms)', async () => {
    const code1000 = c('companyCode', '=', '1000');
    const orgSmall = c('org', '<', '5');
    const table: Array<{ lists: Condition[][]; row: Record<string, AttributeValue>; expected: boolean }> = [
      { lists: [[]], row: { companyCode: 'x', org: 9 }, expected: true },
      { lists: [], row: { companyCode: '1000', org: 1 }, expected: false },
      { lists: [[code1000, orgSmall]], row: { companyCode: '1000', org: 1 }, expected: true },
      { lists: [[code1000, orgSmall]], row: { companyCode: '1000', org: 9 }, expected: false },
      { lists: [[code1000], [orgSmall]], row: { companyCode: '2000', org: 1 }, expected: true },
      { lists: [[code1000], [orgSmall]], row: { companyCode: '2000', org: 9 }, expected: false },
      { lists: [[code1000], []], row: { companyCode: '2000', org: 9 }, expected: true },
    ];
    for (const { lists, row, expected } of table) {
      expect(anyAllHold(lists, row)).toBe(expected);
      if (lists.length === 1) expect(allHold(lists[0]!, row)).toBe(expected);
      const [found] = await rows<{ ok: boolean }>(
        database.db,
        sql`select ${anyAllHoldFilter(lists, COLUMNS)} as ok from (values (${row.companyCode ?? null}::text, ${row.org ?? null}::int)) as r(company_code, org)`,
      );
      expect(found!.ok).toBe(expected);
      if (lists.length === 1) {
        const [single] = await rows<{ ok: boolean }>(
          database.db,
          sql`select ${allHoldFilter(lists[0]!, COLUMNS)} as ok from (values (${row.companyCode ?? null}::text, ${row.org ?? null}::int)) as r(company_code, org)`,
        );
        expect(single!.ok).toBe(expected);
      }
    }
  });

  it('values never reach the SQL text: they are bind parameters, one per value', () => {
    const dialect = new PgDialect();
    const payloads = ["' OR 1=1--", '"; drop table portal.role; --', '%_\\', 'x\u0000y', 'ö'.repeat(50)];
    for (const payload of payloads) {
      for (const operator of ['=', '!=', 'like', 'in']) {
        const query = dialect.sqlToQuery(holdsFilter(c('companyCode', operator, payload), COLUMNS));
        expect(query.sql).not.toContain(payload);
        expect(query.sql).not.toContain(payload.replace(/[\\%_]/g, (ch) => `\\${ch}`));
        expect(query.params.length).toBeGreaterThan(0);
      }
    }
    const list = dialect.sqlToQuery(holdsFilter(c('companyCode', 'in', 'a, b, c'), COLUMNS));
    expect(list.params).toEqual(['a', 'b', 'c']);
  });

  it('an attribute comes only from the column allow-list, never from the condition', () => {
    const dialect = new PgDialect();
    const query = dialect.sqlToQuery(holdsFilter(c('r.company_code; drop table x', '=', '1'), COLUMNS));
    expect(query.sql).toBe('false');
    expect(dialect.sqlToQuery(holdsFilter(c('constructor', '=', '1'), COLUMNS)).sql).toBe('false');
    expect(holds(c('constructor', '=', '1'), {})).toBe(false);
  });
});
