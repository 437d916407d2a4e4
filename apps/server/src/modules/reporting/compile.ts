import {
  aggregateType,
  type FilterCondition,
  type FilterTree,
  filterTreeSize,
  REPORT_LIMITS,
  type ReportAggregate,
  type ReportColumnType,
  type ReportDefinition,
  resultColumnId,
  VALUELESS_COMPARERS,
} from '@portal/contracts';
import { and, or, type SQL, sql } from 'drizzle-orm';
import { invalid } from '../../http/problem';
import { type CatalogueColumn, type CatalogueDataset, columnMeta, columnOf } from './catalogue';

/**
 * Compiles a report definition into SQL (T25). Every identifier comes from the catalogue entry
 * (drizzle quotes the schema's columns), every value the caller sends becomes a bind parameter,
 * comparers and aggregates are fixed enums mapped to fixed SQL text, LIKE patterns have `\`, `%`
 * and `_` escaped, and depth, node count, limit and offset are bounded. A definition that breaks
 * a rule is refused with 400 naming the field; nothing of it reaches the database.
 */

export interface CompiledColumn {
  /** Result column id: `key` or `aggregate:key`. */
  readonly id: string;
  /** The positional alias in SQL (`c0`, `c1`, …), never the caller's text. */
  readonly alias: string;
  readonly key: string;
  readonly aggregate: ReportAggregate | undefined;
  readonly type: ReportColumnType;
  readonly column: CatalogueColumn;
}

export interface CompiledReport {
  readonly columns: readonly CompiledColumn[];
  /** The page of rows. */
  readonly select: SQL;
  /** The number of rows (or groups) without limit and offset. */
  readonly count: SQL;
  /** Bind values that came from the caller's filter (for tests: one per value leaf). */
  readonly valueCount: number;
}

const AGGREGATE_SQL: Record<ReportAggregate, (e: SQL) => SQL> = {
  count: (e) => sql`count(${e})`,
  countDistinct: (e) => sql`count(distinct ${e})`,
  sum: (e) => sql`sum(${e})`,
  avg: (e) => sql`avg(${e})`,
  min: (e) => sql`min(${e})`,
  max: (e) => sql`max(${e})`,
};

/** Results leave the database as JSON-friendly text: ISO dates, UTC timestamps, decimals as numbers. */
function output(type: ReportColumnType, e: SQL): SQL {
  switch (type) {
    case 'date':
      return sql`to_char(${e}, 'YYYY-MM-DD')`;
    case 'timestamp':
      return sql`to_char(${e} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"')`;
    case 'integer':
      return sql`(${e})::bigint`;
    case 'number':
      return sql`(${e})::float8`;
    default:
      return e;
  }
}

/** `\`, `%` and `_` in a user's text match themselves in a LIKE pattern (with `escape '\'`). */
export function escapeLike(value: string): string {
  return value.replace(/[\\%_]/g, (c) => `\\${c}`);
}

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const TIMESTAMP = /^\d{4}-\d{2}-\d{2}(?:[T ]\d{2}:\d{2}(?::\d{2}(?:\.\d{1,6})?)?(?:Z|[+-]\d{2}:?\d{2})?)?$/;

/** The value of one condition, checked against the column's type (and codes); a bad one is refused. */
function typedValue(column: CatalogueColumn, value: unknown, path: string): string | number | boolean {
  // A name or a mistyped key would silently match nothing: a column of codes takes only its codes.
  if (column.values && !column.values.some((v) => v.value === value))
    throw invalid(path, 'one of the codes of the column');
  switch (column.type) {
    case 'integer':
      if (typeof value === 'number' && Number.isSafeInteger(value)) return value;
      throw invalid(path, 'a whole number');
    case 'number':
      if (typeof value === 'number' && Number.isFinite(value)) return value;
      throw invalid(path, 'a number');
    case 'boolean':
      if (typeof value === 'boolean') return value;
      throw invalid(path, 'true or false');
    case 'date':
      if (typeof value === 'string' && DATE.test(value) && !Number.isNaN(Date.parse(value))) return value;
      throw invalid(path, 'a date YYYY-MM-DD');
    case 'timestamp':
      if (typeof value === 'string' && TIMESTAMP.test(value) && !Number.isNaN(Date.parse(value))) return value;
      throw invalid(path, 'a date and time (ISO 8601)');
    default:
      if (typeof value === 'string') return value;
      throw invalid(path, 'a text');
  }
}

