import type { Org, PortalUser, UserInput } from '@portal/contracts';
import { Button, Card, IconButton, Select, TextField, textColumn } from '@portal/ui';
import { type FormEvent, useEffect, useState } from 'react';
import { fieldErrorsOf, isStale, type Versioned } from '../api';
import { ConflictNotice, DeleteFlow, ErrorNote, Loading, RawId, useEnv, useLoad } from '../common';
import { EditDialog, fieldOf } from '../editing';
import { AdminTable, ListSection, OpenButton, PAGE_SIZE, useOpenedRecord } from '../tables';
import { formatTime } from '../texts';
import { InviteForm, SignInActions } from './Onboarding';
import { OrgChoice } from './Orgs';

/** The lookup of an assigned user attribute (`attribute:<key>`, docs/permissions.md). */
const ATTRIBUTE_LOOKUP = 'attribute:';

const USER_FIELDS = ['username', 'firstName', 'lastName', 'email', 'department'] as const;

export const fullName = (u: { firstName: string; lastName: string; username?: string }) =>
  `${u.firstName} ${u.lastName}`.trim() || u.username || '—';

/** Users: search, paged list, and the chosen user's detail with roles and assigned attributes. */
export function UsersScreen() {
  const { api, t, canManage } = useEnv();
  const [typed, setTyped] = useState('');
  const [query, setQuery] = useState('');
  const [page, setPage] = useState(1);
  const [creating, setCreating] = useState(false);
  const [inviting, setInviting] = useState(false);
  const list = useLoad(() => api.searchUsers(query, page, PAGE_SIZE), [query, page]);
  const { opened, open, deleted } = useOpenedRecord(list.reload);
  const orgs = useLoad(() => api.orgs(), []);

  // Searching as one types, a moment after the last key.
  useEffect(() => {
    const timer = setTimeout(() => {
      setQuery(typed.trim());
      setPage(1);
    }, 300);
    return () => clearTimeout(timer);
  }, [typed]);

  const orgName = (id: number | null) => (id === null ? '' : (orgs.data?.find((o) => o.id === id)?.name ?? String(id)));

  return (
    <div className="p-split">
      <ListSection
        headingId="users-heading"
        title={t.screens.users}
        toolbar={
          <search>
            <form
              className="p-toolbar"
              onSubmit={(e) => {
                e.preventDefault();
                setQuery(typed.trim());
                setPage(1);
              }}
            >
              <TextField label={t.searchLabel} type="search" value={typed} onChange={(e) => setTyped(e.target.value)} />
              <Button type="submit" icon="search">
                {t.search}
              </Button>
              {canManage && (
                <>
                  <Button variant="primary" onClick={() => setInviting(true)}>
                    {t.onboarding.invite}
                  </Button>
                  <Button onClick={() => setCreating(true)}>{t.users.newUser}</Button>
                </>
              )}
            </form>
          </search>
        }
        loaded={{ ...list, data: list.data?.items }}
        rowKey={(u) => u.id}
        rowAttributes={(u) => (u.id === opened ? { 'aria-current': 'true' } : {})}
        paging={list.data && { page, pageSize: PAGE_SIZE, total: list.data.total, onPage: setPage }}
        emptyText={t.none}
        columns={[
          {
            key: 'name',
            header: t.name,
            cell: (u) => (
              <OpenButton label={t.users.select(fullName(u))} onOpen={() => open(u.id)}>
                {fullName(u)}
              </OpenButton>
            ),
          },
          textColumn<PortalUser>('username', t.users.username, (u) => u.username),
          textColumn<PortalUser>('email', t.users.email, (u) => u.email),
          textColumn<PortalUser>('org', t.org, (u) => orgName(u.org)),
        ]}
      />
      {opened && (
        <UserDetail key={opened} id={opened} orgs={orgs.data ?? []} onChanged={list.reload} onDeleted={deleted} />
      )}
      {inviting && (
        <InviteForm
          orgs={orgs.data ?? []}
          onCancel={() => setInviting(false)}
          onInvited={(created) => {
            setInviting(false);
            open(created.id);
            list.reload();
          }}
        />
      )}
      {creating && (
        <UserForm
          title={t.users.newUser}
          orgs={orgs.data ?? []}
          creating
          initial={{ username: '', firstName: '', lastName: '', email: '', department: '', authType: 1, org: null }}
          onCancel={() => setCreating(false)}
          onSave={async (input) => {
            const created = await api.createUser(input);
            setCreating(false);
            open(created.id);
            list.reload();
          }}
        />
      )}
    </div>
  );
}

