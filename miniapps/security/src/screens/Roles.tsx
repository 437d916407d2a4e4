import type {
  Org,
  PortalPermissionSet,
  PortalRessource,
  PortalUser,
  Role,
  RoleInput,
  RoleRessourcePermission,
} from '@portal/contracts';
import { Button, Card, Select, TextField, textColumn } from '@portal/ui';
import { type ReactNode, useEffect, useMemo, useState } from 'react';
import { fieldErrorsOf, isStale } from '../api';
import { ConflictNotice, DeleteFlow, ErrorNote, Loading, RawId, useEnv, useLoad } from '../common';
import { ChangeForm, fieldOf, SaveDialog } from '../editing';
import { AdminTable, ListSection, NewRecordBar, openColumn, resourceColumn, useOpenedRecord } from '../tables';
import type { Texts } from '../texts';
import { OrgChoice } from './Orgs';
import { type DetailProps, fullName } from './Users';

/** A role type by its name in the reader's language; a number without a name says so. */
export function roleTypeName(t: Texts, roleType: number): string {
  return t.roles.roleTypeNames[String(roleType)] ?? t.roles.roleTypeOther.replace('{n}', String(roleType));
}

/** The named role types to choose from, and the role's own type when it has no name. */
function roleTypeOptions(t: Texts, current: number) {
  const named = Object.keys(t.roles.roleTypeNames).map(Number);
  return [...new Set([...named, current])].map((n) => ({ value: String(n), label: roleTypeName(t, n) }));
}

/** The permission set without conditions (seeded; "Uneingeschränkt"): the default for a new grant. */
const UNRESTRICTED = '5d1c6c3c-0000-4000-8000-000000000001';

/** Roles: the list, and for one role its fields, its grid of resources × access type, and its users. */
export function RolesScreen() {
  const { api, t, params } = useEnv();
  const roles = useLoad(() => api.roles(), []);
  const { opened, open, deleted } = useOpenedRecord(roles.reload, params.roleId);
  const orgs = useLoad(() => api.orgs().catch(() => [] as Org[]), []);
  const [creating, setCreating] = useState(false);
  const [createError, setCreateError] = useState<unknown>();

  return (
    <div>
      <ListSection
        headingId="roles-heading"
        title={t.screens.roles}
        toolbar={<NewRecordBar label={t.roles.newRole} onNew={() => setCreating(true)} />}
        loaded={roles}
        rowKey={(r) => r.id}
        rowAttributes={(r) => ({ 'aria-current': r.id === opened ? 'true' : undefined })}
        columns={[
          openColumn(t.name, (r) => t.roles.select(r.name), open),
          textColumn<Role>('description', t.description, (r) => r.description),
          textColumn<Role>('roleType', t.roles.roleType, (r) => roleTypeName(t, r.roleType)),
          textColumn<Role>('org', t.org, (r) =>
            r.org === null ? '' : (orgs.data?.find((o) => o.id === r.org)?.name ?? String(r.org)),
          ),
        ]}
      />
      {opened && (
        <RoleDetail key={opened} id={opened} orgs={orgs.data ?? []} onChanged={roles.reload} onDeleted={deleted} />
      )}
      {creating && (
        <SaveDialog title={t.roles.newRole} formId="role-create" onClose={() => setCreating(false)}>
          <RoleFields
            formId="role-create"
            initial={{ name: '', description: '', org: null, roleType: 1 }}
            orgs={orgs.data ?? []}
            error={createError}
            onSubmit={async (input) => {
              try {
                const created = await api.createRole(input);
                setCreating(false);
                setCreateError(undefined);
                roles.reload();
                open(created.id);
              } catch (e) {
                setCreateError(e);
              }
            }}
          />
        </SaveDialog>
      )}
    </div>
  );
}

