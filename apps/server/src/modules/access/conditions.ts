import { type SQL, type SQLWrapper, sql } from 'drizzle-orm';

/**
 * The condition evaluator of permission sets, written once in two forms that must agree
 * (tests prove it on one table of cases):
 * - `holds(condition, record)`: the check on one record in memory;
 * - `holdsFilter(condition, columns)`: the same condition as a SQL filter for a query.
 *
 * A condition tests one attribute of a record: `=`, `!=`, `in` (comma-separated list) and `like`
 * (`*` is the wildcard; `%`, `_` and `\` are plain characters) compare the attribute's text;
 * `<` and `>` compare numbers, and a value that is not a number never satisfies them.
 * A record without the attribute satisfies no condition, not even `!=` (deny by default), and an
 * operator this evaluator does not know holds nowhere: unknown operators are refused when a
 * set is saved, so one found at evaluation came from outside the API and must not grant.
 *
 * In SQL the attribute's column comes from the caller's allow-list (never from the condition),
 * every value is a bind parameter, and the only literals are this file's own.
 */

export interface Condition {
  readonly attribute: string;
  readonly operator: string;
  /** null: the value could not be known (a `$user` value the user lacks); the condition holds nowhere. */
  readonly value: string | null;
}

export type AttributeValue = string | number | boolean | null | undefined;
export type AttributeRecord = Readonly<Record<string, AttributeValue>>;
/** Attribute name → column, chosen by the data module. Attributes it does not list hold nowhere. */
export type ColumnMap = Readonly<Record<string, SQLWrapper>>;

const NUMBER = /^-?[0-9]+(\.[0-9]+)?$/;
const NUMBER_SQL = sql.raw(`'^-?[0-9]+(\\.[0-9]+)?$'`);

/** `in` values: the comma-separated list, trimmed, blanks dropped. */
export function listOf(value: string): string[] {
  return value
    .split(',')
    .map((v) => v.trim())
    .filter((v) => v !== '');
}

/** The `like` value as a SQL LIKE pattern: `*` is the wildcard, `%`, `_` and `\` match themselves. */
export function likePattern(value: string): string {
  return value.replace(/[\\%_]/g, (c) => `\\${c}`).replace(/\*/g, '%');
}

function likeRegExp(value: string): RegExp {
  const parts = value.split('*').map((p) => p.replace(/[.*+?^${}()|[\]\\/-]/g, '\\$&'));
  return new RegExp(`^${parts.join('[\\s\\S]*')}$`);
}

function textOf(value: AttributeValue): string | null {
  if (value === null || value === undefined) return null;
  return String(value);
}

/** The in-memory form. */
export function holds(condition: Condition, record: AttributeRecord): boolean {
  const actual = Object.hasOwn(record, condition.attribute) ? textOf(record[condition.attribute]) : null;
  const expected = condition.value;
  if (actual === null || expected === null) return false;
  switch (condition.operator) {
    case '=':
      return actual === expected;
    case '!=':
      return actual !== expected;
    case 'in':
      return listOf(expected).includes(actual);
    case '<':
    case '>': {
      if (!NUMBER.test(expected) || !NUMBER.test(actual)) return false;
      return condition.operator === '<' ? Number(actual) < Number(expected) : Number(actual) > Number(expected);
    }
    case 'like':
      return likeRegExp(expected).test(actual);
    default:
      return false;
  }
}

/** The SQL form. */
export function holdsFilter(condition: Condition, columns: ColumnMap): SQL {
  const column = Object.hasOwn(columns, condition.attribute) ? columns[condition.attribute] : undefined;
  const expected = condition.value;
  if (!column || expected === null) return sql`false`;
  const text = sql`(${column})::text`;
  switch (condition.operator) {
    case '=':
      return sql`coalesce(${text} = ${expected}, false)`;
    case '!=':
      return sql`coalesce(${text} <> ${expected}, false)`;
    case 'in': {
      const values = listOf(expected);
      if (values.length === 0) return sql`false`;
      return sql`coalesce(${text} in (${sql.join(
        values.map((v) => sql`${v}`),
        sql`, `,
      )}), false)`;
    }
    case '<':
    case '>': {
      if (!NUMBER.test(expected)) return sql`false`;
      const op = sql.raw(condition.operator === '<' ? '<' : '>');
      // CASE keeps the cast away from text that is not a number.
      return sql`coalesce(case when ${text} ~ ${NUMBER_SQL} then (${text})::numeric ${op} ${expected}::numeric else false end, false)`;
    }
    case 'like':
      return sql`coalesce(${text} like ${likePattern(expected)} escape ${sql.raw(`'\\'`)}, false)`;
    default:
      return sql`false`;
  }
}

/** Every condition holds (an empty list always does). */
export function allHold(conditions: readonly Condition[], record: AttributeRecord): boolean {
  return conditions.every((c) => holds(c, record));
}

export function allHoldFilter(conditions: readonly Condition[], columns: ColumnMap): SQL {
  if (conditions.length === 0) return sql`true`;
  return sql`(${sql.join(
    conditions.map((c) => holdsFilter(c, columns)),
    sql` and `,
  )})`;
}

/** At least one list of conditions holds entirely (no lists: nothing holds). */
export function anyAllHold(alternatives: ReadonlyArray<readonly Condition[]>, record: AttributeRecord): boolean {
  return alternatives.some((conditions) => allHold(conditions, record));
}

export function anyAllHoldFilter(alternatives: ReadonlyArray<readonly Condition[]>, columns: ColumnMap): SQL {
  if (alternatives.length === 0) return sql`false`;
  if (alternatives.some((c) => c.length === 0)) return sql`true`;
  return sql`(${sql.join(
    alternatives.map((c) => allHoldFilter(c, columns)),
    sql` or `,
  )})`;
}