class Compiler {
  values = 0;
  nodes = 0;

  constructor(private readonly dataset: CatalogueDataset) {}

  tree(tree: FilterTree, path: string, depth: number): SQL | undefined {
    if (depth > REPORT_LIMITS.maxDepth) throw invalid(path, `at most ${REPORT_LIMITS.maxDepth} levels`);
    const parts: SQL[] = [];
    (tree.conditions ?? []).forEach((c, i) => {
      parts.push(this.condition(c, `${path}.conditions.${i}`));
    });
    (tree.trees ?? []).forEach((t, i) => {
      const inner = this.tree(t, `${path}.trees.${i}`, depth + 1);
      if (inner) parts.push(inner);
    });
    if (parts.length === 0) return undefined;
    return sql`(${tree.operator === 'or' ? or(...parts) : and(...parts)})`;
  }

  condition(condition: FilterCondition, path: string): SQL {
    const column = columnOf(this.dataset, condition.key);
    if (!column || !columnMeta(column).filter) throw invalid(`${path}.key`, 'not a filterable column of the dataset');
    const { comparer } = condition;
    if (!columnMeta(column).comparers.includes(comparer)) {
      throw invalid(`${path}.comparer`, `not offered for this ${column.type} column`);
    }
    const e = column.expression;
    if (VALUELESS_COMPARERS.includes(comparer)) {
      if (condition.value !== undefined) throw invalid(`${path}.value`, 'takes no value');
      return comparer === 'isNull' ? sql`${e} is null` : sql`${e} is not null`;
    }
    if (condition.value === undefined) throw invalid(`${path}.value`, 'a value is required');
    if (comparer === 'in') {
      const list = Array.isArray(condition.value) ? condition.value : [condition.value];
      const bound = list.map((v, i) => sql`${typedValue(column, v, `${path}.value.${i}`)}`);
      this.values += bound.length;
      return sql`${e} in (${sql.join(bound, sql`, `)})`;
    }
    if (Array.isArray(condition.value)) throw invalid(`${path}.value`, 'one value (a list only for "in")');
    const value = typedValue(column, condition.value, `${path}.value`);
    this.values++;
    switch (comparer) {
      case 'eq':
        return sql`${e} = ${value}`;
      case 'ne':
        // "not equal" includes rows without a value, as a person reading the filter expects.
        return sql`${e} is distinct from ${value}`;
      case 'lt':
        return sql`${e} < ${value}`;
      case 'lte':
        return sql`${e} <= ${value}`;
      case 'gt':
        return sql`${e} > ${value}`;
      case 'gte':
        return sql`${e} >= ${value}`;
      case 'contains':
        return sql`${e} ilike ${`%${escapeLike(String(value))}%`} escape '\\'`;
      case 'startsWith':
        return sql`${e} ilike ${`${escapeLike(String(value))}%`} escape '\\'`;
      case 'endsWith':
        return sql`${e} ilike ${`%${escapeLike(String(value))}`} escape '\\'`;
      default:
        throw invalid(`${path}.comparer`, 'unknown comparer');
    }
  }
}

/**
 * Compiles `definition` against its dataset; `page` overrides the definition's limit and offset.
 * `rows` is the reader's row restriction (their data conditions on the dataset's `rows`), ANDed
 * with the dataset's own condition and the report's filter.
 */
