import type { PermissionInput, PortalPermission } from '@portal/contracts';
import { Button, Dialog, IconButton, TableRegion, TextField } from '@portal/ui';
import { useState } from 'react';
import { fieldErrorsOf, isStale, type Versioned } from '../api';
import { ConflictNotice, DeleteFlow, ErrorNote, Loading, RawId, useEnv, useLoad } from '../common';

const EMPTY: PermissionInput = { name: '', technicalName: '', variableLookup: 'parameter:', description: '', type: 1 };

/** Permissions: the attributes a condition tests, and where a user's value comes from. */
export function PermissionsScreen() {
  const { api, t, canManage, context } = useEnv();
  const list = useLoad(() => api.permissions(), []);
  const [editing, setEditing] = useState<{ read?: Versioned<PortalPermission>; input: PermissionInput } | undefined>();
  const [deleting, setDeleting] = useState<Versioned<PortalPermission> | undefined>();
  const [error, setError] = useState<unknown>();
  const [conflict, setConflict] = useState<{ id: string; lines: string[] } | undefined>();
  const fields = fieldErrorsOf(error);

  const save = async () => {
    if (!editing) return;
    try {
      if (editing.read) await api.updatePermission(editing.read.value.id, editing.input, editing.read.etag);
      else await api.createPermission(editing.input);
      context.notify({ kind: 'success', text: t.saved });
      setEditing(undefined);
      setError(undefined);
      list.reload();
    } catch (e) {
      if (isStale(e) && editing.read) {
        const fresh = await api.permission(editing.read.value.id);
        setConflict({
          id: fresh.value.id,
          lines: [
            `${t.name}: ${fresh.value.name}`,
            `${t.technicalName}: ${fresh.value.technicalName}`,
            `${t.permissions.variableLookup}: ${fresh.value.variableLookup}`,
          ],
        });
        setEditing(undefined);
        list.reload();
      } else setError(e);
    }
  };
  const input = (key: 'name' | 'technicalName' | 'variableLookup' | 'description', label: string, hint?: string) =>
    editing && (
      <TextField
        label={label}
        value={editing.input[key]}
        error={fields[key]}
        {...(hint ? { hint } : {})}
        onChange={(e) => setEditing({ ...editing, input: { ...editing.input, [key]: e.target.value } })}
      />
    );

  return (
    <section>
      <h2 id="permissions-heading">{t.screens.permissions}</h2>
      {canManage && (
        <div className="p-toolbar">
          <Button variant="primary" onClick={() => setEditing({ input: EMPTY })}>
            {t.permissions.newPermission}
          </Button>
        </div>
      )}
      {conflict && (
        <ConflictNotice
          entity="permission"
          entityId={conflict.id}
          lines={conflict.lines}
          onDismiss={() => setConflict(undefined)}
        />
      )}
      <ErrorNote error={list.error} />
      {!list.data ? (
        <Loading />
      ) : (
        <TableRegion label={t.screens.permissions}>
          <table className="p-table" aria-labelledby="permissions-heading">
            <thead>
              <tr>
                <th scope="col">{t.name}</th>
                <th scope="col">{t.technicalName}</th>
                <th scope="col">{t.permissions.variableLookup}</th>
                <th scope="col">{t.description}</th>
                {canManage && <th scope="col">{t.actions}</th>}
              </tr>
            </thead>
            <tbody>
              {list.data.map((p) => (
                <tr key={p.id}>
                  <th scope="row">
                    {p.name}
                    <RawId id={p.id} />
                  </th>
                  <td className="p-mono">{p.technicalName}</td>
                  <td className="p-mono">{p.variableLookup}</td>
                  <td>{p.description}</td>
                  {canManage && (
                    <td>
                      <IconButton
                        icon="pencil"
                        label={`${t.edit}: ${p.name}`}
                        onClick={async () => {
                          const read = await api.permission(p.id);
                          setError(undefined);
                          const { id: _id, ...rest } = read.value;
                          setEditing({ read, input: rest });
                        }}
                      />
                      <IconButton
                        icon="trash-2"
                        label={`${t.delete}: ${p.name}`}
                        onClick={async () => setDeleting(await api.permission(p.id))}
                      />
                    </td>
                  )}
                </tr>
              ))}
            </tbody>
          </table>
        </TableRegion>
      )}
      {editing && (
        <Dialog
          open
          title={editing.read ? t.permissions.editPermission : t.permissions.newPermission}
          onClose={() => setEditing(undefined)}
          actions={
            <>
              <Button onClick={() => setEditing(undefined)}>{t.cancel}</Button>
              <Button variant="primary" type="submit" form="permission-form">
                {t.save}
              </Button>
            </>
          }
        >
          <form
            id="permission-form"
            noValidate
            onSubmit={(e) => {
              e.preventDefault();
              void save();
            }}
          >
            {input('name', t.name)}
            {input('technicalName', t.technicalName)}
            {input('variableLookup', t.permissions.variableLookup, t.permissions.lookupHint)}
            {input('description', t.description)}
            {Object.keys(fields).length === 0 && <ErrorNote error={error} />}
          </form>
        </Dialog>
      )}
      <DeleteFlow
        what={deleting?.value.name ?? ''}
        open={Boolean(deleting)}
        onClose={() => setDeleting(undefined)}
        remove={(cascade) =>
          deleting ? api.deletePermission(deleting.value.id, deleting.etag, cascade) : Promise.resolve()
        }
        onDeleted={list.reload}
        onStale={list.reload}
      />
    </section>
  );
}
