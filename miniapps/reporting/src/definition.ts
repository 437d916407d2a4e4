import type {
  FilterComparer,
  FilterCondition,
  ReportAggregate,
  ReportColumn,
  ReportColumnMeta,
  ReportDataset,
  ReportDefinition,
} from '@portal/contracts';

/** What the builder's form holds: the definition in the shape a person edits it. */
export interface BuilderState {
  readonly source: string;
  readonly columns: readonly ReportColumn[];
  readonly grouping: readonly string[];
  readonly combine: 'and' | 'or';
  readonly filters: readonly FilterRow[];
  readonly sort: { readonly id: string; readonly ascending: boolean } | undefined;
  readonly limit: number;
}

export interface FilterRow {
  readonly id: number;
  readonly key: string;
  readonly comparer: FilterComparer;
  readonly value: string;
}

export const VALUELESS: readonly FilterComparer[] = ['isNull', 'isNotNull'];

/** A fresh builder on a dataset: every column shown, nothing filtered, grouped or sorted. */
export function initialState(dataset: ReportDataset, limit = 100): BuilderState {
  return {
    source: dataset.queryId,
    columns: dataset.columns.filter((c) => c.show).map((c) => ({ key: c.key })),
    grouping: [],
    combine: 'and',
    filters: [],
    sort: undefined,
    limit,
  };
}

/** A saved definition back in the form (only the first level of its filter tree is editable here). */
export function stateOf(definition: ReportDefinition): BuilderState {
  const conditions = definition.filter?.conditions ?? [];
  const order = Object.entries(definition.order ?? {})[0];
  return {
    source: definition.source,
    columns: definition.columns,
    grouping: definition.grouping ?? [],
    combine: definition.filter?.operator ?? 'and',
    filters: conditions.map((c, i) => ({
      id: i + 1,
      key: c.key,
      comparer: c.comparer,
      value: Array.isArray(c.value) ? c.value.join('; ') : c.value === undefined ? '' : String(c.value),
    })),
    sort: order ? { id: order[0], ascending: order[1] } : undefined,
    limit: definition.limit ?? 100,
  };
}

export type ValueProblem = { readonly filter: number; readonly kind: 'number' | 'date' | 'required' };

/** A value typed in a field, as the column's type wants it; a problem names the filter row. */
function parseValue(column: ReportColumnMeta, text: string, filter: number): string | number | boolean | ValueProblem {
  const trimmed = text.trim();
  if (trimmed === '') return { filter, kind: 'required' };
  switch (column.type) {
    case 'integer':
    case 'number': {
      const n = Number(trimmed.replace(/\s/g, '').replace(',', '.'));
      if (!Number.isFinite(n) || (column.type === 'integer' && !Number.isInteger(n))) return { filter, kind: 'number' };
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

const isProblem = (v: unknown): v is ValueProblem => typeof v === 'object' && v !== null && 'kind' in v;

/** The definition the server receives, or the first value a person has to correct. */
export function definitionOf(
  state: BuilderState,
  dataset: ReportDataset,
): { definition: ReportDefinition } | { problem: ValueProblem } {
  const conditions: FilterCondition[] = [];
  for (const [i, row] of state.filters.entries()) {
    const column = dataset.columns.find((c) => c.key === row.key);
    if (!column) continue;
    if (VALUELESS.includes(row.comparer)) {
      conditions.push({ key: row.key, comparer: row.comparer });
      continue;
    }
    if (row.comparer === 'in') {
      const values = [];
      for (const part of row.value.split(';').filter((p) => p.trim() !== '')) {
        const v = parseValue(column, part, i);
        if (isProblem(v)) return { problem: v };
        values.push(v);
      }
      if (values.length === 0) return { problem: { filter: i, kind: 'required' } };
      conditions.push({ key: row.key, comparer: 'in', value: values });
      continue;
    }
    const value = parseValue(column, row.value, i);
    if (isProblem(value)) return { problem: value };
    conditions.push({ key: row.key, comparer: row.comparer, value });
  }
  const columnIds = new Set(state.columns.map((c) => (c.aggregate ? `${c.aggregate}:${c.key}` : c.key)));
  const definition: ReportDefinition = {
    source: state.source,
    columns: state.columns.map((c) => (c.aggregate ? { key: c.key, aggregate: c.aggregate } : { key: c.key })),
    ...(conditions.length > 0 ? { filter: { operator: state.combine, conditions } } : {}),
    ...(state.grouping.length > 0 ? { grouping: [...state.grouping] } : {}),
    ...(state.sort && columnIds.has(state.sort.id) ? { order: { [state.sort.id]: state.sort.ascending } } : {}),
    limit: state.limit,
  };
  return { definition };
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
