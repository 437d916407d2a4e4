import type { PermissionSetDetailInput, PortalPermissionSet } from '@portal/contracts';
import { Button, Card, IconButton, TextField, textColumn } from '@portal/ui';
import { type FormEvent, useState } from 'react';
import { fieldErrorsOf, isStale, type Versioned } from '../api';
import { ConflictNotice, DeleteFlow, ErrorNote, Loading, RawId, useEnv, useLoad } from '../common';
import { ListSection, NewRecordBar, openColumn, useOpenedRecord } from '../tables';

/** The operators the server knows (docs/permissions.md); the form also lets one type another, which the server refuses. */
const OPERATORS = ['=', '!=', 'in', '<', '>', 'like'];

interface Draft {
  name: string;
  description: string;
  /** `uid` keeps a condition's row while the list changes; it is not sent. */
  details: Array<{ uid: number; permissionId: string; type: number; operator: string; value: string }>;
}

let uids = 0;

/** Permission sets with their conditions (permission, operator, value), and the roles using each. */
export function PermissionSetsScreen() {
  const { api, t } = useEnv();
  const sets = useLoad(() => api.permissionSets(), []);
  const { opened, open, deleted } = useOpenedRecord<string | 'new'>(sets.reload);
  const permissions = useLoad(() => api.permissions(), []);
  const permissionName = (id: string) => permissions.data?.find((p) => p.id === id)?.name ?? id;

  return (
    <div className="p-split">
      <ListSection
        headingId="sets-heading"
        title={t.screens.permissionSets}
        toolbar={<NewRecordBar label={t.sets.newSet} onNew={() => open('new')} />}
        loaded={sets}
        rowKey={(s) => s.id}
        rowAttributes={(s) => ({ 'aria-current': s.id === opened ? 'true' : undefined })}
        columns={[
          openColumn(t.name, (s) => `${t.open}: ${s.name}`, open),
          textColumn<PortalPermissionSet>('conditions', t.sets.conditions, (s) =>
            s.permissionDetails.length === 0
              ? t.sets.unrestricted
              : s.permissionDetails.map((d) => `${d.permission.technicalName} ${d.operator} ${d.value}`).join('; '),
          ),
        ]}
      />
      {opened && (
        <SetEditor
          key={opened}
          id={opened === 'new' ? undefined : opened}
          permissionName={permissionName}
          permissions={(permissions.data ?? []).map((p) => ({ value: p.id, label: `${p.name} (${p.technicalName})` }))}
          onSaved={(id) => {
            sets.reload();
            open(id);
          }}
          onDeleted={deleted}
        />
      )}
    </div>
  );
}

const draftOf = (s: PortalPermissionSet): Draft => ({
  name: s.name,
  description: s.description,
  details: s.permissionDetails.map((d) => ({
    uid: ++uids,
    permissionId: d.permissionId,
    type: d.type,
    operator: d.operator,
    value: d.value,
  })),
});

