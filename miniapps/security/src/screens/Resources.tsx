import type { PortalRessource, RessourceInput } from '@portal/contracts';
import { Button, Dialog, IconButton, Select, TableRegion, TextField } from '@portal/ui';
import { useState } from 'react';
import { fieldErrorsOf, isStale, type Versioned } from '../api';
import { ConflictNotice, DeleteFlow, ErrorNote, Loading, RawId, useEnv, useLoad } from '../common';

/** Resources by group (spec §6: UI links and API controllers), with create, edit and delete. */
export function ResourcesScreen() {
  const { api, t, canManage, context } = useEnv();
  const groups = useLoad(() => api.resourceGroups(), []);
  const [editing, setEditing] = useState<{ read?: Versioned<PortalRessource>; input: RessourceInput } | undefined>();
  const [deleting, setDeleting] = useState<Versioned<PortalRessource> | undefined>();
  const [error, setError] = useState<unknown>();
  const [conflict, setConflict] = useState<{ id: string; lines: string[] } | undefined>();
  const [filter, setFilter] = useState('');

  const open = async (r: PortalRessource) => {
    const read = await api.resource(r.id);
    setError(undefined);
    setEditing({
      read,
      input: {
        name: read.value.name,
        description: read.value.description,
        technicalName: read.value.technicalName,
        type: read.value.type === 2 ? 2 : 1,
        ressourceGroup: { id: read.value.ressourceGroup.id },
      },
    });
  };
  const save = async () => {
    if (!editing) return;
    try {
      if (editing.read) await api.updateResource(editing.read.value.id, editing.input, editing.read.etag);
      else await api.createResource(editing.input);
      context.notify({ kind: 'success', text: t.saved });
      setEditing(undefined);
      groups.reload();
    } catch (e) {
      if (isStale(e) && editing.read) {
        const fresh = await api.resource(editing.read.value.id);
        setConflict({
          id: fresh.value.id,
          lines: [
            `${t.name}: ${fresh.value.name}`,
            `${t.technicalName}: ${fresh.value.technicalName}`,
            `${t.description}: ${fresh.value.description}`,
          ],
        });
        setEditing(undefined);
        groups.reload();
      } else setError(e);
    }
  };
  const fields = fieldErrorsOf(error);
  const needle = filter.trim().toLowerCase();

  return (
    <section>
      <h2 id="resources-heading">{t.resources.groups}</h2>
      <div className="p-toolbar">
        <TextField label={t.roles.filter} type="search" value={filter} onChange={(e) => setFilter(e.target.value)} />
        {canManage && groups.data && groups.data.length > 0 && (
          <Button
            variant="primary"
            onClick={() =>
              setEditing({
                input: {
                  name: '',
                  description: '',
                  technicalName: '',
                  type: 1,
                  ressourceGroup: { id: groups.data?.[0]?.id ?? '' },
                },
              })
            }
          >
            {t.resources.newResource}
          </Button>
        )}
      </div>
      {conflict && (
        <ConflictNotice
          entity="ressource"
          entityId={conflict.id}
          lines={conflict.lines}
          onDismiss={() => setConflict(undefined)}
        />
      )}
      <ErrorNote error={groups.error} />
      {!groups.data ? (
        <Loading />
      ) : (
        groups.data.map((g) => {
          const items = g.ressources.filter(
            (r) => !needle || `${r.name} ${r.technicalName}`.toLowerCase().includes(needle),
          );
          if (items.length === 0 && needle) return null;
          return (
            <section key={g.id}>
              <h3 id={`group-${g.id}`}>
                {g.name} <RawId id={g.id} />
              </h3>
              {g.desription && <p className="p-field__hint">{g.desription}</p>}
              <TableRegion label={g.name}>
                <table className="p-table" aria-labelledby={`group-${g.id}`}>
                  <thead>
                    <tr>
                      <th scope="col">{t.name}</th>
                      <th scope="col">{t.technicalName}</th>
                      <th scope="col">{t.type}</th>
                      <th scope="col">{t.description}</th>
                      {canManage && <th scope="col">{t.actions}</th>}
                    </tr>
                  </thead>
                  <tbody>
                    {items.map((r) => (
                      <tr key={r.id}>
                        <th scope="row">
                          {r.name}
                          <RawId id={r.id} />
                        </th>
                        <td className="p-mono">{r.technicalName}</td>
                        <td>{r.type === 1 ? t.resources.ui : t.resources.api}</td>
                        <td>{r.description}</td>
                        {canManage && (
                          <td>
                            <IconButton icon="pencil" label={`${t.edit}: ${r.name}`} onClick={() => open(r)} />
                            <IconButton
                              icon="trash-2"
                              label={`${t.delete}: ${r.name}`}
                              onClick={async () => setDeleting(await api.resource(r.id))}
                            />
                          </td>
                        )}
                      </tr>
                    ))}
                  </tbody>
                </table>
              </TableRegion>
            </section>
          );
        })
      )}
      {editing && (
        <Dialog
          open
          title={editing.read ? t.resources.editResource : t.resources.newResource}
          onClose={() => setEditing(undefined)}
          actions={
            <>
              <Button onClick={() => setEditing(undefined)}>{t.cancel}</Button>
              <Button variant="primary" type="submit" form="resource-form">
                {t.save}
              </Button>
            </>
          }
        >
          <form
            id="resource-form"
            noValidate
            onSubmit={(e) => {
              e.preventDefault();
              void save();
            }}
          >
            <TextField
              label={t.name}
              value={editing.input.name}
              error={fields.name}
              onChange={(e) => setEditing({ ...editing, input: { ...editing.input, name: e.target.value } })}
            />
            <TextField
              label={t.technicalName}
              value={editing.input.technicalName}
              error={fields.technicalName}
              onChange={(e) => setEditing({ ...editing, input: { ...editing.input, technicalName: e.target.value } })}
            />
            <TextField
              label={t.description}
              value={editing.input.description}
              error={fields.description}
              onChange={(e) => setEditing({ ...editing, input: { ...editing.input, description: e.target.value } })}
            />
            <Select
              label={t.type}
              value={String(editing.input.type)}
              options={[
                { value: '1', label: t.resources.ui },
                { value: '2', label: t.resources.api },
              ]}
              onChange={(e) =>
                setEditing({ ...editing, input: { ...editing.input, type: e.target.value === '2' ? 2 : 1 } })
              }
            />
            <Select
              label={t.resources.group}
              value={editing.input.ressourceGroup.id}
              error={fields['ressourceGroup.id']}
              options={(groups.data ?? []).map((g) => ({ value: g.id, label: g.name }))}
              onChange={(e) =>
                setEditing({ ...editing, input: { ...editing.input, ressourceGroup: { id: e.target.value } } })
              }
            />
            {Object.keys(fields).length === 0 && <ErrorNote error={error} />}
          </form>
        </Dialog>
      )}
      <DeleteFlow
        what={deleting?.value.name ?? ''}
        open={Boolean(deleting)}
        onClose={() => setDeleting(undefined)}
        remove={(cascade) =>
          deleting ? api.deleteResource(deleting.value.id, deleting.etag, cascade) : Promise.resolve()
        }
        onDeleted={groups.reload}
        onStale={groups.reload}
      />
    </section>
  );
}
