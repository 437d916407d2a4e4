import type { AuditEntry, Locale } from '@portal/contracts';
import type { MiniAppContext } from '@portal/sdk';
import { Button, ConfirmDialog, createEnvContext, DataTable, Dialog, Select, Spinner, useLoad } from '@portal/ui';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { type AdminApi, failureOf, holdersOf } from './api';
import { formatTime, type Texts } from './texts';

/** What every screen needs: the API, the texts, the shell context and what the user may do. */
export interface Env {
  readonly api: AdminApi;
  readonly t: Texts;
  readonly locale: Locale;
  /** The tag dates and numbers are written with: the site's language in its country (`formatLocale`). */
  readonly intl: string;
  readonly context: MiniAppContext;
  /** UI.createAndManage: may change; without it (UI.userRoleOverview) everything is read-only. */
  readonly canManage: boolean;
  readonly developer: boolean;
  readonly go: (screen: string, params?: Record<string, string>) => void;
  readonly params: Record<string, string>;
}

export const { EnvContext, useEnv } = createEnvContext<Env>('security');

/** The text for a failed call, chosen by its problem code. */
export function errorText(t: Texts, error: unknown): string {
  const f = failureOf(error);
  if (!f) return t.errors.generic ?? '';
  const base = (f.code && t.errors[f.code]) || t.errors.generic || '';
  const fields = f.status === 400 ? f.errors.map((e) => `${e.path.replace(/^body\./, '')}: ${e.message}`) : [];
  if (fields.length) return `${base} ${fields.join('; ')}`;
  // A conflict without holders (e.g. deleting one's own user): the server's sentence says which.
  return f.status === 409 && f.detail ? `${base} (${f.detail})` : base;
}

/** Loads on mount and when deps change; `reload` repeats; an older answer never overwrites a newer one (the kit's). */
export { useLoad };

export function Loading() {
  const { t } = useEnv();
  return (
    <p>
      <Spinner label={t.loading} />
    </p>
  );
}

/** A load's failure in words, a spinner until its data is there, then what shows the data. */
export function Loaded<T>({
  loaded,
  children,
}: {
  loaded: { readonly data?: T; readonly error?: unknown };
  children: (data: T) => ReactNode;
}) {
  return (
    <>
      <ErrorNote error={loaded.error} />
      {loaded.data === undefined ? <Loading /> : children(loaded.data)}
    </>
  );
}

/** A failed load or change, in words, with the fields the server named. */
export function ErrorNote({ error }: { error: unknown }) {
  const { t } = useEnv();
  if (!error) return null;
  return (
    <div className="p-notice p-notice--error" role="alert">
      {errorText(t, error)}
    </div>
  );
}

export function Notice({
  title,
  kind = 'warning',
  children,
}: {
  title: string;
  kind?: 'warning' | 'error' | 'success';
  children: ReactNode;
}) {
  return (
    <div className={`p-notice p-notice--${kind}`} role={kind === 'success' ? 'status' : 'alert'}>
      <h3>{title}</h3>
      {children}
    </div>
  );
}

/** Who made the latest change of an entity (from the audit trail), when the user may read it. */
export function useLatestChange(entity: string, entityId: string | undefined, trigger: unknown) {
  const { api } = useEnv();
  const [latest, setLatest] = useState<AuditEntry | undefined>();
  useEffect(() => {
    if (!entityId || !trigger) return setLatest(undefined);
    let live = true;
    api.audit({ entity, entityId, page: 1, pageSize: 1 }).then(
      (page) => live && setLatest(page.items[0]),
      () => live && setLatest(undefined),
    );
    return () => {
      live = false;
    };
  }, [api, entity, entityId, trigger]);
  return latest;
}

/**
 * The message a second administrator sees when their change met a newer state (412): their
 * change was not saved, what the other one saved instead, and who did it when the trail says.
 */
