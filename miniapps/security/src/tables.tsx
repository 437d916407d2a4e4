import { Button, IconButton, Pager, TableRegion } from '@portal/ui';
import { type ReactNode, useState } from 'react';
import { Loaded, RawId, useEnv } from './common';

/**
 * The administration's lists: the section with its heading and table (in a region that scrolls
 * sideways on a phone), the button for a new record, a row's name, edit and delete buttons, the
 * button that opens a row's record beside the list, and paging. For a read-only administrator
 * (without UI.createAndManage) the new button and the edit and delete column are left out.
 */

/**
 * A list screen's section: the heading, what stands above the list (its toolbar, notices), the list
 * as a table named by that heading once it is loaded, and what belongs to the list (its dialogs).
 */
export function ListSection<T>({
  headingId,
  title,
  toolbar,
  loaded,
  columns,
  editable,
  rows,
  children,
}: {
  headingId: string;
  title: string;
  toolbar?: ReactNode;
  loaded: { readonly data?: T; readonly error?: unknown };
  columns: readonly string[];
  editable?: boolean;
  rows: (data: T) => ReactNode;
  children?: ReactNode;
}) {
  return (
    <section>
      <h2 id={headingId}>{title}</h2>
      {toolbar}
      <Loaded loaded={loaded}>
        {(data) => (
          <ListTable label={title} labelledBy={headingId} columns={columns} editable={editable}>
            {rows(data)}
          </ListTable>
        )}
      </Loaded>
      {children}
    </section>
  );
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

/** A list as a table, named by its heading (`labelledBy`) or its caption. */
export function ListTable({
  label,
  labelledBy,
  caption,
  columns,
  editable = false,
  children,
}: {
  /** The region's name, for scrolling it by keyboard. */
  label: string;
  labelledBy?: string;
  caption?: string;
  columns: readonly string[];
  /** Rows end in RowActions: the column for them, when the user may change. */
  editable?: boolean;
  children: ReactNode;
}) {
  const { t, canManage } = useEnv();
  return (
    <TableRegion label={label}>
      <table className="p-table" aria-labelledby={labelledBy}>
        {caption && <caption>{caption}</caption>}
        <thead>
          <tr>
            {columns.map((column, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: the columns are fixed; two labels may read alike in some language
              <th key={i} scope="col">
                {column}
              </th>
            ))}
            {editable && canManage && <th scope="col">{t.actions}</th>}
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
    </TableRegion>
  );
}

/** Rows a page of a long list shows (users, the audit trail). */
export const PAGE_SIZE = 25;

/** Previous and next page of a long list, with where one is. */
export function ListPager({ page, total, onPage }: { page: number; total: number; onPage: (page: number) => void }) {
  const { t } = useEnv();
  return (
    <Pager
      page={page}
      pageSize={PAGE_SIZE}
      total={total}
      onPage={onPage}
      labels={{ previous: t.previous, next: t.next, status: t.pageStatus }}
    />
  );
}

/** A row's name, with its raw id in developer mode. */
export function NameCell({ name, id }: { name: string; id: string | number }) {
  return (
    <th scope="row">
      {name}
      <RawId id={id} />
    </th>
  );
}

/** Edit and delete of one row, labelled with its name; nothing when the user may not change. */
export function RowActions({ name, onEdit, onDelete }: { name: string; onEdit: () => void; onDelete: () => void }) {
  const { t, canManage } = useEnv();
  if (!canManage) return null;
  return (
    <td>
      <IconButton icon="pencil" label={`${t.edit}: ${name}`} onClick={onEdit} />
      <IconButton icon="trash-2" label={`${t.delete}: ${name}`} onClick={onDelete} />
    </td>
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
