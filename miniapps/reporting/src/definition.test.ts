import type { ReportDataset } from '@portal/contracts';
import { describe, expect, it } from 'vitest';
import { definitionOf, initialState, sameDefinition, stateOf, ungroupedColumns } from './definition';

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

describe('the builder form and the definition it sends', () => {
  it('starts with every column, and turns typed values into the types the server checks', () => {
    const state = {
      ...initialState(dataset),
      filters: [
        { id: 1, key: 'price', comparer: 'gte' as const, value: '4,50' },
        { id: 2, key: 'name', comparer: 'in' as const, value: 'Suppe; Salat ;' },
        { id: 3, key: 'deleted', comparer: 'eq' as const, value: 'false' },
        { id: 4, key: 'day', comparer: 'isNull' as const, value: 'ignored' },
      ],
      sort: { id: 'price', ascending: false },
    };
    expect(definitionOf(state, dataset)).toEqual({
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
    const state = { ...initialState(dataset), filters: [{ id: 7, key, comparer, value }] };
    expect(definitionOf(state, dataset)).toEqual({ problem: { filter: 0, kind } });
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
    const again = definitionOf(stateOf(saved), dataset);
    expect('definition' in again && sameDefinition(again.definition, saved)).toBe(true);
    // Keys in another order (as a database may return them) are still the same report.
    const { source, columns, grouping, filter, order, limit } = saved;
    const reordered = { limit, order, filter, grouping, columns, source };
    expect(sameDefinition(reordered, saved)).toBe(true);
    expect(sameDefinition({ ...saved, limit: 50 }, saved)).toBe(false);
  });
});
