import { type HTMLAttributes, type ReactNode, useMemo, useState } from 'react';
import { Button, Spinner } from './components';
import { TableRegion } from './data';
import { Select } from './fields';
import { type KitTexts, kitTexts } from './texts';

/** One column: its header, what a row shows in it and, when it sorts, the value it sorts by. */
export interface Column<T> {
  readonly key: string;
  readonly header: string;
  readonly cell: (row: T) => ReactNode;
  /** Makes the header a sort button. */
  readonly sortValue?: (row: T) => string | number;
  /** The row's name: a row header (`<th scope="row">`) rather than a cell. */
  readonly rowHeader?: boolean;
  readonly className?: string;
}

/** A column that shows a text and sorts by it. */
export function textColumn<T>(key: string, header: string, text: (row: T) => string, className?: string): Column<T> {
  return { key, header, cell: text, sortValue: text, ...(className ? { className } : {}) };
}

export type SortDirection = 'ascending' | 'descending';

/** Paging done by the server: the caller holds the page and gives the total count. */
export interface ServerPaging {
  readonly page: number;
  readonly pageSize: number;
  readonly total: number;
  readonly onPage: (page: number) => void;
}

export interface DataTableProps<T> {
  /** The table's name (its caption), also the name of the region that scrolls it sideways. */
  readonly label: string;
  /** The id of a heading that names the table (then it has no caption of its own). */
  readonly labelledBy?: string;
  /** The caption only for screen readers, where the page's title already says what the table is. */
  readonly hideCaption?: boolean;
  readonly columns: ReadonlyArray<Column<T> | false | undefined>;
  /** The rows; undefined while they were never loaded. */
  readonly rows: readonly T[] | undefined;
  readonly rowKey: (row: T) => string;
  /** Attributes of a row's <tr> (a test id, a data attribute). */
  readonly rowAttributes?: (row: T) => HTMLAttributes<HTMLTableRowElement> & Record<`data-${string}`, string>;
  readonly loading?: boolean;
  /** The last load failed: shown instead of the empty state, with retry when `onRetry` is given. */
  readonly error?: unknown;
  /** The failure in the caller's words (by its problem code); the kit's sentence otherwise. */
  readonly errorText?: string;
  readonly onRetry?: () => void;
  /** What stands in an empty table (a list with nothing yet, a filter that finds nothing). */
  readonly emptyText?: string;
  /** Rows per page for paging here; the person may choose among `pageSizes`. No size: one page. */
  readonly pageSize?: number;
  readonly pageSizes?: readonly number[];
  readonly paging?: ServerPaging;
  readonly initialSort?: { readonly key: string; readonly direction: SortDirection };
  /** A last row under the rows (a grand total): its label in the first column, the other cells by column key. */
  readonly totals?: { readonly label: string; readonly cells: Readonly<Record<string, ReactNode>> };
  /** Classes of the <table> besides the kit's (a layout of the page's own). */
  readonly className?: string;
  readonly locale?: string;
  readonly texts?: Partial<KitTexts>;
}

function compare(a: string | number, b: string | number): number {
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  return String(a).localeCompare(String(b), undefined, { numeric: true, sensitivity: 'base' });
}

/** The rows in the chosen order, the sort a header button asks for, and the page shown. */
function useSortedPage<T>(
  rows: readonly T[],
  columns: readonly Column<T>[],
  props: Pick<DataTableProps<T>, 'initialSort' | 'pageSize' | 'paging'>,
) {
  const [sort, setSort] = useState(props.initialSort);
  const [page, setPage] = useState(1);
  const [size, setSize] = useState(props.pageSize);
  const sorted = useMemo(() => {
    const by = sort && columns.find((c) => c.key === sort.key)?.sortValue;
    if (!by || !sort) return rows;
    const sign = sort.direction === 'ascending' ? 1 : -1;
    return [...rows].sort((a, b) => sign * compare(by(a), by(b)));
  }, [rows, columns, sort]);
  const toggle = (key: string) => {
    setSort((s) => ({ key, direction: s?.key === key && s.direction === 'ascending' ? 'descending' : 'ascending' }));
    setPage(1);
  };
  if (props.paging) return { sort, toggle, shown: sorted, paging: props.paging, setSize };
  const pageSize = size ?? Math.max(1, sorted.length);
  const pages = Math.max(1, Math.ceil(sorted.length / pageSize));
  const current = Math.min(page, pages);
  const shown = size ? sorted.slice((current - 1) * size, current * size) : sorted;
  const paging: ServerPaging | undefined = size
    ? { page: current, pageSize: size, total: sorted.length, onPage: setPage }
    : undefined;
  const choose = (n: number) => {
    setSize(n);
    setPage(1);
  };
  return { sort, toggle, shown, paging, setSize: choose };
}

/**
 * A list as a table: sortable headers as buttons with aria-sort, paging with a page size, and
 * distinct states for loading, empty and failed (with retry). Texts come from the caller or from the
 * kit's own in `locale`.
 */
