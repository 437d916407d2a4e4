import type { Org } from '@portal/contracts';
import { Button, Select, TextField } from '@portal/ui';
import { useState } from 'react';
import { fieldErrorsOf } from '../api';
import { DeleteFlow, useEnv, useLoad } from '../common';
import { EditDialog } from '../editing';
import { ListSection, NameCell, RowActions } from '../tables';

/** Orgs (all, private, public). Orgs carry no version: a change applies as sent. */
export function OrgsScreen() {
  const { api, t, canManage, context } = useEnv();
  const [which, setWhich] = useState<'all' | 'private' | 'public'>('all');
  const list = useLoad(async () => {
    const [shown, publicOnes] = await Promise.all([api.orgs(which), api.orgs('public')]);
    return { shown, publicIds: new Set(publicOnes.map((o) => o.id)) };
  }, [which]);
  const [editing, setEditing] = useState<{ id?: number; name: string; isPublic: boolean } | undefined>();
  const [deleting, setDeleting] = useState<Org | undefined>();
  const [error, setError] = useState<unknown>();

  const save = async () => {
    if (!editing) return;
    try {
      const input = { name: editing.name, isPublic: editing.isPublic };
      if (editing.id === undefined) await api.createOrg(input);
      else await api.updateOrg(editing.id, input);
      context.notify({ kind: 'success', text: t.saved });
      setEditing(undefined);
      setError(undefined);
      list.reload();
    } catch (e) {
      setError(e);
    }
  };

  return (
    <ListSection
      headingId="orgs-heading"
      title={t.screens.orgs}
      toolbar={
        <div className="p-toolbar">
          <Select
            label={t.orgs.show}
            value={which}
            options={[
              { value: 'all', label: t.orgs.all },
              { value: 'private', label: t.orgs.privateOrgs },
              { value: 'public', label: t.orgs.publicOrgs },
            ]}
            onChange={(e) => setWhich(e.target.value as typeof which)}
          />
          {canManage && (
            <Button variant="primary" onClick={() => setEditing({ name: '', isPublic: false })}>
              {t.orgs.newOrg}
            </Button>
          )}
        </div>
      }
      loaded={list}
      columns={[t.id, t.name, t.orgs.isPublic]}
      editable
      rows={({ shown, publicIds }) =>
        shown.map((o) => {
          const isPublic = publicIds.has(o.id);
          return (
            <tr key={o.id}>
              <td>{o.id}</td>
              <NameCell name={o.name} id={o.id} />
              <td>{isPublic ? t.yes : t.no}</td>
              <RowActions
                name={o.name}
                onEdit={() => {
                  setError(undefined);
                  setEditing({ id: o.id, name: o.name, isPublic });
                }}
                onDelete={() => setDeleting(o)}
              />
            </tr>
          );
        })
      }
    >
      {editing && (
        <EditDialog
          title={editing.id === undefined ? t.orgs.newOrg : t.orgs.editOrg}
          error={error}
          onClose={() => setEditing(undefined)}
          onSubmit={() => void save()}
        >
          <TextField
            label={t.name}
            value={editing.name}
            error={fieldErrorsOf(error, t).name}
            onChange={(e) => setEditing({ ...editing, name: e.target.value })}
          />
          <label className="p-check">
            <input
              type="checkbox"
              checked={editing.isPublic}
              onChange={(e) => setEditing({ ...editing, isPublic: e.target.checked })}
            />
            {t.orgs.isPublic}
          </label>
        </EditDialog>
      )}
      <DeleteFlow
        what={deleting?.name ?? ''}
        open={Boolean(deleting)}
        onClose={() => setDeleting(undefined)}
        remove={(cascade) => (deleting ? api.deleteOrg(deleting.id, cascade) : Promise.resolve())}
        onDeleted={list.reload}
      />
    </ListSection>
  );
}

/** The org a user or role belongs to, or none. */
export function OrgChoice({
  orgs,
  value,
  error,
  onChange,
}: {
  orgs: readonly Org[];
  value: number | null;
  error: string | undefined;
  onChange: (org: number | null) => void;
}) {
  const { t } = useEnv();
  return (
    <Select
      label={t.org}
      value={value === null ? '' : String(value)}
      error={error}
      options={[{ value: '', label: t.noOrg }, ...orgs.map((o) => ({ value: String(o.id), label: o.name }))]}
      onChange={(e) => onChange(e.target.value === '' ? null : Number(e.target.value))}
    />
  );
}
