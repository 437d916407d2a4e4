import {
  type FilterComparer,
  type FilterCondition,
  type FilterTree,
  numberForInput,
  parseNumberAsWritten,
  REPORT_LIMITS,
  type ReportAggregate,
  type ReportColumn,
  type ReportColumnMeta,
  type ReportDataset,
  type ReportDefinition,
} from '@portal/contracts';

/** What the builder's form holds: the definition in the shape a person edits it. */
export interface BuilderState {
  readonly source: string;
  readonly columns: readonly ReportColumn[];
  readonly grouping: readonly string[];
  /** The filter tree as edited: the top group (id 0) with its conditions and nested groups. */
  readonly filter: FilterGroup;
  readonly sort: { readonly id: string; readonly ascending: boolean } | undefined;
  readonly limit: number;
}

/** One condition; its id is unique in the whole tree (groups and conditions share the numbers). */
export interface FilterRow {
  readonly id: number;
  readonly key: string;
  readonly comparer: FilterComparer;
  readonly value: string;
}

/** An AND/OR group: its conditions, then its nested groups, as the server's filter tree has them. */
export interface FilterGroup {
  readonly id: number;
  readonly combine: 'and' | 'or';
  readonly rows: readonly FilterRow[];
  readonly groups: readonly FilterGroup[];
}

export const emptyGroup = (id: number): FilterGroup => ({ id, combine: 'and', rows: [], groups: [] });

export const VALUELESS: readonly FilterComparer[] = ['isNull', 'isNotNull'];

/** A fresh builder on a dataset: every column shown, nothing filtered, grouped or sorted. */
export function initialState(dataset: ReportDataset, limit = 100): BuilderState {
  return {
    source: dataset.queryId,
    columns: dataset.columns.filter((c) => c.show).map((c) => ({ key: c.key })),
    grouping: [],
    filter: emptyGroup(0),
    sort: undefined,
    limit,
  };
}

/**
 * A saved definition back in the form, its whole filter tree editable; numbers written as the site
 * writes them (`tag`, formatLocale), as `definitionOf` reads them.
 */
export function stateOf(definition: ReportDefinition, tag: string): BuilderState {
  const order = Object.entries(definition.order ?? {})[0];
  const text = (value: string | number | boolean) =>
    typeof value === 'number' ? numberForInput(value, tag) : String(value);
  let next = 0;
  const groupOf = (tree: FilterTree | undefined): FilterGroup => {
    const id = next++;
    return {
      id,
      combine: tree?.operator ?? 'and',
      rows: (tree?.conditions ?? []).map((c) => ({
        id: next++,
        key: c.key,
        comparer: c.comparer,
        value: Array.isArray(c.value) ? c.value.map(text).join('; ') : c.value === undefined ? '' : text(c.value),
      })),
      groups: (tree?.trees ?? []).map(groupOf),
    };
  };
  return {
    source: definition.source,
    columns: definition.columns,
    grouping: definition.grouping ?? [],
    filter: groupOf(definition.filter),
    sort: order ? { id: order[0], ascending: order[1] } : undefined,
    limit: definition.limit ?? 100,
  };
}

function largestId(group: FilterGroup): number {
  return Math.max(group.id, ...group.rows.map((r) => r.id), ...group.groups.map(largestId));
}

/** The next free id for a condition or group of the tree. */
export const nextFilterId = (root: FilterGroup): number => largestId(root) + 1;

/** The tree with one group changed. */
export function changeGroup(group: FilterGroup, id: number, change: (g: FilterGroup) => FilterGroup): FilterGroup {
  if (group.id === id) return change(group);
  return { ...group, groups: group.groups.map((g) => changeGroup(g, id, change)) };
}

/** The tree without the condition or group of that id. */
export function removeFilterNode(group: FilterGroup, id: number): FilterGroup {
  return {
    ...group,
    rows: group.rows.filter((r) => r.id !== id),
    groups: group.groups.filter((g) => g.id !== id).map((g) => removeFilterNode(g, id)),
  };
}

/**
 * Numbers for labels, in the order the form shows them (a group's conditions, then its groups):
 * conditions 1, 2, 3 … and groups 1, 2 … across the whole tree, so every field's label is unique.
 */
export function filterNumbers(root: FilterGroup): { rows: Map<number, number>; groups: Map<number, number> } {
  const rows = new Map<number, number>();
  const groups = new Map<number, number>();
  const visit = (group: FilterGroup) => {
    for (const row of group.rows) rows.set(row.id, rows.size + 1);
    for (const child of group.groups) {
      groups.set(child.id, groups.size + 1);
      visit(child);
    }
  };
  visit(root);
  return { rows, groups };
}

/** Whether a group may take another nested group: the server accepts a tree of so many levels. */
export function mayNest(root: FilterGroup, id: number): boolean {
  const depthOf = (group: FilterGroup, depth: number): number | undefined => {
    if (group.id === id) return depth;
    for (const child of group.groups) {
      const found = depthOf(child, depth + 1);
      if (found !== undefined) return found;
    }
    return undefined;
  };
  const depth = depthOf(root, 1);
  return depth !== undefined && depth < REPORT_LIMITS.maxDepth;
}

/** A value a person has to correct; `filter` is the condition's id. */
export type ValueProblem = { readonly filter: number; readonly kind: 'number' | 'date' | 'required' };

