import { FormDialog } from '@portal/ui';
import { type ChangeEvent, type ComponentProps, type ReactNode, useId, useState } from 'react';
import { fieldErrorsOf, isStale, type Versioned } from './api';
import { type ConflictNotice, type DeleteFlow, ErrorNote, useEnv } from './common';

/**
 * Creating and changing a record: the form (the server checks the fields and names those it
 * refuses), the dialog around it, and for records kept with a version (permissions, resources) the
 * whole round of new, edit, save, conflict and delete.
 */

/** The props that tie a text field to one field of a form's values, with what the server said about it. */
export function fieldOf<V extends object>(values: V, onChange: (values: V) => void, errors: Record<string, string>) {
  return (name: keyof V & string) => ({
    value: String(values[name] ?? ''),
    error: errors[name],
    onChange: (e: ChangeEvent<HTMLInputElement>) => onChange({ ...values, [name]: e.target.value }),
  });
}

/**
 * A change's form. The browser does not check it: the server does and names the fields it refuses,
 * which show at the fields; any other objection shows below them, before the form's own actions.
 */
export function ChangeForm({
  id,
  error,
  onSubmit,
  actions,
  children,
}: {
  id?: string;
  error: unknown;
  onSubmit: () => void;
  actions?: ReactNode;
  children: ReactNode;
}) {
  const { t } = useEnv();
  return (
    <form
      id={id}
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        onSubmit();
      }}
    >
      {children}
      {Object.keys(fieldErrorsOf(error, t)).length === 0 && <ErrorNote error={error} />}
      {actions}
    </form>
  );
}

/** A dialog with cancel and save; save sends the form `formId` inside it. */
export function SaveDialog({
  title,
  formId,
  busy,
  onClose,
  children,
}: {
  title: string;
  formId: string;
  busy?: boolean;
  onClose: () => void;
  children: ReactNode;
}) {
  const { t } = useEnv();
  return (
    <FormDialog title={title} formId={formId} cancelLabel={t.cancel} submitLabel={t.save} busy={busy} onClose={onClose}>
      {children}
    </FormDialog>
  );
}

/** A new or changed record in a dialog: its fields, cancel and save. */
export function EditDialog({
  title,
  error,
  busy,
  onClose,
  onSubmit,
  children,
}: {
  title: string;
  error: unknown;
  busy?: boolean;
  onClose: () => void;
  onSubmit: () => void;
  children: ReactNode;
}) {
  const formId = useId();
  return (
    <SaveDialog title={title} formId={formId} busy={busy} onClose={onClose}>
      <ChangeForm id={formId} error={error} onSubmit={onSubmit}>
        {children}
      </ChangeForm>
    </SaveDialog>
  );
}

/**
 * New, edit, save and delete of a record kept with a version. An edit and a delete start from a
 * fresh read, whose ETag goes back as If-Match. When someone else saved in between (412) the form
 * closes, the list is read again, and `conflict` says what is saved now; a delete refused so
 * reloads the list.
 */
export function useVersionedRecords<T extends { readonly id: string; readonly name: string }, Input extends object>({
  entity,
  read,
  create,
  update,
  remove,
  inputOf,
  describe,
  reload,
}: {
  /** The record's kind in the audit trail, to say who changed it. */
  entity: string;
  read: (id: string) => Promise<Versioned<T>>;
  create: (input: Input) => Promise<unknown>;
  update: (id: string, input: Input, etag: string) => Promise<unknown>;
  remove: (id: string, etag: string, cascade: boolean) => Promise<unknown>;
  /** What the form starts from for an edit. */
  inputOf: (record: T) => Input;
  /** The saved record in words, for the conflict notice. */
  describe: (record: T) => string[];
  reload: () => void;
}) {
  const { t, context } = useEnv();
  const [editing, setEditing] = useState<{ read?: Versioned<T>; input: Input } | undefined>();
  const [deleting, setDeleting] = useState<Versioned<T> | undefined>();
  const [error, setError] = useState<unknown>();
  const [conflict, setConflict] = useState<{ id: string; lines: string[] } | undefined>();

  const change = (input: Input) => setEditing(editing && { ...editing, input });
  const save = async () => {
    if (!editing) return;
    try {
      if (editing.read) await update(editing.read.value.id, editing.input, editing.read.etag);
      else await create(editing.input);
      context.notify({ kind: 'success', text: t.saved });
      setEditing(undefined);
      setError(undefined);
      reload();
    } catch (e) {
      if (isStale(e) && editing.read) {
        const fresh = await read(editing.read.value.id);
        setConflict({ id: fresh.value.id, lines: describe(fresh.value) });
        setEditing(undefined);
        reload();
      } else setError(e);
    }
  };

  const notice: ComponentProps<typeof ConflictNotice> | undefined = conflict && {
    entity,
    entityId: conflict.id,
    lines: conflict.lines,
    onDismiss: () => setConflict(undefined),
  };
  const deletion: ComponentProps<typeof DeleteFlow> = {
    what: deleting?.value.name ?? '',
    open: Boolean(deleting),
    onClose: () => setDeleting(undefined),
    remove: (cascade) => (deleting ? remove(deleting.value.id, deleting.etag, cascade) : Promise.resolve()),
    onDeleted: reload,
    onStale: reload,
  };

  const startEdit = async (id: string) => {
    const fresh = await read(id);
    setError(undefined);
    setEditing({ read: fresh, input: inputOf(fresh.value) });
  };
  const startDelete = async (id: string) => setDeleting(await read(id));

  return {
    /** The record in the form; `read` is missing for a new one. */
    editing,
    /** The server's words on single fields of the last save, by field. */
    fields: fieldErrorsOf(error, t),
    startNew: (input: Input) => setEditing({ input }),
    change,
    /** What EditDialog needs besides its title and fields. */
    form: { error, onClose: () => setEditing(undefined), onSubmit: () => void save() },
    /** What RowActions needs for one record of the list. */
    actionsFor: (record: T) => ({
      name: record.name,
      onEdit: () => void startEdit(record.id),
      onDelete: () => void startDelete(record.id),
    }),
    /** What ConflictNotice needs after a refused save, if there was one. */
    notice,
    /** What DeleteFlow needs for the record being deleted. */
    deletion,
  };
}
