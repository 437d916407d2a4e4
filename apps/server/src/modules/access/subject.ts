import { ATTRIBUTE_LOOKUP, CONDITION_ON_DATA, OWN_VALUE } from '@portal/contracts';
import type { AttributeRecord, Condition } from './conditions';

/**
 * What the portal knows about a user that a condition may test. It all comes from the database,
 * so an administrator can ask about any user, and the answer is the same with or without that
 * user's token: `claim:<name>` reads the claim as the portal stored it at the user's last sign-in.
 * `attributes` are the ones user administration assigned; the parameters users write about
 * themselves are not part of it, so no user can raise their own access (T4, T21).
 */
export interface Subject {
  readonly org: number | null;
  readonly attributes: Readonly<Record<string, string>>;
  readonly claims: Readonly<Record<string, string>>;
}

/** A permission-set detail as the evaluator needs it: the condition and where the user's value comes from. */
export interface GrantCondition {
  readonly attribute: string;
  readonly lookup: string;
  /** 1: a condition on the user; 2: a condition on the data rows. */
  readonly type: number;
  readonly operator: string;
  readonly value: string;
}

const LEGACY_LOOKUP = 'parameter:';
const own = (values: Readonly<Record<string, string>>, key: string) =>
  Object.hasOwn(values, key) ? values[key]! : null;

/** The user's value of an attribute, through the permission's variableLookup. */
export function lookupValue(subject: Subject, lookup: string): string | null {
  if (lookup === 'org') return subject.org === null ? null : String(subject.org);
  if (lookup.startsWith(ATTRIBUTE_LOOKUP)) return own(subject.attributes, lookup.slice(ATTRIBUTE_LOOKUP.length));
  // A lookup saved before attributes existed (migration 0018 renames them): the assigned attribute.
  if (lookup.startsWith(LEGACY_LOOKUP)) return own(subject.attributes, lookup.slice(LEGACY_LOOKUP.length));
  if (lookup.startsWith('claim:')) return subject.claims[lookup.slice('claim:'.length)] ?? null;
  return null;
}

export const isDataCondition = (c: GrantCondition) => c.type === CONDITION_ON_DATA;

/** The user's conditions, with the record they are tested on: attribute → the user's value. */
export function userConditions(conditions: readonly GrantCondition[], subject: Subject) {
  const onUser = conditions.filter((c) => !isDataCondition(c));
  const record: Record<string, string | null> = {};
  for (const c of onUser) record[c.attribute] = lookupValue(subject, c.lookup);
  return {
    conditions: onUser.map((c): Condition => ({ attribute: c.attribute, operator: c.operator, value: c.value })),
    record: record as AttributeRecord,
  };
}

/** The data conditions, with `$user` replaced by the user's own value (unknown: holds nowhere). */
export function dataConditions(conditions: readonly GrantCondition[], subject: Subject): Condition[] {
  return conditions.filter(isDataCondition).map((c) => ({
    attribute: c.attribute,
    operator: c.operator,
    value: c.value === OWN_VALUE ? lookupValue(subject, c.lookup) : c.value,
  }));
}