export function compileReport(
  dataset: CatalogueDataset,
  definition: ReportDefinition,
  page: { limit?: number | undefined; offset?: number | undefined } = {},
  rows?: SQL,
): CompiledReport {
  if (definition.source !== dataset.id) throw invalid('query.source', 'not this dataset');
  const grouping = definition.grouping ?? [];
  const aggregated = definition.columns.some((c) => c.aggregate) || grouping.length > 0;

  const groupExpressions = grouping.map((key, i) => {
    const column = columnOf(dataset, key);
    if (!column || !columnMeta(column).group) throw invalid(`query.grouping.${i}`, 'not a groupable column');
    return column.expression;
  });

  const seen = new Set<string>();
  const columns: CompiledColumn[] = definition.columns.map((c, i) => {
    const column = columnOf(dataset, c.key);
    const path = `query.columns.${i}`;
    if (!column || !columnMeta(column).show) throw invalid(`${path}.key`, 'not a column of the dataset');
    const id = resultColumnId(c);
    if (seen.has(id)) throw invalid(path, 'named twice');
    seen.add(id);
    if (c.aggregate) {
      if (!columnMeta(column).aggregates.includes(c.aggregate)) {
        throw invalid(`${path}.aggregate`, `not offered for this column`);
      }
    } else if (aggregated && !grouping.includes(c.key)) {
      throw invalid(`${path}.key`, 'group by it or aggregate it');
    }
    return {
      id,
      alias: `c${i}`,
      key: c.key,
      aggregate: c.aggregate,
      type: c.aggregate ? aggregateType(c.aggregate, column.type) : column.type,
      column,
    };
  });

  const compiler = new Compiler(dataset);
  let where: SQL | undefined = dataset.where;
  if (rows) where = where ? sql`(${where}) and (${rows})` : rows;
  if (definition.filter) {
    if (!filterTreeSize(definition.filter).bounded) throw invalid('query.filter', 'too deep or too large');
    const filter = compiler.tree(definition.filter, 'query.filter', 1);
    if (filter) where = where ? sql`${where} and ${filter}` : filter;
  }

  const orderBy = Object.entries(definition.order ?? {}).map(([id, ascending], i) => {
    const target = columns.find((c) => c.id === id);
    if (!target || !columnMeta(target.column).sort) throw invalid(`query.order.${i}`, 'sort by a column of the report');
    const expression = target.aggregate
      ? AGGREGATE_SQL[target.aggregate](target.column.expression)
      : target.column.expression;
    return ascending ? sql`${expression} asc nulls last` : sql`${expression} desc nulls last`;
  });

  const selectList = columns.map((c) => {
    const value = c.aggregate ? AGGREGATE_SQL[c.aggregate](c.column.expression) : c.column.expression;
    return sql`${output(c.type, value)} as ${sql.identifier(c.alias)}`;
  });
  const limit = page.limit ?? definition.limit ?? REPORT_LIMITS.defaultLimit;
  const offset = page.offset ?? definition.offset ?? 0;
  if (limit < 1 || limit > REPORT_LIMITS.maxExportRows) throw invalid('limit', 'out of range');
  if (offset < 0 || offset > REPORT_LIMITS.maxOffset) throw invalid('offset', 'out of range');

  const whereClause = where ? sql` where ${where}` : sql``;
  const groupClause = groupExpressions.length > 0 ? sql` group by ${sql.join(groupExpressions, sql`, `)}` : sql``;
  // A stable order for paging even when none is asked for: the first result column.
  const orderClause = orderBy.length > 0 ? sql` order by ${sql.join(orderBy, sql`, `)}` : sql` order by 1`;
  const body = sql`from ${dataset.from}${whereClause}${groupClause}`;
  const select = sql`select ${sql.join(selectList, sql`, `)} ${body}${orderClause} limit ${limit} offset ${offset}`;
  const count = aggregated
    ? groupExpressions.length > 0
      ? sql`select count(*) as n from (select 1 ${body}) as grouped`
      : sql`select 1 as n`
    : sql`select count(*) as n ${body}`;
  return { columns, select, count, valueCount: compiler.values };
}