export function ConflictNotice({
  entity,
  entityId,
  rows,
  lines,
  onDismiss,
}: {
  entity: string;
  entityId: string;
  /** Field comparisons: label, what this administrator typed, what is saved now. */
  rows?: ReadonlyArray<{ label: string; yours: string; theirs: string }>;
  /** Free lines: the other change in words, and what was not saved. */
  lines?: ReadonlyArray<string>;
  onDismiss: () => void;
}) {
  const { t, intl, locale } = useEnv();
  const latest = useLatestChange(entity, entityId, rows ?? lines);
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => ref.current?.focus(), []);
  return (
    <div className="p-notice p-notice--error" role="alert" tabIndex={-1} ref={ref} data-testid="conflict">
      <h3>{t.conflictTitle}</h3>
      <p>{t.conflict}</p>
      {latest && <p>{t.conflictBy(latest.actor.name || latest.actor.sub, formatTime(latest.at, intl))}</p>}
      {rows && rows.length > 0 && (
        <DataTable
          label={t.conflictTitle}
          hideCaption
          locale={locale}
          rows={rows}
          rowKey={(r) => r.label}
          columns={[
            { key: 'field', header: t.field, rowHeader: true, cell: (r) => r.label },
            { key: 'yours', header: t.yours, cell: (r) => r.yours },
            { key: 'theirs', header: t.theirs, cell: (r) => <strong>{r.theirs}</strong> },
          ]}
        />
      )}
      {lines && lines.length > 0 && (
        <ul>
          {lines.map((l) => (
            <li key={l}>{l}</li>
          ))}
        </ul>
      )}
      <Button onClick={onDismiss}>{t.close}</Button>
    </div>
  );
}

/**
 * Delete with the server's answers: confirm first; a 409 names who still uses it and offers the
 * cascade; a 412 is the caller's (someone changed it meanwhile).
 */
export function DeleteFlow({
  what,
  open,
  onClose,
  remove,
  onDeleted,
  onStale,
}: {
  what: string;
  open: boolean;
  onClose: () => void;
  remove: (cascade: boolean) => Promise<unknown>;
  onDeleted: () => void;
  onStale?: (error: unknown) => void;
}) {
  const { t, context } = useEnv();
  const [holders, setHolders] = useState<Record<string, string[]> | undefined>();
  const [error, setError] = useState<unknown>();
  useEffect(() => {
    if (!open) {
      setHolders(undefined);
      setError(undefined);
    }
  }, [open]);
  const run = async (cascade: boolean) => {
    try {
      await remove(cascade);
      context.notify({ kind: 'success', text: t.deleted });
      onClose();
      onDeleted();
    } catch (e) {
      const inUse = holdersOf(e);
      if (inUse) return setHolders(inUse);
      if (failureOf(e)?.status === 412 && onStale) {
        onClose();
        return onStale(e);
      }
      setError(e);
    }
  };
  if (holders) {
    return (
      <Dialog
        open={open}
        title={t.inUseTitle}
        onClose={onClose}
        actions={
          <>
            <Button onClick={onClose}>{t.cancel}</Button>
            <Button variant="danger" onClick={() => run(true)}>
              {t.deleteCascade}
            </Button>
          </>
        }
      >
        <div role="alert">
          <p>{t.inUse(what)}</p>
          <ul>
            {Object.entries(holders).map(([kind, names]) => (
              <li key={kind}>
                {t.holders[kind] ?? kind}: {names.join(', ')}
              </li>
            ))}
          </ul>
          <p>{t.cascadeHint}</p>
        </div>
      </Dialog>
    );
  }
  return (
    <>
      <ConfirmDialog
        open={open && !error}
        title={t.delete}
        message={t.confirmDelete(what)}
        confirmLabel={t.delete}
        cancelLabel={t.cancel}
        onConfirm={() => run(false)}
        onCancel={onClose}
      />
      {Boolean(error) && (
        <Dialog open={open} title={t.delete} onClose={onClose} actions={<Button onClick={onClose}>{t.close}</Button>}>
          <ErrorNote error={error} />
        </Dialog>
      )}
    </>
  );
}

/** Raw ids for developer mode, nothing otherwise. */
export function RawId({ id }: { id: string | number }) {
  const { developer } = useEnv();
  return developer ? <span className="p-mono"> {String(id)}</span> : null;
}

/**
 * A choice of one of the portal's users by name (sorted; the id where a user has no name), with
 * `none` first; a failed load of the names is said beside it.
 */
export function UserSelect({
  label,
  none,
  value,
  onChange,
}: {
  label: string;
  none: string;
  value: string;
  onChange: (userId: string) => void;
}) {
  const { api } = useEnv();
  const users = useLoad(() => api.usernames(), []);
  const options = (users.data ?? [])
    .map((u) => ({ value: u.id, label: `${u.firstName} ${u.lastName}`.trim() || u.id }))
    .sort((a, b) => a.label.localeCompare(b.label));
  return (
    <>
      <Select
        label={label}
        value={value}
        options={[{ value: '', label: none }, ...options]}
        onChange={(e) => onChange(e.target.value)}
      />
      <ErrorNote error={users.error} />
    </>
  );
}
