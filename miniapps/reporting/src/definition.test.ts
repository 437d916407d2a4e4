import { formatLocale, type ReportDataset } from '@portal/contracts';
import { describe, expect, it } from 'vitest';
import {
  type BuilderState,
  changeGroup,
  definitionOf,
  emptyGroup,
  type FilterRow,
  filterNumbers,
  initialState,
  mayNest,
  nextFilterId,
  removeFilterNode,
  sameDefinition,
  stateOf,
  ungroupedColumns,
} from './definition';

/** The site the forms are filled on: German in Germany, a decimal comma and a point grouping thousands. */
const SITE = formatLocale('de', 'de');
const label = (de: string) => ({ de, en: de, cs: de, fr: de, it: de });
const column = (key: string, type: ReportDataset['columns'][number]['type']) => ({
  key,
  type,
  label: label(key),
  show: true,
  filter: true,
  group: true,
  sort: true,
  aggregates: [],
  comparers: [],
});
const dataset: ReportDataset = {
  queryId: 'articles',
  name: 'Artikel',
  label: label('Artikel'),
  description: label(''),
  columns: [column('name', 'text'), column('price', 'number'), column('day', 'date'), column('deleted', 'boolean')],
};

type Mutable<T> = { -readonly [K in keyof T]: T[K] };
const withRows = (rows: FilterRow[]): Mutable<BuilderState> => ({
  ...initialState(dataset),
  filter: { ...emptyGroup(0), rows },
});

