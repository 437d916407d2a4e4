import { Button, type Column, DataTable, IconButton, type ServerPaging } from '@portal/ui';
import { type ComponentProps, type ReactNode, useState } from 'react';
import { errorText, RawId, useEnv } from './common';

/**
 * The administration's lists: the section with its heading and table (in a region that scrolls
 * sideways on a phone), the button for a new record, a row's name, edit and delete buttons, the
 * button that opens a row's record beside the list, and paging. For a read-only administrator
 * (without UI.createAndManage) the new button and the edit and delete column are left out.
 */

/** What a list shows from its load: the rows (undefined while the first load runs), a failure, a reload. */
interface ListLoad<T> {
  readonly data?: readonly T[];
  readonly error?: unknown;
  readonly loading?: boolean;
  readonly reload?: () => void;
}

type TableProps<T> = ComponentProps<typeof DataTable<T>>;

/**
 * A list as the kit's table in the administration's words: sorting, paging (in the browser, or the
 * page the server gave), a failed load apart from an empty list, with retry.
 */
export function AdminTable<T>({
  loaded,
  pageSize,
  ...table
}: Omit<TableProps<T>, 'rows' | 'loading' | 'error' | 'errorText' | 'onRetry' | 'locale' | 'texts' | 'pageSizes'> & {
  loaded: ListLoad<T>;
}) {
  const { t, locale } = useEnv();
  return (
    <DataTable
      {...table}
      rows={loaded.data}
      loading={loaded.loading}
      error={loaded.error}
      errorText={loaded.error ? errorText(t, loaded.error) : undefined}
      onRetry={loaded.reload}
      pageSize={pageSize}
      pageSizes={pageSize ? PAGE_SIZES : undefined}
      locale={locale}
      texts={{ loading: t.loading, previous: t.previous, next: t.next, pageStatus: t.pageStatus }}
    />
  );
}

/**
 * A list screen's section: the heading, what stands above the list (its toolbar, notices), the list
 * as the kit's table named by that heading, and what belongs to the list (its dialogs).
 */
export function ListSection<T>({
  headingId,
  title,
  toolbar,
  loaded,
  columns,
  rowKey,
  rowAttributes,
  pageSize,
  paging,
  emptyText,
  children,
}: {
  headingId: string;
  title: string;
  toolbar?: ReactNode;
  loaded: ListLoad<T>;
  columns: NoInfer<TableProps<T>['columns']>;
  rowKey: NoInfer<(row: T) => string>;
  rowAttributes?: NoInfer<TableProps<T>['rowAttributes']>;
  pageSize?: number;
  /** The page the server gave (a list too long to load whole): its number, size and the total. */
  paging?: ServerPaging;
  emptyText?: string;
  children?: ReactNode;
}) {
  return (
    <section>
      <h2 id={headingId}>{title}</h2>
      {toolbar}
      <AdminTable
        label={title}
        labelledBy={headingId}
        columns={columns}
        loaded={loaded}
        rowKey={rowKey}
        rowAttributes={rowAttributes}
        emptyText={emptyText}
        pageSize={pageSize}
        paging={paging}
      />
      {children}
    </section>
  );
}

/** A row's name as a sortable row header, with its raw id in developer mode. */
export function nameColumn<T extends { readonly name: string; readonly id: string | number }>(
  header: string,
): Column<T> {
  return {
    key: 'name',
    header,
    rowHeader: true,
    sortValue: (r) => r.name,
    cell: (r) => (
      <>
        {r.name}
        <RawId id={r.id} />
      </>
    ),
  };
}

/** A row's resource as its row header: name and technical name, sorted by the name; `note` adds a mark. */
export function resourceColumn<
  T extends { readonly ressource: { readonly name: string; readonly technicalName: string } },
>(header: string, note?: (row: T) => ReactNode): Column<T> {
  return {
    key: 'resource',
    header,
    rowHeader: true,
    sortValue: (r) => r.ressource.name,
    cell: (r) => (
      <>
        {r.ressource.name} <small className="p-mono">{r.ressource.technicalName}</small>
        {note?.(r)}
      </>
    ),
  };
}

/** A row's name as the button that opens its record beside the list; sorts by the name. */
export function openColumn<T extends { readonly name: string; readonly id: string }>(
  header: string,
  label: (row: T) => string,
  onOpen: (id: T['id']) => void,
): Column<T> {
  return {
    key: 'name',
    header,
    sortValue: (r) => r.name,
    cell: (r) => (
      <>
        <OpenButton label={label(r)} onOpen={() => onOpen(r.id)}>
          {r.name}
        </OpenButton>
        <RawId id={r.id} />
      </>
    ),
  };
}

/** The edit and delete column; none for a read-only administrator. */
export function useActionsColumn<T>(
  actionsFor: (row: T) => { name: string; onEdit: () => void; onDelete: () => void },
): Column<T> | false {
  const { t, canManage } = useEnv();
  return canManage && { key: 'actions', header: t.actions, cell: (row) => <RowActionButtons {...actionsFor(row)} /> };
}

/** The record opened beside a list, by id; after it is deleted nothing is open and the list is read again. */
export function useOpenedRecord<Id extends string>(reload: () => void, initial?: Id) {
  const [opened, open] = useState<Id | undefined>(initial);
  const deleted = () => {
    open(undefined);
    reload();
  };
  return { opened, open, deleted };
}

/** The toolbar with the button that starts a new record; nothing for a read-only administrator. */
export function NewRecordBar({ label, onNew }: { label: string; onNew: () => void }) {
  const { canManage } = useEnv();
  if (!canManage) return null;
  return (
    <div className="p-toolbar">
      <Button variant="primary" onClick={onNew}>
        {label}
      </Button>
    </div>
  );
}

/** Rows a page of a long list shows (users, the audit trail, resources), and the sizes one may choose. */
export const PAGE_SIZE = 25;
const PAGE_SIZES = [10, 25, 50, 100] as const;

/** Edit and delete of one row, labelled with its name. */
function RowActionButtons({ name, onEdit, onDelete }: { name: string; onEdit: () => void; onDelete: () => void }) {
  const { t } = useEnv();
  return (
    <>
      <IconButton icon="pencil" label={`${t.edit}: ${name}`} onClick={onEdit} />
      <IconButton icon="trash-2" label={`${t.delete}: ${name}`} onClick={onDelete} />
    </>
  );
}

/** A row's name as the button that opens its record beside the list. */
export function OpenButton({ label, onOpen, children }: { label: string; onOpen: () => void; children: ReactNode }) {
  return (
    <button type="button" className="p-open-button" aria-label={label} onClick={onOpen}>
      {children}
    </button>
  );
}