/** A value typed in a field, as the column's type wants it; a problem names the condition. */
function parseValue(
  column: ReportColumnMeta,
  text: string,
  filter: number,
  tag: string,
): string | number | boolean | ValueProblem {
  const trimmed = text.trim();
  if (trimmed === '') return { filter, kind: 'required' };
  switch (column.type) {
    case 'integer':
    case 'number': {
      const n = parseNumberAsWritten(trimmed, tag);
      if (n == null || (column.type === 'integer' && !Number.isInteger(n))) return { filter, kind: 'number' };
      return n;
    }
    case 'boolean':
      return trimmed === 'true';
    case 'date':
      return /^\d{4}-\d{2}-\d{2}$/.test(trimmed) ? trimmed : { filter, kind: 'date' };
    case 'timestamp': {
      const when = new Date(trimmed);
      return Number.isNaN(when.getTime()) ? { filter, kind: 'date' } : when.toISOString();
    }
    default:
      return trimmed;
  }
}

/** The values of an `in` condition as its field holds them: "a; b". */
export function listValues(text: string): string[] {
  return text
    .split(';')
    .map((part) => part.trim())
    .filter((part) => part !== '');
}

const isProblem = (v: unknown): v is ValueProblem => typeof v === 'object' && v !== null && 'kind' in v;

/**
 * The definition the server receives, or the first value a person has to correct. Numbers are read
 * as the site writes them (`tag`, formatLocale): "1.250" on /de/de is the 1.250 the result shows.
 */
export function definitionOf(
  state: BuilderState,
  dataset: ReportDataset,
  tag: string,
): { definition: ReportDefinition } | { problem: ValueProblem } {
  const filter = treeOf(state.filter, dataset, tag);
  if (filter && 'problem' in filter) return filter;
  const columnIds = new Set(state.columns.map((c) => (c.aggregate ? `${c.aggregate}:${c.key}` : c.key)));
  const definition: ReportDefinition = {
    source: state.source,
    columns: state.columns.map((c) => (c.aggregate ? { key: c.key, aggregate: c.aggregate } : { key: c.key })),
    ...(filter ? { filter: filter.tree } : {}),
    ...(state.grouping.length > 0 ? { grouping: [...state.grouping] } : {}),
    ...(state.sort && columnIds.has(state.sort.id) ? { order: { [state.sort.id]: state.sort.ascending } } : {}),
    limit: state.limit,
  };
  return { definition };
}

/** A group as the server's filter tree; undefined when it holds no condition at any depth. */
function treeOf(
  group: FilterGroup,
  dataset: ReportDataset,
  tag: string,
): { tree: FilterTree } | { problem: ValueProblem } | undefined {
  const conditions: FilterCondition[] = [];
  for (const row of group.rows) {
    const condition = conditionOf(row, dataset, tag);
    if (condition === undefined) continue;
    if ('problem' in condition) return condition;
    conditions.push(condition.condition);
  }
  const trees: FilterTree[] = [];
  for (const child of group.groups) {
    const built = treeOf(child, dataset, tag);
    if (built === undefined) continue;
    if ('problem' in built) return built;
    trees.push(built.tree);
  }
  if (conditions.length === 0 && trees.length === 0) return undefined;
  return {
    tree: {
      operator: group.combine,
      ...(conditions.length > 0 ? { conditions } : {}),
      ...(trees.length > 0 ? { trees } : {}),
    },
  };
}

function conditionOf(
  row: FilterRow,
  dataset: ReportDataset,
  tag: string,
): { condition: FilterCondition } | { problem: ValueProblem } | undefined {
  const column = dataset.columns.find((c) => c.key === row.key);
  if (!column) return undefined;
  if (VALUELESS.includes(row.comparer)) return { condition: { key: row.key, comparer: row.comparer } };
  if (row.comparer === 'in') {
    const values = [];
    for (const part of listValues(row.value)) {
      const v = parseValue(column, part, row.id, tag);
      if (isProblem(v)) return { problem: v };
      values.push(v);
    }
    if (values.length === 0) return { problem: { filter: row.id, kind: 'required' } };
    return { condition: { key: row.key, comparer: 'in', value: values } };
  }
  const value = parseValue(column, row.value, row.id, tag);
  if (isProblem(value)) return { problem: value };
  return { condition: { key: row.key, comparer: row.comparer, value } };
}

/** With grouping or an aggregate, every other column must be grouped: these are not. */
export function ungroupedColumns(state: BuilderState): number[] {
  const aggregated = state.grouping.length > 0 || state.columns.some((c) => c.aggregate);
  if (!aggregated) return [];
  return state.columns.flatMap((c, i) => (!c.aggregate && !state.grouping.includes(c.key) ? [i] : []));
}

export function aggregateOf(value: string): ReportAggregate | undefined {
  return value === '' ? undefined : (value as ReportAggregate);
}

/** JSON with keys in a fixed order: the database keeps a saved definition's keys in its own order. */
function canonical(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(canonical);
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value as Record<string, unknown>)
        .filter(([, v]) => v !== undefined)
        .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
        .map(([k, v]) => [k, canonical(v)]),
    );
  }
  return value;
}

/** Whether two definitions ask for the same report, whatever the order of their keys. */
export function sameDefinition(a: ReportDefinition, b: ReportDefinition): boolean {
  return JSON.stringify(canonical(a)) === JSON.stringify(canonical(b));
}
