import { type Filter, parse } from 'scim2-parse-filter';
import { ScimError } from './errors';
import { CORE_GROUP, CORE_USER } from './schemas';

/**
 * SCIM filters (RFC 7644 §3.4.2.2): parsed by scim2-parse-filter, evaluated here on a resource as
 * the portal answers it. Attribute names are case-insensitive; string values compare
 * case-insensitively except for the attributes RFC 7643 marks caseExact (ids, references).
 */
export type ScimFilter = Filter;

const CASE_EXACT = new Set(['id', 'externalid', 'members.value', 'groups.value', 'meta.version']);
const DATES = new Set(['meta.created', 'meta.lastmodified']);
const CORE = new Set([CORE_USER, CORE_GROUP].map((urn) => urn.toLowerCase()));

export function parseFilter(text: string): ScimFilter {
  try {
    return parse(text);
  } catch (error) {
    throw new ScimError(400, `the filter is not valid: ${(error as Error).message}`.slice(0, 300), 'invalidFilter');
  }
}

export function matches(resource: unknown, filter: ScimFilter): boolean {
  return test(resource, filter, '');
}

/** A value the filter pins an attribute to with `eq` (alone or in an `and`): lets the store narrow its read. */
export function pinned(filter: ScimFilter, attribute: string): string | undefined {
  if (filter.op === 'eq' && 'attrPath' in filter && filter.attrPath.toLowerCase() === attribute.toLowerCase()) {
    return typeof filter.compValue === 'string' ? filter.compValue : undefined;
  }
  if (filter.op === 'and' && 'filters' in filter) {
    for (const part of filter.filters) {
      const value = pinned(part, attribute);
      if (value !== undefined) return value;
    }
  }
  return undefined;
}

function test(resource: unknown, f: Filter, prefix: string): boolean {
  switch (f.op) {
    case 'and':
      return f.filters.every((part) => test(resource, part, prefix));
    case 'or':
      return f.filters.some((part) => test(resource, part, prefix));
    case 'not':
      return !test(resource, f.filter, prefix);
    case '[]':
      return valuesAt(resource, f.attrPath).some((entry) =>
        test(entry, f.valFilter, `${prefix}${localName(f.attrPath)}.`),
      );
    case 'pr':
      return valuesAt(resource, f.attrPath).some((v) => v !== null && v !== '' && !isEmptyObject(v));
    default: {
      const path = `${prefix}${localName(f.attrPath)}`.toLowerCase();
      const values = valuesAt(resource, f.attrPath);
      if (f.op === 'ne') return !values.some((v) => compare('eq', v, f.compValue, path));
      return values.some((v) => compare(f.op, v, f.compValue, path));
    }
  }
}

/** The attribute path without its schema URN, dotted: `urn:…:User:manager.value` → `manager.value`. */
function localName(attrPath: string): string {
  const colon = attrPath.lastIndexOf(':');
  return colon === -1 ? attrPath : attrPath.slice(colon + 1);
}

/** Every value at the path, multi-valued attributes flattened; names match without regard to case. */
function valuesAt(resource: unknown, attrPath: string): unknown[] {
  const colon = attrPath.lastIndexOf(':');
  const urn = colon === -1 ? undefined : attrPath.slice(0, colon);
  const local = attrPath.slice(colon + 1).split('.');
  // A core schema's attributes sit at the top of the resource; an extension's under its URN.
  const steps = urn === undefined || CORE.has(urn.toLowerCase()) ? local : [urn, ...local];
  let current: unknown[] = [resource];
  for (const step of steps) {
    const next: unknown[] = [];
    for (const value of current) {
      if (typeof value !== 'object' || value === null) continue;
      const key = Object.keys(value).find((k) => k.toLowerCase() === step.toLowerCase());
      if (key === undefined) continue;
      const found = (value as Record<string, unknown>)[key];
      if (Array.isArray(found)) next.push(...found);
      else if (found !== undefined) next.push(found);
    }
    current = next;
  }
  return current;
}

function isEmptyObject(value: unknown): boolean {
  return typeof value === 'object' && value !== null && Object.keys(value).length === 0;
}

function compare(op: string, found: unknown, expected: boolean | null | number | string, path: string): boolean {
  if (expected === null) return op === 'eq' ? found === null : false;
  // A complex multi-valued attribute named without a sub-attribute compares its `value` (`emails co "…"`).
  const actual = typeof found === 'object' && found !== null ? (found as Record<string, unknown>).value : found;
  if (typeof actual === 'object' || actual === undefined) return false;
  if (DATES.has(path) && typeof expected === 'string' && typeof actual === 'string') {
    return ordered(op, Date.parse(actual), Date.parse(expected));
  }
  if (typeof actual === 'string' && typeof expected === 'string') {
    const exact = CASE_EXACT.has(path);
    const a = exact ? actual : actual.toLowerCase();
    const e = exact ? expected : expected.toLowerCase();
    switch (op) {
      case 'eq':
        return a === e;
      case 'co':
        return a.includes(e);
      case 'sw':
        return a.startsWith(e);
      case 'ew':
        return a.endsWith(e);
      default:
        return ordered(op, a, e);
    }
  }
  if (typeof actual === 'boolean' || typeof expected === 'boolean') return op === 'eq' && actual === expected;
  if (typeof actual === 'number' && typeof expected === 'number') {
    return op === 'eq' ? actual === expected : ordered(op, actual, expected);
  }
  return false;
}

function ordered<T extends number | string>(op: string, a: T, b: T): boolean {
  switch (op) {
    case 'gt':
      return a > b;
    case 'ge':
      return a >= b;
    case 'lt':
      return a < b;
    case 'le':
      return a <= b;
    case 'eq':
      return a === b;
    default:
      return false;
  }
}
