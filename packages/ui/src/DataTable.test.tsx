// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type Column, DataTable, type DataTableProps, LoadGate } from './DataTable';

interface Person {
  readonly id: string;
  readonly name: string;
  readonly age: number;
}

const people: Person[] = [
  { id: 'a', name: 'Berta', age: 41 },
  { id: 'b', name: 'anton', age: 9 },
  { id: 'c', name: 'Carl', age: 100 },
];
const columns: Column<Person>[] = [
  { key: 'name', header: 'Name', cell: (p) => p.name, sortValue: (p) => p.name, rowHeader: true },
  { key: 'age', header: 'Age', cell: (p) => String(p.age), sortValue: (p) => p.age },
];

const names = () =>
  within(screen.getByRole('table'))
    .getAllByRole('rowheader')
    .map((c) => c.textContent);

afterEach(cleanup);

/** The people table with what a test changes. */
const table = (props: Partial<DataTableProps<Person>> = {}) =>
  render(<DataTable label="People" columns={columns} rows={people} rowKey={(p) => p.id} locale="en" {...props} />);

describe('DataTable', () => {
  it('sorts by a header button, ascending then descending, and says so with aria-sort', () => {
    render(<DataTable label="People" columns={columns} rows={people} rowKey={(p) => p.id} locale="en" />);
    expect(names()).toEqual(['Berta', 'anton', 'Carl']);
    const age = screen.getByRole('columnheader', { name: /Age/ });
    expect(age.getAttribute('aria-sort')).toBe('none');
    fireEvent.click(within(age).getByRole('button'));
    expect(names()).toEqual(['anton', 'Berta', 'Carl']);
    expect(age.getAttribute('aria-sort')).toBe('ascending');
    fireEvent.click(within(age).getByRole('button'));
    expect(names()).toEqual(['Carl', 'Berta', 'anton']);
    expect(age.getAttribute('aria-sort')).toBe('descending');
    fireEvent.click(within(screen.getByRole('columnheader', { name: /Name/ })).getByRole('button'));
    expect(names()).toEqual(['anton', 'Berta', 'Carl']);
    expect(age.getAttribute('aria-sort')).toBe('none');
  });

  it('pages the rows, with a labelled navigation and a page size the person chooses', () => {
    const many = Array.from({ length: 23 }, (_, i) => ({ id: String(i), name: `P${i + 1}`, age: i }));
    table({ rows: many, pageSize: 10, pageSizes: [10, 25] });
    const nav = screen.getByRole('navigation', { name: 'Pages' });
    expect(names()).toHaveLength(10);
    expect(within(nav).getByText('Page 1 of 3 (23 entries)')).toBeTruthy();
    expect(within(nav).getByRole('button', { name: 'Previous' }).hasAttribute('disabled')).toBe(true);
    fireEvent.click(within(nav).getByRole('button', { name: 'Next' }));
    fireEvent.click(within(nav).getByRole('button', { name: 'Next' }));
    expect(names()).toEqual(['P21', 'P22', 'P23']);
    expect(within(nav).getByRole('button', { name: 'Next' }).hasAttribute('disabled')).toBe(true);
    fireEvent.change(within(nav).getByLabelText('Entries per page'), { target: { value: '25' } });
    expect(names()).toHaveLength(23);
    expect(within(nav).getByText('Page 1 of 1 (23 entries)')).toBeTruthy();
  });

  it('tells a failed load from an empty list, and loads again on retry', () => {
    const retry = vi.fn();
    const { rerender } = render(
      <DataTable
        label="People"
        columns={columns}
        rows={undefined}
        error={new Error('down')}
        onRetry={retry}
        rowKey={(p) => p.id}
        locale="de"
      />,
    );
    expect(screen.getByRole('alert').textContent).toContain('Die Daten konnten nicht geladen werden.');
    expect(screen.queryByText('Keine Einträge.')).toBeNull();
    expect(screen.queryByRole('table')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Erneut versuchen' }));
    expect(retry).toHaveBeenCalledOnce();

    rerender(
      <DataTable
        label="People"
        columns={columns}
        rows={[]}
        rowKey={(p) => p.id}
        locale="de"
        emptyText="Noch niemand."
      />,
    );
    expect(screen.getByText('Noch niemand.')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('shows a loading state before the first rows, in the caller’s language', () => {
    render(<DataTable label="People" columns={columns} rows={undefined} loading rowKey={(p) => p.id} locale="fr" />);
    expect(screen.getByRole('status').textContent).toContain('Chargement');
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('keeps the rows shown when a reload fails, with the failure above them', () => {
    render(
      <DataTable
        label="People"
        columns={columns}
        rows={people}
        error={new Error('x')}
        errorText="Server down"
        rowKey={(p) => p.id}
      />,
    );
    expect(screen.getByRole('alert').textContent).toContain('Server down');
    expect(names()).toHaveLength(3);
  });
});

describe('LoadGate', () => {
  const texts = { loading: 'Lädt …', retry: 'Erneut versuchen' };
  const failedText = (error: unknown) => `Nicht geladen: ${String(error)}`;

  it('shows a spinner until the data is there, then the content', () => {
    const { rerender } = render(
      <LoadGate loaded={{ data: undefined, error: undefined }} failedText={failedText} texts={texts}>
        <p>Inhalt</p>
      </LoadGate>,
    );
    expect(screen.getByRole('status').textContent).toBe('Lädt …');
    expect(screen.queryByText('Inhalt')).toBeNull();
    rerender(
      <LoadGate loaded={{ data: [1], error: undefined }} failedText={failedText} texts={texts}>
        <p>Inhalt</p>
      </LoadGate>,
    );
    expect(screen.getByText('Inhalt')).toBeTruthy();
  });

  it('says a failed load in words with a retry, not an empty screen', () => {
    const reload = vi.fn();
    render(
      <LoadGate loaded={{ data: undefined, error: 'offline', reload }} failedText={failedText} texts={texts}>
        <p>Inhalt</p>
      </LoadGate>,
    );
    expect(screen.getByRole('alert').textContent).toContain('Nicht geladen: offline');
    expect(screen.queryByText('Inhalt')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Erneut versuchen' }));
    expect(reload).toHaveBeenCalledOnce();
  });

  it('keeps the data a failed reload had, with the failure above it', () => {
    render(
      <LoadGate loaded={{ data: [1], error: 'offline', reload: () => undefined }} failedText={failedText} texts={texts}>
        <p>Inhalt</p>
      </LoadGate>,
    );
    expect(screen.getByRole('alert')).toBeTruthy();
    expect(screen.getByText('Inhalt')).toBeTruthy();
  });
});

describe('DataTable totals', () => {
  it('sums under the rows: the label in the first column, each total under its column', () => {
    table({ totals: { label: 'Total', cells: { age: '150' } } });
    const footer = screen.getByRole('table').querySelector('tfoot tr');
    expect(within(footer as HTMLElement).getByRole('rowheader').textContent).toBe('Total');
    expect(within(footer as HTMLElement).getByRole('cell').textContent).toBe('150');
  });

  it('has no totals row when there are no rows', () => {
    table({ rows: [], totals: { label: 'Total', cells: {} } });
    expect(screen.getByRole('table').querySelector('tfoot')).toBeNull();
  });
});