function SetEditor({
  id,
  permissions,
  permissionName,
  onSaved,
  onDeleted,
}: {
  id: string | undefined;
  permissions: Array<{ value: string; label: string }>;
  permissionName: (id: string) => string;
  onSaved: (id: string) => void;
  onDeleted: () => void;
}) {
  const { api, t, canManage, context } = useEnv();
  const [read, setRead] = useState<Versioned<PortalPermissionSet> | undefined>();
  const [draft, setDraft] = useState<Draft | undefined>(id ? undefined : { name: '', description: '', details: [] });
  const loaded = useLoad(async () => {
    if (!id) return undefined;
    const r = await api.permissionSet(id);
    setRead(r);
    setDraft(draftOf(r.value));
    return r;
  }, [id]);
  const roles = useLoad(() => (id ? api.rolesUsingSet(id) : Promise.resolve([])), [id]);
  const [error, setError] = useState<unknown>();
  const [conflict, setConflict] = useState<string[] | undefined>();
  const [deleting, setDeleting] = useState(false);

  if (loaded.error) return <ErrorNote error={loaded.error} />;
  if (!draft) return <Loading />;
  const fields = fieldErrorsOf(error, t);
  const detailError = (i: number, field: string) =>
    fields[`permissionDetails.${i}.${field}`] ?? (field === 'value' ? fields[`permissionDetails.${i}`] : undefined);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const body = {
      name: draft.name,
      description: draft.description,
      // An operator the server does not know goes as typed: the server refuses it and names the field.
      permissionDetails: draft.details.map(({ uid: _uid, ...d }) => d) as PermissionSetDetailInput[],
    };
    try {
      if (id && read) await api.updatePermissionSet(id, body, read.etag);
      const created = id ? undefined : await api.createPermissionSet(body);
      setError(undefined);
      context.notify({ kind: 'success', text: t.saved });
      onSaved(id ?? created?.id ?? '');
      if (id) loaded.reload();
    } catch (err) {
      if (isStale(err) && id) {
        const fresh = await api.permissionSet(id);
        setRead(fresh);
        setDraft(draftOf(fresh.value));
        setConflict([
          `${t.name}: ${fresh.value.name}`,
          ...fresh.value.permissionDetails.map(
            (d) => `${t.sets.condition}: ${d.permission.technicalName} ${d.operator} ${d.value}`,
          ),
        ]);
        setError(undefined);
      } else setError(err);
    }
  };
  const setDetail = (i: number, change: Partial<Draft['details'][number]>) =>
    setDraft({ ...draft, details: draft.details.map((d, j) => (j === i ? { ...d, ...change } : d)) });

  return (
    <Card title={id ? `${t.sets.editSet}: ${read?.value.name ?? ''}` : t.sets.newSet}>
      {id && <RawId id={id} />}
      {conflict && id && (
        <ConflictNotice
          entity="permissionSet"
          entityId={id}
          lines={conflict}
          onDismiss={() => setConflict(undefined)}
        />
      )}
      <form onSubmit={submit} noValidate>
        <fieldset disabled={!canManage} style={{ border: 0, padding: 0, margin: 0 }}>
          <TextField
            label={t.name}
            value={draft.name}
            error={fields.name}
            onChange={(e) => setDraft({ ...draft, name: e.target.value })}
          />
          <TextField
            label={t.description}
            value={draft.description}
            error={fields.description}
            onChange={(e) => setDraft({ ...draft, description: e.target.value })}
          />
          <h3>{t.sets.conditions}</h3>
          {draft.details.length === 0 && <p>{t.sets.unrestricted}</p>}
          {draft.details.map((d, i) => (
            <fieldset key={d.uid} className="p-notice">
              <legend>
                {t.sets.condition} {i + 1}
              </legend>
              <div className="p-toolbar">
                <div className="p-field">
                  <label htmlFor={`cond-${i}-permission`}>{t.sets.permission}</label>
                  <select
                    id={`cond-${i}-permission`}
                    value={d.permissionId}
                    onChange={(e) => setDetail(i, { permissionId: e.target.value })}
                  >
                    {permissions.length === 0 && (
                      <option value={d.permissionId}>{permissionName(d.permissionId)}</option>
                    )}
                    {permissions.map((p) => (
                      <option key={p.value} value={p.value}>
                        {p.label}
                      </option>
                    ))}
                  </select>
                </div>
                <div className="p-field">
                  <label htmlFor={`cond-${i}-type`}>{t.sets.on}</label>
                  <select
                    id={`cond-${i}-type`}
                    value={String(d.type)}
                    onChange={(e) => setDetail(i, { type: Number(e.target.value) })}
                  >
                    <option value="1">{t.sets.onUser}</option>
                    <option value="2">{t.sets.onData}</option>
                  </select>
                </div>
                <TextField
                  label={t.sets.operator}
                  list="security-operators"
                  value={d.operator}
                  error={detailError(i, 'operator')}
                  onChange={(e) => setDetail(i, { operator: e.target.value })}
                />
                <TextField
                  label={t.sets.value}
                  value={d.value}
                  error={detailError(i, 'value')}
                  onChange={(e) => setDetail(i, { value: e.target.value })}
                />
                {canManage && (
                  <IconButton
                    icon="trash-2"
                    label={t.sets.removeCondition(i + 1)}
                    onClick={() => setDraft({ ...draft, details: draft.details.filter((_, j) => j !== i) })}
                  />
                )}
              </div>
            </fieldset>
          ))}
          <datalist id="security-operators">
            {OPERATORS.map((o) => (
              <option key={o} value={o} />
            ))}
          </datalist>
        </fieldset>
        <ErrorNote error={error} />
        {canManage && (
          <div className="p-card__actions">
            <Button
              onClick={() =>
                setDraft({
                  ...draft,
                  details: [
                    ...draft.details,
                    { uid: ++uids, permissionId: permissions[0]?.value ?? '', type: 1, operator: '=', value: '' },
                  ],
                })
              }
            >
              {t.sets.addCondition}
            </Button>
            <Button variant="primary" type="submit">
              {t.save}
            </Button>
            {id && (
              <Button variant="danger" icon="trash-2" onClick={() => setDeleting(true)}>
                {t.delete}
              </Button>
            )}
          </div>
        )}
      </form>
      {id && (
        <section>
          <h3 id={`set-roles-${id}`}>{t.sets.usedBy}</h3>
          {roles.data && roles.data.length === 0 ? (
            <p>{t.none}</p>
          ) : (
            <p>{(roles.data ?? []).map((r) => r.name).join(', ')}</p>
          )}
        </section>
      )}
      {id && read && (
        <DeleteFlow
          what={read.value.name}
          open={deleting}
          onClose={() => setDeleting(false)}
          remove={(cascade) => api.deletePermissionSet(id, read.etag, cascade)}
          onDeleted={onDeleted}
          onStale={() => loaded.reload()}
        />
      )}
    </Card>
  );
}
