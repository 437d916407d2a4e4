import type { PortalRessource, RessourceInput } from '@portal/contracts';
import { Button, Select, TextField } from '@portal/ui';
import { useState } from 'react';
import { ConflictNotice, DeleteFlow, Loaded, RawId, useEnv, useLoad } from '../common';
import { EditDialog, fieldOf, useVersionedRecords } from '../editing';
import { ListTable, NameCell, RowActions } from '../tables';

const inputOf = (r: PortalRessource): RessourceInput => ({
  name: r.name,
  description: r.description,
  technicalName: r.technicalName,
  type: r.type === 2 ? 2 : 1,
  ressourceGroup: { id: r.ressourceGroup.id },
});

/** Resources by group (spec §6: UI links and API controllers), with create, edit and delete. */
export function ResourcesScreen() {
  const { api, t, canManage } = useEnv();
  const groups = useLoad(() => api.resourceGroups(), []);
  const records = useVersionedRecords({
    entity: 'ressource',
    read: (id) => api.resource(id),
    create: (input: RessourceInput) => api.createResource(input),
    update: (id, input, etag) => api.updateResource(id, input, etag),
    remove: (id, etag, cascade) => api.deleteResource(id, etag, cascade),
    inputOf,
    describe: (saved) => [
      `${t.name}: ${saved.name}`,
      `${t.technicalName}: ${saved.technicalName}`,
      `${t.description}: ${saved.description}`,
    ],
    reload: groups.reload,
  });
  const [filter, setFilter] = useState('');
  const editing = records.editing;
  const field = editing && fieldOf(editing.input, records.change, records.fields);
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
              records.startNew({
                name: '',
                description: '',
                technicalName: '',
                type: 1,
                ressourceGroup: { id: groups.data?.[0]?.id ?? '' },
              })
            }
          >
            {t.resources.newResource}
          </Button>
        )}
      </div>
      {records.notice && <ConflictNotice {...records.notice} />}
      <Loaded loaded={groups}>
        {(resourceGroups) =>
          resourceGroups.map((g) => {
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
                <ListTable
                  label={g.name}
                  labelledBy={`group-${g.id}`}
                  columns={[t.name, t.technicalName, t.type, t.description]}
                  editable
                >
                  {items.map((r) => (
                    <tr key={r.id}>
                      <NameCell name={r.name} id={r.id} />
                      <td className="p-mono">{r.technicalName}</td>
                      <td>{r.type === 1 ? t.resources.ui : t.resources.api}</td>
                      <td>{r.description}</td>
                      <RowActions {...records.actionsFor(r)} />
                    </tr>
                  ))}
                </ListTable>
              </section>
            );
          })
        }
      </Loaded>
      {editing && field && (
        <EditDialog title={editing.read ? t.resources.editResource : t.resources.newResource} {...records.form}>
          <TextField label={t.name} {...field('name')} />
          <TextField label={t.technicalName} {...field('technicalName')} />
          <TextField label={t.description} {...field('description')} />
          <Select
            label={t.type}
            value={String(editing.input.type)}
            options={[
              { value: '1', label: t.resources.ui },
              { value: '2', label: t.resources.api },
            ]}
            onChange={(e) => records.change({ ...editing.input, type: e.target.value === '2' ? 2 : 1 })}
          />
          <Select
            label={t.resources.group}
            value={editing.input.ressourceGroup.id}
            error={records.fields['ressourceGroup.id']}
            options={(groups.data ?? []).map((g) => ({ value: g.id, label: g.name }))}
            onChange={(e) => records.change({ ...editing.input, ressourceGroup: { id: e.target.value } })}
          />
        </EditDialog>
      )}
      <DeleteFlow {...records.deletion} />
    </section>
  );
}