describe('the builder form and the definition it sends', () => {
  it('starts with every column, and turns typed values into the types the server checks', () => {
    const state = withRows([
      { id: 1, key: 'price', comparer: 'gte', value: '4,50' },
      { id: 2, key: 'name', comparer: 'in', value: 'Suppe; Salat ;' },
      { id: 3, key: 'deleted', comparer: 'eq', value: 'false' },
      { id: 4, key: 'day', comparer: 'isNull', value: 'ignored' },
    ]);
    state.sort = { id: 'price', ascending: false };
    expect(definitionOf(state, dataset, SITE)).toEqual({
      definition: {
        source: 'articles',
        columns: [{ key: 'name' }, { key: 'price' }, { key: 'day' }, { key: 'deleted' }],
        filter: {
          operator: 'and',
          conditions: [
            { key: 'price', comparer: 'gte', value: 4.5 },
            { key: 'name', comparer: 'in', value: ['Suppe', 'Salat'] },
            { key: 'deleted', comparer: 'eq', value: false },
            { key: 'day', comparer: 'isNull' },
          ],
        },
        order: { price: false },
        limit: 100,
      },
    });
  });

  it.each([
    ['price', 'gt', 'viel', 'number'],
    ['day', 'eq', '1.3.2026', 'date'],
    ['name', 'eq', '  ', 'required'],
  ] as const)('names the filter to correct: %s %s %j → %s', (key, comparer, value, kind) => {
    const state = withRows([{ id: 7, key, comparer, value }]);
    expect(definitionOf(state, dataset, SITE)).toEqual({ problem: { filter: 7, kind } });
  });

  it('reads a number as the site writes it, and writes a saved one back the same way', () => {
    const priceFilter = (value: string, tag = SITE) => {
      const built = definitionOf(withRows([{ id: 1, key: 'price', comparer: 'gte', value }]), dataset, tag);
      return 'definition' in built ? built.definition.filter?.conditions?.[0]?.value : built.problem.kind;
    };
    // "1.250" on /de/de is the 1.250 the result table shows there, not 1.25.
    expect([priceFilter('1.250'), priceFilter('1.250,75'), priceFilter('4.5')]).toEqual([1250, 1250.75, 4.5]);
    expect(priceFilter("1'250.75", formatLocale('de', 'ch'))).toBe(1250.75);
    expect(priceFilter('1.2.3')).toBe('number');
    const conditions = [
      { key: 'price', comparer: 'gte' as const, value: 1.125 },
      { key: 'price', comparer: 'in' as const, value: [2.5, 1250] },
    ];
    const saved = {
      source: 'articles',
      columns: [{ key: 'price' }],
      filter: { operator: 'and' as const, conditions },
      limit: 100,
    };
    const form = stateOf(saved, SITE);
    expect(form.filter.rows.map((r) => r.value)).toEqual(['1,125', '2,5; 1250']);
    const again = definitionOf(form, dataset, SITE);
    expect('definition' in again && sameDefinition(again.definition, saved)).toBe(true);
  });

  it('marks columns that must be grouped or aggregated once something is', () => {
    const state = { ...initialState(dataset), columns: [{ key: 'name' }, { key: 'price', aggregate: 'sum' as const }] };
    expect(ungroupedColumns(state)).toEqual([0]);
    expect(ungroupedColumns({ ...state, grouping: ['name'] })).toEqual([]);
  });

  it('loads a saved definition back into the form and sends the same report again', () => {
    const saved = {
      source: 'articles',
      columns: [{ key: 'name' }, { key: 'price', aggregate: 'max' as const }],
      grouping: ['name'],
      filter: { operator: 'or' as const, conditions: [{ key: 'deleted', comparer: 'eq' as const, value: false }] },
      order: { 'max:price': false },
      limit: 25,
    };
    const again = definitionOf(stateOf(saved, SITE), dataset, SITE);
    expect('definition' in again && sameDefinition(again.definition, saved)).toBe(true);
    // Keys in another order (as a database may return them) are still the same report.
    const { source, columns, grouping, filter, order, limit } = saved;
    const reordered = { limit, order, filter, grouping, columns, source };
    expect(sameDefinition(reordered, saved)).toBe(true);
    expect(sameDefinition({ ...saved, limit: 50 }, saved)).toBe(false);
  });

  it('sends nested AND/OR groups as the filter tree, leaving out groups that hold nothing', () => {
    // price ≥ 4 AND (name = Suppe OR (deleted = true AND day is null)), plus an empty group
    let state = withRows([{ id: 1, key: 'price', comparer: 'gte', value: '4' }]);
    let filter = state.filter;
    const outer = nextFilterId(filter);
    filter = changeGroup(filter, 0, (g) => ({ ...g, groups: [...g.groups, { ...emptyGroup(outer), combine: 'or' }] }));
    filter = changeGroup(filter, outer, (g) => ({
      ...g,
      rows: [{ id: nextFilterId(filter), key: 'name', comparer: 'eq', value: 'Suppe' }],
    }));
    const inner = nextFilterId(filter);
    filter = changeGroup(filter, outer, (g) => ({ ...g, groups: [emptyGroup(inner)] }));
    filter = changeGroup(filter, inner, (g) => ({
      ...g,
      rows: [
        { id: inner + 1, key: 'deleted', comparer: 'eq', value: 'true' },
        { id: inner + 2, key: 'day', comparer: 'isNull', value: '' },
      ],
    }));
    filter = changeGroup(filter, 0, (g) => ({ ...g, groups: [...g.groups, emptyGroup(nextFilterId(filter))] }));
    state = { ...state, filter };

    const built = definitionOf(state, dataset, SITE);
    expect('definition' in built && built.definition.filter).toEqual({
      operator: 'and',
      conditions: [{ key: 'price', comparer: 'gte', value: 4 }],
      trees: [
        {
          operator: 'or',
          conditions: [{ key: 'name', comparer: 'eq', value: 'Suppe' }],
          trees: [
            {
              operator: 'and',
              conditions: [
                { key: 'deleted', comparer: 'eq', value: true },
                { key: 'day', comparer: 'isNull' },
              ],
            },
          ],
        },
      ],
    });
    // Labels count conditions and groups in the order the form shows them.
    const numbers = filterNumbers(filter);
    expect([...numbers.rows.values()]).toEqual([1, 2, 3, 4]);
    expect([...numbers.groups.values()]).toEqual([1, 2, 3]);
    // A wrong value deep in the tree is reported by its condition's id.
    const wrong = changeGroup(filter, inner, (g) => ({
      ...g,
      rows: [{ ...g.rows[0]!, comparer: 'eq', key: 'price', value: 'x' }],
    }));
    expect(definitionOf({ ...state, filter: wrong }, dataset, SITE)).toEqual({
      problem: { filter: inner + 1, kind: 'number' },
    });
    // Removing the outer group removes what it holds.
    const removed = removeFilterNode(filter, outer);
    const again = definitionOf({ ...state, filter: removed }, dataset, SITE);
    expect('definition' in again && again.definition.filter).toEqual({
      operator: 'and',
      conditions: [{ key: 'price', comparer: 'gte', value: 4 }],
    });
  });

  it('loads a saved nested tree whole, so saving from the form keeps every level', () => {
    const saved = {
      source: 'articles',
      columns: [{ key: 'name' }],
      filter: {
        operator: 'or' as const,
        trees: [
          {
            operator: 'and' as const,
            conditions: [
              { key: 'price', comparer: 'lt' as const, value: 3 },
              { key: 'name', comparer: 'in' as const, value: ['Tee', 'Kaffee'] },
            ],
          },
          { operator: 'and' as const, conditions: [{ key: 'deleted', comparer: 'eq' as const, value: true }] },
        ],
      },
      limit: 100,
    };
    const state = stateOf(saved, SITE);
    expect(state.filter.groups).toHaveLength(2);
    const again = definitionOf(state, dataset, SITE);
    expect('definition' in again && sameDefinition(again.definition, saved)).toBe(true);
    // Every condition and group got its own id.
    const ids = [state.filter.id, ...state.filter.groups.flatMap((g) => [g.id, ...g.rows.map((r) => r.id)])];
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('filters a column of codes by its codes: chosen by name, sent and saved as keys, none chosen is required', () => {
    const kpis: ReportDataset = {
      ...dataset,
      queryId: 'kpiValues',
      columns: [
        {
          ...column('kpi', 'text'),
          values: [
            { value: 'Productivity', label: label('Produktivität') },
            { value: 'DeliveryTime', label: label('Lieferzeit') },
          ],
        },
      ],
    };
    const saved = {
      source: 'kpiValues',
      columns: [{ key: 'kpi' }],
      filter: {
        operator: 'and' as const,
        conditions: [{ key: 'kpi', comparer: 'in' as const, value: ['Productivity', 'DeliveryTime'] }],
      },
      limit: 100,
    };
    const state = stateOf(saved, SITE);
    expect(state.filter.rows[0]!.value).toBe('Productivity; DeliveryTime');
    expect(definitionOf(state, kpis, SITE)).toEqual({ definition: saved });
    const none = {
      ...state,
      filter: { ...state.filter, rows: [{ id: 1, key: 'kpi', comparer: 'eq' as const, value: '' }] },
    };
    expect(definitionOf(none, kpis, SITE)).toEqual({ problem: { filter: 1, kind: 'required' } });
  });

  it('offers a nested group only as deep as the server accepts (8 levels, the top one counted)', () => {
    let filter = emptyGroup(0);
    let deepest = 0;
    while (mayNest(filter, deepest)) {
      const id = nextFilterId(filter);
      filter = changeGroup(filter, deepest, (g) => ({ ...g, groups: [emptyGroup(id)] }));
      deepest = id;
    }
    expect(filterNumbers(filter).groups.size).toBe(7);
  });
});
