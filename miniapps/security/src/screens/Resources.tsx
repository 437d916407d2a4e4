import type { PortalRessource, RessourceInput } from '@portal/contracts';
import { Button, Select, TextField, textColumn } from '@portal/ui';
import { useState } from 'react';
import { ConflictNotice, DeleteFlow, useEnv, useLoad } from '../common';
import { EditDialog, fieldOf, useVersionedRecords } from '../editing';
import { ListSection, nameColumn, PAGE_SIZE, useActionsColumn } from '../tables';

/** A resource of the list, with its group's name. */
type ListedRessource = PortalRessource & { readonly groupName: string };

const inputOf = (r: PortalRessource): RessourceInput => ({
  name: r.name,
  description: r.description,
  technicalName: r.technicalName,
  type: r.type === 2 ? 2 : 1,
  ressourceGroup: { id: r.ressourceGroup.id },
});

/**
 * Resources (spec §6: UI links and API controllers) in one paged, sortable list with their group,
 * found by name or technical name and by group, with create, edit and delete.
 */
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
  const [group, setGroup] = useState('');
  const actions = useActionsColumn(records.actionsFor);
  const editing = records.editing;
  const field = editing && fieldOf(editing.input, records.change, records.fields);
  const needle = filter.trim().toLowerCase();
  const rows = groups.data
    ?.filter((g) => !group || g.id === group)
    .flatMap((g) => g.ressources.map((r) => ({ ...r, groupName: g.name })))
    .filter((r) => !needle || `${r.name} ${r.technicalName}`.toLowerCase().includes(needle));

  return (
    <ListSection
      headingId="resources-heading"
      title={t.screens.resources}
      toolbar={
        <>
          <div className="p-toolbar">
            <TextField
              label={t.roles.filter}
              type="search"
              value={filter}
              onChange={(e) => setFilter(e.target.value)}
            />
            <Select
              label={t.resources.group}
              value={group}
              options={[
                { value: '', label: t.resources.allGroups },
                ...(groups.data ?? []).map((g) => ({ value: g.id, label: g.name })),
              ]}
              onChange={(e) => setGroup(e.target.value)}
            />
            {canManage && groups.data && groups.data.length > 0 && (
              <Button
                variant="primary"
                onClick={() =>
                  records.startNew({
                    name: '',
                    description: '',
                    technicalName: '',
                    type: 1,
                    ressourceGroup: { id: group || (groups.data?.[0]?.id ?? '') },
                  })
                }
              >
                {t.resources.newResource}
              </Button>
            )}
          </div>
          {records.notice && <ConflictNotice {...records.notice} />}
        </>
      }
      loaded={{ ...groups, data: rows }}
      rowKey={(r) => r.id}
      rowAttributes={(r) => ({ 'data-resource': r.technicalName })}
      pageSize={PAGE_SIZE}
      columns={[
        nameColumn(t.name),
        textColumn<ListedRessource>('technicalName', t.technicalName, (r) => r.technicalName, 'p-mono'),
        textColumn<ListedRessource>('group', t.resources.group, (r) => r.groupName),
        textColumn<ListedRessource>('type', t.type, (r) => (r.type === 1 ? t.resources.ui : t.resources.api)),
        textColumn<ListedRessource>('description', t.description, (r) => r.description),
        actions,
      ]}
    >
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
    </ListSection>
  );
}