type FormValues = UserInput & { openIdUserId?: string };

function UserForm({
  title,
  initial,
  orgs,
  creating = false,
  onCancel,
  onSave,
}: {
  title: string;
  initial: FormValues;
  orgs: readonly Org[];
  creating?: boolean;
  onCancel: () => void;
  onSave: (input: FormValues) => Promise<void>;
}) {
  const { t, context } = useEnv();
  const [values, setValues] = useState<FormValues>({ ...initial, ...(creating ? { openIdUserId: '' } : {}) });
  const [error, setError] = useState<unknown>();
  const [busy, setBusy] = useState(false);
  const fields = fieldErrorsOf(error, t);
  const field = fieldOf(values, setValues, fields);
  const submit = async () => {
    setBusy(true);
    try {
      await onSave(values);
      context.notify({ kind: 'success', text: t.saved });
    } catch (err) {
      setError(err);
    } finally {
      setBusy(false);
    }
  };
  return (
    <EditDialog title={title} error={error} busy={busy} onClose={onCancel} onSubmit={() => void submit()}>
      {creating && <TextField label={t.users.subject} type="text" {...field('openIdUserId')} />}
      <TextField label={t.users.username} type="text" {...field('username')} />
      <TextField label={t.users.firstName} type="text" {...field('firstName')} />
      <TextField label={t.users.lastName} type="text" {...field('lastName')} />
      <TextField label={t.users.email} type="email" {...field('email')} />
      <TextField label={t.users.department} type="text" {...field('department')} />
      <OrgChoice orgs={orgs} value={values.org} error={fields.org} onChange={(org) => setValues({ ...values, org })} />
    </EditDialog>
  );
}

/** What a user or role opened beside its list gets: its id, the orgs to name, and whom to tell of a change or delete. */
export interface DetailProps {
  readonly id: string;
  readonly orgs: readonly Org[];
  readonly onChanged: () => void;
  readonly onDeleted: () => void;
}