function RoleFields({
  formId,
  initial,
  orgs,
  error,
  disabled = false,
  onSubmit,
  children,
}: {
  formId: string;
  initial: RoleInput;
  orgs: readonly Org[];
  error: unknown;
  disabled?: boolean;
  onSubmit: (input: RoleInput) => void;
  children?: ReactNode;
}) {
  const { t } = useEnv();
  const [values, setValues] = useState<RoleInput>(initial);
  useEffect(() => setValues(initial), [initial]);
  const fields = fieldErrorsOf(error, t);
  const field = fieldOf(values, setValues, fields);
  return (
    <ChangeForm id={formId} error={error} onSubmit={() => onSubmit(values)} actions={children}>
      <fieldset disabled={disabled} style={{ border: 0, padding: 0, margin: 0 }}>
        <TextField label={t.name} {...field('name')} />
        <TextField label={t.description} {...field('description')} />
        <OrgChoice
          orgs={orgs}
          value={values.org}
          error={fields.org}
          onChange={(org) => setValues({ ...values, org })}
        />
        <Select
          label={t.roles.roleType}
          value={String(values.roleType)}
          error={fields.roleType}
          options={roleTypeOptions(t, values.roleType)}
          onChange={(e) => setValues({ ...values, roleType: Number(e.target.value) })}
        />
      </fieldset>
    </ChangeForm>
  );
}

type Access = 'none' | '0' | '1';
interface Row {
  readonly key: string;
  readonly ressource: PortalRessource;
  /** The grant as read; undefined when the role does not mention the resource. */
  readonly original?: { readonly set: string; readonly access: 0 | 1 };
}
interface Edit {
  readonly set: string;
  readonly access: Access;
}
type Conflict = { rows?: Array<{ label: string; yours: string; theirs: string }>; lines: string[] };

/**
 * The ETag after our own change: every grant or revoke raises the role's version by one. Sending
 * it with the next step of the same save means a change by someone else between two steps is
 * still refused (412), never overwritten.
 */
function nextEtag(etag: string): string | undefined {
  const m = /^"v(\d+)"$/.exec(etag);
  return m ? `"v${Number(m[1]) + 1}"` : undefined;
}

function describeGrants(
  t: Texts,
  before: readonly RoleRessourcePermission[],
  after: readonly RoleRessourcePermission[],
): string[] {
  const key = (g: RoleRessourcePermission) => `${g.ressource.id}/${g.permissionSet.id}`;
  const old = new Map(before.map((g) => [key(g), g]));
  const now = new Map(after.map((g) => [key(g), g]));
  const lines: string[] = [];
  for (const [k, g] of now) {
    const was = old.get(k);
    if (!was || was.accessType !== g.accessType)
      lines.push(t.roles.granted(g.ressource.name, g.permissionSet.name, g.accessType));
  }
  for (const [k, g] of old) if (!now.has(k)) lines.push(t.roles.revoked(g.ressource.name, g.permissionSet.name));
  return lines;
}

