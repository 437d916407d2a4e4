import {
  FILTER_COMPARERS,
  type FilterTree,
  REPORT_AGGREGATES,
  REPORT_LIMITS,
  type ReportDefinition,
  reportDefinitionSchema,
} from '@portal/contracts';
import type { SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import { HttpProblem } from '../../http/problem';
import { CATALOGUE, type CatalogueDataset, datasetById } from './catalogue';
import { compileReport, escapeLike } from './compile';

const dialect = new PgDialect();
const text = (q: SQL) => dialect.sqlToQuery(q);
const orders = datasetById('canteenOrders')!;

/** What the route does: the zod schema at the boundary, then the compiler. 400 or compiled SQL. */
function attempt(dataset: CatalogueDataset, input: unknown) {
  const parsed = reportDefinitionSchema.safeParse(input);
  if (!parsed.success) return { status: 400 as const };
  try {
    return { status: 200 as const, compiled: compileReport(dataset, parsed.data), definition: parsed.data };
  } catch (error) {
    if (error instanceof HttpProblem && error.status === 400) return { status: 400 as const };
    throw error;
  }
}

const PAYLOADS = [
  "' OR 1=1--",
  '"; drop table portal.portal_user; --',
  '%_',
  '100%_\\',
  'Ωmega 😀 ünïcödé',
  "x') union select password from portal.portal_user --",
  '$$; select pg_sleep(10) $$',
  '/* comment */',
];

describe('the report compiler (T25)', () => {
  it('builds a grouped, filtered, sorted query from catalogue names and bound values only', () => {
    const definition: ReportDefinition = {
      source: 'canteenOrders',
      columns: [{ key: 'article' }, { key: 'quantity', aggregate: 'sum' }, { key: 'amount', aggregate: 'avg' }],
      grouping: ['article'],
      filter: {
        operator: 'and',
        conditions: [{ key: 'planDate', comparer: 'gte', value: '2026-01-01' }],
        trees: [
          {
            operator: 'or',
            conditions: [
              { key: 'article', comparer: 'contains', value: '50%_off' },
              { key: 'canteen', comparer: 'in', value: ['Nord', 'Süd'] },
            ],
          },
        ],
      },
      order: { 'sum:quantity': false, article: true },
      limit: 20,
      offset: 40,
    };
    const compiled = compileReport(orders, definition);
    const { sql, params } = text(compiled.select);
    expect(compiled.columns.map((c) => c.id)).toEqual(['article', 'sum:quantity', 'avg:amount']);
    expect(sql).toContain('from "canteen"."order_detail" join "canteen"."user_order"');
    expect(sql).toContain('"canteen"."order_detail"."article_name" ilike $2 escape \'\\\'');
    expect(sql).toContain('group by "canteen"."order_detail"."article_name"');
    expect(sql).toContain(
      'order by sum("canteen"."order_detail"."quantity") desc nulls last, "canteen"."order_detail"."article_name" asc',
    );
    expect(sql).toMatch(/limit \$\d+ offset \$\d+$/);
    expect(params).toEqual(['2026-01-01', '%50\\%\\_off%', 'Nord', 'Süd', 20, 40]);
    expect(compiled.valueCount).toBe(4);
  });

  it.each([
    ['a column the dataset does not have', { columns: [{ key: 'password' }] }],
    ['a column of another dataset', { columns: [{ key: 'email' }] }],
    ['an aggregate that does not fit the type', { columns: [{ key: 'article', aggregate: 'sum' }] }],
    [
      'a column neither grouped nor aggregated',
      { columns: [{ key: 'article' }, { key: 'quantity', aggregate: 'sum' }] },
    ],
    ['grouping by a column that may not be grouped', { columns: [{ key: 'orderedAt' }], grouping: ['orderedAt'] }],
    ['sorting by a column not in the report', { columns: [{ key: 'article' }], order: { quantity: true } }],
    [
      'a comparer the type does not offer',
      {
        columns: [{ key: 'article' }],
        filter: { operator: 'and', conditions: [{ key: 'quantity', comparer: 'contains', value: 'x' }] },
      },
    ],
    [
      'a text where a number is expected',
      {
        columns: [{ key: 'article' }],
        filter: { operator: 'and', conditions: [{ key: 'quantity', comparer: 'gt', value: '1 or 1=1' }] },
      },
    ],
    [
      'a malformed date',
      {
        columns: [{ key: 'article' }],
        filter: { operator: 'and', conditions: [{ key: 'planDate', comparer: 'eq', value: "2026-01-01' --" }] },
      },
    ],
    [
      'a value with isNull',
      {
        columns: [{ key: 'article' }],
        filter: { operator: 'and', conditions: [{ key: 'article', comparer: 'isNull', value: 'x' }] },
      },
    ],
    [
      'a comparer outside the enum',
      {
        columns: [{ key: 'article' }],
        filter: { operator: 'and', conditions: [{ key: 'article', comparer: 'expressionEquals', value: '1=1' }] },
      },
    ],
    ['an operator outside AND/OR', { columns: [{ key: 'article' }], filter: { operator: 'and not', conditions: [] } }],
    ['a limit above the maximum', { columns: [{ key: 'article' }], limit: REPORT_LIMITS.maxLimit + 1 }],
    ['a negative offset', { columns: [{ key: 'article' }], offset: -1 }],
    ['an offset above the maximum', { columns: [{ key: 'article' }], offset: REPORT_LIMITS.maxOffset + 1 }],
    ['an unknown field (mass assignment)', { columns: [{ key: 'article' }], sql: 'select 1' }],
    ['a column key that is not a name', { columns: [{ key: 'article"; drop table x; --' }] }],
  ])('refuses %s with 400', (_case, part) => {
    expect(attempt(orders, { source: 'canteenOrders', ...part }).status).toBe(400);
  });

  it('refuses a filter tree 10,000 levels deep, and one with too many conditions, without walking it recursively', () => {
    let deep: FilterTree = { operator: 'and', conditions: [{ key: 'article', comparer: 'eq', value: 'x' }] };
    for (let i = 0; i < 10_000; i++) deep = { operator: i % 2 ? 'and' : 'or', trees: [deep] };
    expect(attempt(orders, { source: 'canteenOrders', columns: [{ key: 'article' }], filter: deep }).status).toBe(400);
    // The compiler refuses it on its own too, whoever calls it.
    expect(() =>
      compileReport(orders, { source: 'canteenOrders', columns: [{ key: 'article' }], filter: deep }),
    ).toThrow(HttpProblem);
    const wide: FilterTree = {
      operator: 'or',
      conditions: Array.from({ length: REPORT_LIMITS.maxNodes }, () => ({
        key: 'article',
        comparer: 'eq' as const,
        value: 'x',
      })),
    };
    expect(attempt(orders, { source: 'canteenOrders', columns: [{ key: 'article' }], filter: wide }).status).toBe(400);
    let atTheLimit: FilterTree = { operator: 'and', conditions: [{ key: 'quantity', comparer: 'gt', value: 1 }] };
    for (let i = 1; i < REPORT_LIMITS.maxDepth; i++) atTheLimit = { operator: 'or', trees: [atTheLimit] };
    expect(attempt(orders, { source: 'canteenOrders', columns: [{ key: 'article' }], filter: atTheLimit }).status).toBe(
      200,
    );
  });

  it('escapes LIKE wildcards so they match themselves', () => {
    expect(escapeLike('100%_\\x')).toBe('100\\%\\_\\\\x');
    for (const [comparer, pattern] of [
      ['contains', '%a\\%b%'],
      ['startsWith', 'a\\%b%'],
      ['endsWith', '%a\\%b'],
    ] as const) {
      const compiled = compileReport(orders, {
        source: 'canteenOrders',
        columns: [{ key: 'article' }],
        filter: { operator: 'and', conditions: [{ key: 'article', comparer, value: 'a%b' }] },
      });
      expect(text(compiled.select).params[0]).toBe(pattern);
    }
  });

  it('fuzz: random filter trees with hostile values give 400 or a query whose SQL text holds none of them', () => {
    let seed = 20261125;
    const random = () => {
      seed = (seed * 1103515245 + 12345) % 2 ** 31;
      return seed / 2 ** 31;
    };
    const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)]!;
    const compiledCount = { ok: 0, refused: 0 };
    for (let run = 0; run < 2_000; run++) {
      const dataset = pick(CATALOGUE);
      const keys = [...dataset.columns.map((c) => c.key), ...PAYLOADS];
      const value = (): unknown =>
        pick([
          () => pick(PAYLOADS),
          () => Math.round(random() * 1000),
          () => random() > 0.5,
          () => '2026-03-01',
          () => [pick(PAYLOADS), pick(PAYLOADS)],
          () => undefined,
        ])();
      const tree = (depth: number): unknown => ({
        operator: random() > 0.05 ? pick(['and', 'or']) : pick(PAYLOADS),
        conditions: Array.from({ length: Math.floor(random() * 4) }, () => ({
          key: random() > 0.1 ? pick(dataset.columns).key : pick(keys),
          comparer: random() > 0.05 ? pick(FILTER_COMPARERS) : pick(PAYLOADS),
          value: value(),
        })),
        ...(depth < 10 && random() > 0.5
          ? { trees: Array.from({ length: 1 + Math.floor(random() * 2) }, () => tree(depth + 1)) }
          : {}),
      });
      const column = pick(dataset.columns);
      const input = {
        source: random() > 0.05 ? dataset.id : pick(PAYLOADS),
        columns: [
          {
            key: random() > 0.05 ? column.key : pick(PAYLOADS),
            ...(random() > 0.8 ? { aggregate: pick(REPORT_AGGREGATES) } : {}),
          },
        ],
        filter: tree(1),
        ...(random() > 0.5 ? { order: { [random() > 0.3 ? column.key : pick(PAYLOADS)]: random() > 0.5 } } : {}),
        ...(random() > 0.7 ? { grouping: [column.key] } : {}),
        ...(random() > 0.9 ? { limit: pick([0, -1, 10_001, 1e9, 50]) } : {}),
      };
      const result = attempt(dataset, input);
      if (result.status === 400) {
        compiledCount.refused++;
        continue;
      }
      compiledCount.ok++;
      for (const statement of [result.compiled.select, result.compiled.count]) {
        const { sql } = text(statement);
        for (const payload of PAYLOADS) expect(sql, payload).not.toContain(payload);
        expect(sql).not.toMatch(/drop|union|--|\/\*/i);
      }
      // Every value leaf is one bind parameter; limit and offset are the two more.
      expect(text(result.compiled.select).params).toHaveLength(result.compiled.valueCount + 2);
    }
    // The fuzzer reaches both outcomes, so it tests the compiler and not only the schema.
    expect(compiledCount.ok).toBeGreaterThan(100);
    expect(compiledCount.refused).toBeGreaterThan(100);
  });

  it('every catalogue entry is complete: five labels per dataset and column, unique keys', () => {
    const ids = new Set<string>();
    for (const dataset of CATALOGUE) {
      expect(ids.has(dataset.id)).toBe(false);
      ids.add(dataset.id);
      for (const label of [dataset.label, dataset.description, ...dataset.columns.map((c) => c.label)]) {
        for (const locale of ['de', 'en', 'cs', 'fr', 'it'] as const)
          expect(label[locale].trim(), dataset.id).not.toBe('');
      }
      expect(new Set(dataset.columns.map((c) => c.key)).size).toBe(dataset.columns.length);
    }
  });
});