function UserDetail({ id, orgs, onChanged, onDeleted }: DetailProps) {
  const { api, t, canManage, go, context } = useEnv();
  const user = useLoad(() => api.user(id), [id]);
  const [editing, setEditing] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const [conflict, setConflict] = useState<Array<{ label: string; yours: string; theirs: string }> | undefined>();
  const [current, setCurrent] = useState<Versioned<PortalUser> | undefined>();
  useEffect(() => setCurrent(user.data), [user.data]);
  /** Reads the user again: a role or attribute change gives the user a new ETag (docs/permissions.md). */
  const [readError, setReadError] = useState<unknown>();
  const reread = () =>
    api.user(id).then((fresh) => {
      setReadError(undefined);
      setCurrent(fresh);
    });

  if (user.error) return <ErrorNote error={user.error} />;
  if (!current) return <Loading />;
  const u = current.value;
  const labels: Record<string, string> = {
    username: t.users.username,
    firstName: t.users.firstName,
    lastName: t.users.lastName,
    email: t.users.email,
    department: t.users.department,
  };

  /** 412: read again and show what the other administrator saved next to what this one typed. */
  const showConflict = async (yours: FormValues | undefined) => {
    const fresh = await api.user(id);
    setCurrent(fresh);
    setConflict(
      USER_FIELDS.filter((k) => !yours || yours[k] !== fresh.value[k] || u[k] !== fresh.value[k]).map((k) => ({
        label: labels[k] ?? k,
        yours: yours ? String(yours[k]) : '—',
        theirs: String(fresh.value[k]),
      })),
    );
    onChanged();
  };

  return (
    <Card title={`${t.users.detail}: ${fullName(u)}`}>
      {conflict && (
        <ConflictNotice entity="user" entityId={id} rows={conflict} onDismiss={() => setConflict(undefined)} />
      )}
      <dl>
        <dt>{t.users.username}</dt>
        <dd>{u.username || '—'}</dd>
        <dt>{t.users.email}</dt>
        <dd>{u.email || '—'}</dd>
        <dt>{t.users.department}</dt>
        <dd>{u.department || '—'}</dd>
        <dt>{t.org}</dt>
        <dd>{u.org === null ? '—' : (orgs.find((o) => o.id === u.org)?.name ?? u.org)}</dd>
        <dt>{t.users.subject}</dt>
        <dd className="p-mono">{u.openIdUserId}</dd>
      </dl>
      <RawId id={u.id} />
      <ErrorNote error={readError} />
      <div className="p-card__actions">
        {canManage && (
          <>
            <Button
              icon="pencil"
              onClick={() =>
                // An edit starts from a fresh read, so its If-Match names the version the form shows.
                void reread().then(() => setEditing(true), setReadError)
              }
            >
              {t.edit}
            </Button>
            <Button icon="trash-2" variant="danger" onClick={() => setDeleting(true)}>
              {t.delete}
            </Button>
          </>
        )}
        <Button icon="scan-eye" onClick={() => go('effectiveAccess', { userId: id })}>
          {t.users.effectiveAccess}
        </Button>
      </div>
      <SignInActions userId={id} self={id === context.user?.id} />
      <UserRoles userId={id} onChanged={() => void reread()} />
      <UserAttributes userId={id} onChanged={() => void api.user(id).then(setCurrent)} />
      {editing && (
        <UserForm
          title={t.users.editUser}
          orgs={orgs}
          initial={{
            username: u.username,
            firstName: u.firstName,
            lastName: u.lastName,
            email: u.email,
            department: u.department,
            authType: u.authType,
            org: u.org,
          }}
          onCancel={() => setEditing(false)}
          onSave={async (input) => {
            try {
              await api.updateUser(id, input, current.etag);
            } catch (error) {
              if (!isStale(error)) throw error;
              setEditing(false);
              await showConflict(input);
              // The conflict notice says it; no "saved" message.
              throw Object.assign(new Error('stale'), { handled: true });
            }
            setEditing(false);
            setCurrent(await api.user(id));
            onChanged();
          }}
        />
      )}
      <DeleteFlow
        what={fullName(u)}
        open={deleting}
        onClose={() => setDeleting(false)}
        remove={() => api.deleteUser(id, current.etag)}
        onDeleted={onDeleted}
        onStale={() => {
          void showConflict(undefined);
          context.notify({ kind: 'warning', text: t.conflictTitle });
        }}
      />
    </Card>
  );
}

function UserRoles({ userId, onChanged }: { userId: string; onChanged: () => void }) {
  const { api, t, canManage, context } = useEnv();
  const roles = useLoad(() => api.rolesOfUser(userId), [userId]);
  const all = useLoad(() => (canManage ? api.roles() : Promise.resolve([])), [canManage]);
  const [chosen, setChosen] = useState('');
  const [error, setError] = useState<unknown>();
  const change = async (work: Promise<unknown>) => {
    try {
      await work;
      setError(undefined);
      context.notify({ kind: 'success', text: t.saved });
    } catch (e) {
      setError(e);
    }
    roles.reload();
    onChanged();
  };
  const held = new Set((roles.data ?? []).map((r) => r.id));
  const offer = (all.data ?? []).filter((r) => !held.has(r.id));
  return (
    <section>
      <h3 id={`roles-${userId}`}>{t.users.roles}</h3>
      <ErrorNote error={roles.error ?? error} />
      {roles.data && roles.data.length === 0 && <p>{t.none}</p>}
      <ul>
        {(roles.data ?? []).map((r) => (
          <li key={r.id}>
            {r.name} <RawId id={r.id} />
            {canManage && (
              <IconButton
                icon="x"
                label={t.users.removeRole(r.name)}
                onClick={() => change(api.unassignRole(userId, r.id))}
              />
            )}
          </li>
        ))}
      </ul>
      {canManage && offer.length > 0 && (
        <form
          className="p-toolbar"
          onSubmit={(e) => {
            e.preventDefault();
            if (chosen) void change(api.assignRole(userId, chosen)).then(() => setChosen(''));
          }}
        >
          <Select
            label={t.users.role}
            value={chosen}
            options={[{ value: '', label: '—' }, ...offer.map((r) => ({ value: r.id, label: r.name }))]}
            onChange={(e) => setChosen(e.target.value)}
          />
          <Button type="submit" disabled={!chosen}>
            {t.users.addRole}
          </Button>
        </form>
      )}
    </section>
  );
}

