import { Button, ConfirmDialog, FormDialog } from '@portal/ui';
import { type ReactNode, useId, useState } from 'react';
import type { Versioned } from './api';
import { useEnv } from './common';
import { asFailure, messageFor } from './problems';
import { fill } from './texts';

/**
 * What canteen staff keep their lists with (articles, plans): the list's heading with its "new"
 * button, the edit and delete buttons of a row, the dialog that saves a record with the version it
 * read, and the question before deleting.
 */

/** Which record a list is editing (read afresh with its version; none for a new one) or about to delete. */
export function useRecordDialogs<T extends { readonly id: string }>(
  read: (id: string) => Promise<Versioned<T>>,
  reload: () => void,
) {
  const { t, context } = useEnv();
  const [editing, setEditing] = useState<{ record?: Versioned<T> } | undefined>();
  const [deleting, setDeleting] = useState<T>();
  const edit = async (record: T) => {
    try {
      setEditing({ record: await read(record.id) });
    } catch (error) {
      // Most likely deleted meanwhile: say so and show the list as it is now.
      context.notify({ kind: 'error', text: messageFor(error, t) });
      reload();
    }
  };
  return {
    editing,
    create: () => setEditing({}),
    edit,
    closeEditor: () => setEditing(undefined),
    deleting,
    askDelete: (record: T) => setDeleting(record),
    closeDelete: () => setDeleting(undefined),
  };
}

/** A staff list: its heading, the button for a new record beside it, and the list. */
export function RecordList({
  headingId,
  title,
  newLabel,
  onNew,
  children,
}: {
  headingId: string;
  title: string;
  newLabel: string;
  onNew: () => void;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={headingId} className="cn">
      <div className="cn-card__head">
        <h3 id={headingId}>{title}</h3>
        <Button variant="primary" onClick={onNew}>
          {newLabel}
        </Button>
      </div>
      {children}
    </section>
  );
}

/** Edit and delete of one record, each labelled with its name. */
export function ActionButtons({ what, onEdit, onDelete }: { what: string; onEdit: () => void; onDelete: () => void }) {
  const { t } = useEnv();
  return (
    <div className="cn-actions">
      <Button icon="pencil" aria-label={fill(t.editWhat, { what })} onClick={onEdit}>
        <span className="cn-hide-narrow">{t.edit}</span>
      </Button>
      <Button icon="trash" aria-label={fill(t.deleteWhat, { what })} onClick={onDelete}>
        <span className="cn-hide-narrow">{t.delete}</span>
      </Button>
    </div>
  );
}

export interface VersionedSave<T> {
  /** The user pressed save once: the fields may show what is missing. */
  readonly tried: boolean;
  readonly busy: boolean;
  /** What is stored now, after someone else saved in between. */
  readonly conflict: T | undefined;
  readonly problem: string | undefined;
  readonly save: (request: {
    /** Whether the form may be sent at all (the fields say why not). */
    valid: boolean;
    /** Sends the form, an edit with this version, and answers the text that says it worked. */
    send: (etag: string) => Promise<string>;
    /** The form's names for the fields the server may refuse, by their path in the body. */
    fields: Readonly<Record<string, string>>;
    onSaved: () => void;
  }) => Promise<void>;
}

/**
 * Saving a new record, or an edit with the version it read (If-Match). If someone saved in between
 * the server refuses it; then this shows what is stored now, keeps what this user typed, and takes
 * the new version, so that saving again is a deliberate overwrite.
 */
export function useVersionedSave<T extends { readonly id: string }>(
  record: Versioned<T> | undefined,
  read: (id: string) => Promise<Versioned<T>>,
): VersionedSave<T> {
  const { t, context } = useEnv();
  const [etag, setEtag] = useState(record?.etag ?? '');
  const [conflict, setConflict] = useState<T>();
  const [problem, setProblem] = useState<string>();
  const [tried, setTried] = useState(false);
  const [busy, setBusy] = useState(false);

  const save: VersionedSave<T>['save'] = async ({ valid, send, fields, onSaved }) => {
    setTried(true);
    if (!valid) return;
    setBusy(true);
    setProblem(undefined);
    try {
      context.notify({ kind: 'success', text: await send(etag) });
      onSaved();
    } catch (error) {
      const code = asFailure(error)?.code;
      if (record && (code === 'precondition_failed' || code === 'precondition_required')) {
        try {
          const fresh = await read(record.value.id);
          setConflict(fresh.value);
          setEtag(fresh.etag);
        } catch {
          // Not readable now: the save's own message below says what happened.
        }
      }
      const text = messageFor(error, t, { fields });
      setProblem(text);
      context.notify({ kind: 'error', text });
    } finally {
      setBusy(false);
    }
  };
  return { tried, busy, conflict, problem, save };
}

/** New or edit: the form, its save and cancel, and after a refused save what is stored now or why. */
export function EditDialog<T>({
  title,
  saving,
  storedNow,
  onSubmit,
  onClose,
  children,
}: {
  title: string;
  saving: VersionedSave<T>;
  /** The lines that tell the stored record after a conflict. */
  storedNow: (stored: T) => ReactNode;
  onSubmit: () => void;
  onClose: () => void;
  children: ReactNode;
}) {
  const { t } = useEnv();
  const formId = useId();
  return (
    <FormDialog
      title={title}
      formId={formId}
      cancelLabel={t.cancel}
      submitLabel={saving.busy ? t.saving : t.save}
      busy={saving.busy}
      onClose={onClose}
    >
      <form
        id={formId}
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          onSubmit();
        }}
      >
        {saving.conflict && (
          <div className="cn-conflict" role="alert">
            <p>{t.errConflict}</p>
            <ul className="cn-lines">{storedNow(saving.conflict)}</ul>
          </div>
        )}
        {saving.problem && !saving.conflict && <p className="cn-problem">{saving.problem}</p>}
        {children}
      </form>
    </FormDialog>
  );
}

/** Asks before deleting; says how it went and reloads the list either way (the record may be gone already). */
export function DeleteDialog<T>({
  record,
  title,
  message,
  remove,
  onClose,
  onDone,
}: {
  record: T | undefined;
  title: string;
  message: string;
  /** Deletes the record and answers the text that says it worked. */
  remove: (record: T) => Promise<string>;
  onClose: () => void;
  onDone: () => void;
}) {
  const { t, context } = useEnv();
  return (
    <ConfirmDialog
      open={record !== undefined}
      title={title}
      message={message}
      confirmLabel={t.delete}
      cancelLabel={t.cancel}
      onCancel={onClose}
      onConfirm={async () => {
        onClose();
        if (record === undefined) return;
        try {
          context.notify({ kind: 'success', text: await remove(record) });
        } catch (error) {
          context.notify({ kind: 'error', text: messageFor(error, t) });
        }
        onDone();
      }}
    />
  );
}