function RoleDetail({ id, orgs, onChanged, onDeleted }: DetailProps) {
  const { api, t, canManage, context } = useEnv();
  const [role, setRole] = useState<Role | undefined>();
  const [grants, setGrants] = useState<readonly RoleRessourcePermission[]>([]);
  const [etag, setEtag] = useState('');
  const [loadError, setLoadError] = useState<unknown>();
  const [saveError, setSaveError] = useState<unknown>();
  const [conflict, setConflict] = useState<Conflict | undefined>();
  const [deleting, setDeleting] = useState(false);
  const [holdersVersion, setHoldersVersion] = useState(0);
  const [generation, setGeneration] = useState(0);

  /** Reads the role and its grid together; both carry the role's ETag. */
  const read = async () => {
    const [r, g] = await Promise.all([api.role(id), api.grants(id)]);
    setRole(r.value);
    setGrants(g.value);
    // The later of the two reads wins; they are equal unless someone changed the role in between.
    setEtag(g.etag || r.etag);
    return { role: r.value, grants: g.value };
  };
  // biome-ignore lint/correctness/useExhaustiveDependencies: read once per role
  useEffect(() => {
    read().catch(setLoadError);
  }, [id]);

  /** 412: read the other administrator's state and say what they changed and what of ours was not saved. */
  const showConflict = async (yours: RoleInput | undefined, notSaved: string[]) => {
    const before = { role, grants };
    const fresh = await read();
    const labels: Record<keyof RoleInput, string> = {
      name: t.name,
      description: t.description,
      org: t.org,
      roleType: t.roles.roleType,
    };
    const shown = (k: keyof RoleInput, v: unknown) =>
      k === 'roleType' && typeof v === 'number' ? roleTypeName(t, v) : String(v ?? '—');
    const rows = (Object.keys(labels) as Array<keyof RoleInput>)
      .filter((k) => (yours ? yours[k] !== fresh.role[k] : false) || before.role?.[k] !== fresh.role[k])
      .map((k) => ({
        label: labels[k],
        yours: yours ? shown(k, yours[k]) : '—',
        theirs: shown(k, fresh.role[k]),
      }));
    const theirs = describeGrants(t, before.grants, fresh.grants);
    setGeneration((g) => g + 1);
    setConflict({
      rows,
      lines: [...theirs.map((l) => `${t.roles.theirChange}: ${l}`), ...notSaved.map((l) => `${t.notSaved}: ${l}`)],
    });
    onChanged();
  };

  const initial = useMemo<RoleInput | undefined>(
    () => role && { name: role.name, description: role.description, org: role.org, roleType: role.roleType },
    [role],
  );

  if (loadError) return <ErrorNote error={loadError} />;
  if (!role || !initial) return <Loading />;

  return (
    <Card title={`${t.roles.details}: ${role.name}`}>
      <RawId id={role.id} />
      {conflict && (
        <ConflictNotice
          entity="role"
          entityId={id}
          rows={conflict.rows}
          lines={conflict.lines}
          onDismiss={() => setConflict(undefined)}
        />
      )}
      <RoleFields
        formId={`role-${id}`}
        initial={initial}
        orgs={orgs}
        error={saveError}
        disabled={!canManage}
        onSubmit={async (input) => {
          try {
            await api.updateRole(id, input, etag);
            setSaveError(undefined);
            setConflict(undefined);
            // Read first: the next change must carry the new ETag.
            await read();
            context.notify({ kind: 'success', text: t.saved });
            onChanged();
          } catch (e) {
            if (isStale(e)) {
              setSaveError(undefined);
              await showConflict(input, []);
            } else setSaveError(e);
          }
        }}
      >
        {canManage && (
          <div className="p-card__actions">
            <Button variant="primary" type="submit">
              {t.save}
            </Button>
            <Button variant="danger" icon="trash-2" onClick={() => setDeleting(true)}>
              {t.delete}
            </Button>
          </div>
        )}
      </RoleFields>
      <RoleGrid
        roleId={id}
        grants={grants}
        etag={etag}
        generation={generation}
        onSaved={async () => {
          await read();
          onChanged();
        }}
        onStale={(notSaved) => showConflict(undefined, notSaved)}
      />
      <RoleHolders roleId={id} version={holdersVersion} />
      <DeleteFlow
        what={role.name}
        open={deleting}
        onClose={() => setDeleting(false)}
        remove={(cascade) => api.deleteRole(id, etag, cascade)}
        onDeleted={onDeleted}
        onStale={() => {
          setHoldersVersion((v) => v + 1);
          void showConflict(undefined, []);
        }}
      />
    </Card>
  );
}