export function DataTable<T>(props: DataTableProps<T>) {
  const t = kitTexts(props.locale, props.texts);
  const columns = props.columns.filter((c): c is Column<T> => Boolean(c));
  const { sort, toggle, shown, paging, setSize } = useSortedPage(props.rows ?? [], columns, props);
  if (props.rows === undefined || (props.error && props.rows.length === 0)) {
    if (props.error) return <LoadFailed text={props.errorText ?? t.failed} retry={t.retry} onRetry={props.onRetry} />;
    return (
      <p className="p-data-table__state">
        <Spinner label={t.loading} /> {t.loading}
      </p>
    );
  }
  return (
    <div className="p-data-table" aria-busy={props.loading ? true : undefined}>
      {props.error ? <LoadFailed text={props.errorText ?? t.failed} retry={t.retry} onRetry={props.onRetry} /> : null}
      <TableRegion label={props.label}>
        <table className={`p-table ${props.className ?? ''}`} aria-labelledby={props.labelledBy}>
          {!props.labelledBy && (
            <caption className={props.hideCaption ? 'p-visually-hidden' : undefined}>{props.label}</caption>
          )}
          <thead>
            <tr>
              {columns.map((c) => (
                <HeaderCell key={c.key} column={c} sort={sort} onSort={toggle} sortBy={t.sortBy} />
              ))}
            </tr>
          </thead>
          <tbody>
            {shown.map((row) => (
              <tr key={props.rowKey(row)} {...props.rowAttributes?.(row)}>
                {columns.map((c) =>
                  c.rowHeader ? (
                    <th key={c.key} scope="row" className={c.className}>
                      {c.cell(row)}
                    </th>
                  ) : (
                    <td key={c.key} className={c.className} data-label={c.header}>
                      {c.cell(row)}
                    </td>
                  ),
                )}
              </tr>
            ))}
          </tbody>
          {props.totals && shown.length > 0 && (
            <tfoot>
              <tr>
                {columns.map((c, i) =>
                  i === 0 ? (
                    <th key={c.key} scope="row" className={c.className}>
                      {props.totals?.label}
                    </th>
                  ) : (
                    <td key={c.key} className={c.className} data-label={c.header}>
                      {props.totals?.cells[c.key]}
                    </td>
                  ),
                )}
              </tr>
            </tfoot>
          )}
        </table>
      </TableRegion>
      {shown.length === 0 && <p className="p-data-table__state">{props.emptyText ?? t.empty}</p>}
      {paging && (
        <Pagination
          paging={paging}
          texts={t}
          sizes={props.paging ? undefined : props.pageSizes}
          onSize={(n) => setSize(n)}
        />
      )}
    </div>
  );
}

function HeaderCell<T>({
  column,
  sort,
  onSort,
  sortBy,
}: {
  column: Column<T>;
  sort: { key: string; direction: SortDirection } | undefined;
  onSort: (key: string) => void;
  sortBy: (column: string) => string;
}) {
  if (!column.sortValue) {
    return (
      <th scope="col" className={column.className}>
        {column.header}
      </th>
    );
  }
  const direction = sort?.key === column.key ? sort.direction : undefined;
  return (
    <th scope="col" className={column.className} aria-sort={direction ?? 'none'}>
      <button type="button" className="p-sort-button" title={sortBy(column.header)} onClick={() => onSort(column.key)}>
        {column.header}
        <span aria-hidden="true">{direction === 'ascending' ? ' ▲' : direction === 'descending' ? ' ▼' : ' ↕'}</span>
      </button>
    </th>
  );
}

/** A load that failed: in words, as an alert, with the button that loads again. */
export function LoadFailed({
  text,
  retry,
  onRetry,
}: {
  text: string;
  retry: string;
  onRetry?: (() => void) | undefined;
}) {
  return (
    <div className="p-notice p-notice--error" role="alert">
      <p>{text}</p>
      {onRetry && (
        <Button icon="refresh-cw" onClick={onRetry}>
          {retry}
        </Button>
      )}
    </div>
  );
}

/**
 * A part of a screen that waits for its load: a spinner until the data is there, a failure in
 * words with the retry; a failed reload is said above the data it kept.
 */
export function LoadGate({
  loaded,
  failedText,
  texts,
  children,
}: {
  loaded: { readonly data: unknown; readonly error: unknown; readonly reload?: () => void };
  failedText: (error: unknown) => string;
  texts: { readonly loading: string; readonly retry: string };
  children: ReactNode;
}) {
  const failed = loaded.error !== undefined && (
    <LoadFailed text={failedText(loaded.error)} retry={texts.retry} onRetry={loaded.reload} />
  );
  if (loaded.data === undefined) return failed || <Spinner label={texts.loading} />;
  return (
    <>
      {failed}
      {children}
    </>
  );
}

/** Previous and next page, where one is, and how many rows a page shows. */
function Pagination({
  paging,
  texts,
  sizes,
  onSize,
}: {
  paging: ServerPaging;
  texts: KitTexts;
  sizes: readonly number[] | undefined;
  onSize: (size: number) => void;
}) {
  const pages = Math.max(1, Math.ceil(paging.total / paging.pageSize));
  return (
    <nav className="p-pager" aria-label={texts.pagination}>
      <Button icon="arrow-left" disabled={paging.page <= 1} onClick={() => paging.onPage(paging.page - 1)}>
        {texts.previous}
      </Button>
      <span aria-live="polite">{texts.pageStatus(paging.page, pages, paging.total)}</span>
      <Button disabled={paging.page >= pages} onClick={() => paging.onPage(paging.page + 1)}>
        {texts.next}
      </Button>
      {sizes && sizes.length > 1 && (
        <Select
          label={texts.pageSize}
          value={String(paging.pageSize)}
          options={sizes.map((n) => ({ value: String(n), label: String(n) }))}
          onChange={(e) => onSize(Number(e.target.value))}
        />
      )}
    </nav>
  );
}