/**
 * The attributes user administration assigned to the user (GET /api/User/{userId}/attribute): the
 * only user values permission-set conditions test. The keys offered are those a permission reads
 * (`attribute:<key>`). A change names the user's ETag, so one from a stale read is refused (412).
 */
function UserAttributes({ userId, onChanged }: { userId: string; onChanged: () => void }) {
  const { api, t, canManage, context, intl } = useEnv();
  const listed = useLoad(() => api.attributes(userId), [userId]);
  const permissions = useLoad(() => api.permissions(), []);
  const [form, setForm] = useState({ key: '', value: '' });
  const [fields, setFields] = useState<Record<string, string>>({});
  const [error, setError] = useState<unknown>();
  const attributes = listed.data?.value ?? [];
  type Attribute = (typeof attributes)[number];
  const keys = [
    ...new Set(
      (permissions.data ?? []).flatMap((p) =>
        p.variableLookup.startsWith(ATTRIBUTE_LOOKUP) ? [p.variableLookup.slice(ATTRIBUTE_LOOKUP.length)] : [],
      ),
    ),
  ].sort();
  const change = async (work: (etag: string) => Promise<unknown>) => {
    try {
      await work(listed.data?.etag ?? '');
      setFields({});
      setError(undefined);
      context.notify({ kind: 'success', text: t.saved });
      setForm({ key: form.key, value: '' });
    } catch (err) {
      if (isStale(err)) context.notify({ kind: 'warning', text: t.conflictTitle });
      setFields(fieldErrorsOf(err, t));
      setError(err);
    }
    listed.reload();
    onChanged();
  };
  const submit = (e: FormEvent) => {
    e.preventDefault();
    void change((etag) => api.setAttribute(userId, form.key, form.value, etag));
  };
  return (
    <section>
      <h3 id={`attributes-${userId}`}>{t.users.attributes}</h3>
      <p className="p-field__hint">{t.users.attributesHint}</p>
      <ErrorNote error={listed.error} />
      <AdminTable
        label={t.users.attributes}
        labelledBy={`attributes-${userId}`}
        loaded={{ data: attributes }}
        rowKey={(a) => a.key}
        emptyText={t.none}
        columns={[
          textColumn<Attribute>('key', t.users.attributeKey, (a) => a.key),
          textColumn<Attribute>('value', t.users.attributeValue, (a) => a.value),
          {
            key: 'setBy',
            header: t.users.setBy,
            cell: (a) => (
              <>
                {a.setBy ? a.setBy.name : <em>{t.users.setByNoAdministrator}</em>}, {formatTime(a.setAt, intl)}
              </>
            ),
          },
          canManage && {
            key: 'actions',
            header: t.actions,
            cell: (a) => (
              <IconButton
                icon="trash-2"
                label={t.users.removeAttribute(a.key)}
                onClick={() => void change((etag) => api.removeAttribute(userId, a.key, etag))}
              />
            ),
          },
        ]}
      />
      {canManage &&
        (keys.length === 0 ? (
          permissions.data && <p className="p-field__hint">{t.users.noAttributeKeys}</p>
        ) : (
          <form className="p-toolbar" onSubmit={submit} noValidate>
            <Select
              label={t.users.attributeKey}
              value={form.key}
              error={fields['params.key']}
              options={[{ value: '', label: '—' }, ...keys.map((k) => ({ value: k, label: k }))]}
              onChange={(e) => setForm({ ...form, key: e.target.value })}
            />
            <TextField
              label={t.users.attributeValue}
              value={form.value}
              error={fields.value}
              onChange={(e) => setForm({ ...form, value: e.target.value })}
            />
            <Button type="submit" disabled={!form.key}>
              {t.users.setAttribute}
            </Button>
          </form>
        ))}
      <ErrorNote error={Object.keys(fields).length ? undefined : error} />
    </section>
  );
}