function RoleGrid({
  roleId,
  grants,
  etag,
  generation,
  onSaved,
  onStale,
}: {
  roleId: string;
  grants: readonly RoleRessourcePermission[];
  etag: string;
  /** Raised after a conflict: the grid shows what is saved, the message what was not. */
  generation: number;
  onSaved: () => Promise<void>;
  onStale: (notSaved: string[]) => Promise<void>;
}) {
  const { api, t, canManage, context } = useEnv();
  const resources = useLoad(() => api.resources(), []);
  const sets = useLoad(() => api.permissionSets().catch(() => [] as PortalPermissionSet[]), []);
  const [edits, setEdits] = useState<ReadonlyMap<string, Edit>>(new Map());
  const [filter, setFilter] = useState('');
  const [onlyGranted, setOnlyGranted] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<unknown>();

  // A read with other grants (after saving, or a conflict) replaces what was being edited; a read
  // after saving the role's fields leaves pending grid edits alone.
  const signature = grants
    .map((g) => `${g.ressource.id}/${g.permissionSet.id}/${g.accessType}`)
    .sort()
    .join(',');
  // biome-ignore lint/correctness/useExhaustiveDependencies: the signature and generation are the triggers
  useEffect(() => setEdits(new Map()), [signature, generation]);

  const rows = useMemo<Row[]>(() => {
    const out: Row[] = [];
    for (const r of resources.data ?? []) {
      const mine = grants.filter((g) => g.ressource.id === r.id);
      if (mine.length === 0) out.push({ key: r.id, ressource: r });
      for (const g of mine)
        out.push({
          key: `${r.id}/${g.permissionSet.id}`,
          ressource: r,
          original: { set: g.permissionSet.id, access: g.accessType === 1 ? 1 : 0 },
        });
    }
    return out.sort(
      (a, b) =>
        a.ressource.ressourceGroup.name.localeCompare(b.ressource.ressourceGroup.name) ||
        a.ressource.name.localeCompare(b.ressource.name),
    );
  }, [resources.data, grants]);

  const setName = (id: string) => sets.data?.find((s) => s.id === id)?.name ?? id;
  const labelOf = (row: Row) => `${row.ressource.name} (${row.ressource.technicalName})`;
  const stateOf = (row: Row): Edit =>
    edits.get(row.key) ?? {
      set: row.original?.set ?? UNRESTRICTED,
      access: row.original ? (String(row.original.access) as Access) : 'none',
    };
  const isDirty = (row: Row) => {
    const e = edits.get(row.key);
    if (!e) return false;
    const original: Edit = {
      set: row.original?.set ?? UNRESTRICTED,
      access: row.original ? (String(row.original.access) as Access) : 'none',
    };
    return e.access !== original.access || (e.access !== 'none' && e.set !== original.set);
  };
  const dirty = rows.filter(isDirty);
  const needle = filter.trim().toLowerCase();
  const shown = rows.filter(
    (r) =>
      (!onlyGranted || r.original || isDirty(r)) &&
      (!needle ||
        r.ressource.name.toLowerCase().includes(needle) ||
        r.ressource.technicalName.toLowerCase().includes(needle) ||
        r.ressource.ressourceGroup.name.toLowerCase().includes(needle)),
  );

  const describe = (row: Row, e: Edit) =>
    e.access === 'none'
      ? t.roles.revoked(row.ressource.name, setName(row.original?.set ?? e.set))
      : t.roles.granted(row.ressource.name, setName(e.set), Number(e.access));

  /** Applies the changed rows one call at a time, each with If-Match: a stale grid is refused, not applied. */
  const save = async () => {
    setBusy(true);
    setError(undefined);
    let tag: string | undefined = etag;
    const pending = dirty.map((row) => ({ row, e: stateOf(row) }));
    try {
      while (pending.length > 0) {
        const { row, e } = pending[0]!;
        const steps: Array<() => Promise<unknown>> = [];
        const res = row.ressource.id;
        if (e.access !== 'none') {
          steps.push(() => api.grant(roleId, res, e.set, e.access === '1' ? 1 : 0, tag ?? ''));
        }
        if (row.original && (e.access === 'none' || e.set !== row.original.set)) {
          const old = row.original.set;
          steps.push(() => api.revoke(roleId, res, old, tag ?? ''));
        }
        for (const step of steps) {
          await step();
          tag = nextEtag(tag ?? '') ?? (await api.role(roleId)).etag;
        }
        pending.shift();
      }
      await onSaved();
      context.notify({ kind: 'success', text: t.saved });
    } catch (err) {
      if (isStale(err)) await onStale(pending.map(({ row, e }) => describe(row, e)));
      else {
        setError(err);
        await onSaved().catch(() => undefined);
      }
    } finally {
      setBusy(false);
    }
  };

  const edit = (row: Row, change: Partial<Edit>) => {
    const next = new Map(edits);
    next.set(row.key, { ...stateOf(row), ...change });
    setEdits(next);
  };

  return (
    <section>
      <h3 id={`grid-${roleId}`}>{t.roles.grid}</h3>
      <p className="p-field__hint">{t.roles.gridHint}</p>
      <div className="p-toolbar">
        <TextField label={t.roles.filter} type="search" value={filter} onChange={(e) => setFilter(e.target.value)} />
        <label className="p-check">
          <input type="checkbox" checked={onlyGranted} onChange={(e) => setOnlyGranted(e.target.checked)} />{' '}
          {t.roles.onlyGranted}
        </label>
        {canManage && (
          <>
            <Button variant="primary" disabled={busy || dirty.length === 0} onClick={save}>
              {t.roles.saveGrid(dirty.length)}
            </Button>
            <Button disabled={busy || dirty.length === 0} onClick={() => setEdits(new Map())}>
              {t.roles.discard}
            </Button>
          </>
        )}
      </div>
      <ErrorNote error={resources.error ?? error} />
      {!resources.data ? (
        <Loading />
      ) : (
        <AdminTable
          label={t.roles.grid}
          labelledBy={`grid-${roleId}`}
          loaded={{ data: shown }}
          rowKey={(row) => row.key}
          rowAttributes={(row) => ({
            'data-resource': row.ressource.technicalName,
            ...(isDirty(row) ? { 'data-dirty': 'true' } : {}),
          })}
          columns={[
            resourceColumn<Row>(
              t.roles.resource,
              (row) => isDirty(row) && <span className="p-badge"> {t.roles.changed}</span>,
            ),
            { key: 'group', header: t.roles.group, cell: (row) => row.ressource.ressourceGroup.name },
            {
              key: 'access',
              header: t.roles.access,
              cell: (row) => {
                const s = stateOf(row);
                if (!canManage) return s.access === 'none' ? t.roles.accessNone : t.roles[`access${s.access}`];
                return (
                  <select
                    aria-label={`${t.roles.access}: ${labelOf(row)}`}
                    value={s.access}
                    onChange={(e) => edit(row, { access: e.target.value as Access })}
                  >
                    <option value="none">{t.roles.accessNone}</option>
                    <option value="0">{t.roles.access0}</option>
                    <option value="1">{t.roles.access1}</option>
                  </select>
                );
              },
            },
            {
              key: 'set',
              header: t.roles.set,
              cell: (row) => {
                const s = stateOf(row);
                if (!canManage) return s.access === 'none' ? '' : setName(s.set);
                return (
                  <select
                    aria-label={`${t.roles.set}: ${labelOf(row)}`}
                    value={s.set}
                    onChange={(e) => edit(row, { set: e.target.value })}
                  >
                    {(sets.data ?? []).map((set) => (
                      <option key={set.id} value={set.id}>
                        {set.name}
                      </option>
                    ))}
                  </select>
                );
              },
            },
          ]}
        />
      )}
    </section>
  );
}

function RoleHolders({ roleId, version }: { roleId: string; version: number }) {
  const { api, t, go } = useEnv();
  const users = useLoad(() => api.usersOfRole(roleId), [roleId, version]);
  return (
    <section>
      <h3 id={`holders-${roleId}`}>{t.roles.holders}</h3>
      <AdminTable
        label={t.roles.holders}
        labelledBy={`holders-${roleId}`}
        loaded={users}
        rowKey={(u) => u.id}
        columns={[
          textColumn<PortalUser>('name', t.name, fullName),
          textColumn<PortalUser>('username', t.users.username, (u) => u.username),
          textColumn<PortalUser>('email', t.users.email, (u) => u.email),
          {
            key: 'actions',
            header: t.actions,
            cell: (u) => (
              <Button onClick={() => go('effectiveAccess', { userId: u.id })}>{t.users.effectiveAccess}</Button>
            ),
          },
        ]}
        emptyText={t.none}
      />
    </section>
  );
}
