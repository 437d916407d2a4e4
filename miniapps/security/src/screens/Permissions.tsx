import type { PermissionInput, PortalPermission } from '@portal/contracts';
import { TextField, textColumn } from '@portal/ui';
import { ConflictNotice, DeleteFlow, useEnv, useLoad } from '../common';
import { EditDialog, fieldOf, useVersionedRecords } from '../editing';
import { ListSection, NewRecordBar, nameColumn, useActionsColumn } from '../tables';

const EMPTY: PermissionInput = { name: '', technicalName: '', variableLookup: 'attribute:', description: '', type: 1 };

/** Permissions: the attributes a condition tests, and where a user's value comes from. */
export function PermissionsScreen() {
  const { api, t } = useEnv();
  const list = useLoad(() => api.permissions(), []);
  const records = useVersionedRecords({
    entity: 'permission',
    read: (id) => api.permission(id),
    create: (input: PermissionInput) => api.createPermission(input),
    update: (id, input, etag) => api.updatePermission(id, input, etag),
    remove: (id, etag, cascade) => api.deletePermission(id, etag, cascade),
    inputOf: ({ id: _id, ...input }) => input,
    describe: (saved) => [
      `${t.name}: ${saved.name}`,
      `${t.technicalName}: ${saved.technicalName}`,
      `${t.permissions.variableLookup}: ${saved.variableLookup}`,
    ],
    reload: list.reload,
  });
  const actions = useActionsColumn(records.actionsFor);
  const editing = records.editing;
  const field = editing && fieldOf(editing.input, records.change, records.fields);

  return (
    <ListSection
      headingId="permissions-heading"
      title={t.screens.permissions}
      toolbar={
        <>
          <NewRecordBar label={t.permissions.newPermission} onNew={() => records.startNew(EMPTY)} />
          {records.notice && <ConflictNotice {...records.notice} />}
        </>
      }
      loaded={list}
      rowKey={(p) => p.id}
      columns={[
        nameColumn(t.name),
        textColumn<PortalPermission>('technicalName', t.technicalName, (p) => p.technicalName, 'p-mono'),
        textColumn<PortalPermission>('variableLookup', t.permissions.variableLookup, (p) => p.variableLookup, 'p-mono'),
        textColumn<PortalPermission>('description', t.description, (p) => p.description),
        actions,
      ]}
    >
      {editing && field && (
        <EditDialog title={editing.read ? t.permissions.editPermission : t.permissions.newPermission} {...records.form}>
          <TextField label={t.name} {...field('name')} />
          <TextField label={t.technicalName} {...field('technicalName')} />
          <TextField
            label={t.permissions.variableLookup}
            hint={t.permissions.lookupHint}
            {...field('variableLookup')}
          />
          <TextField label={t.description} {...field('description')} />
        </EditDialog>
      )}
      <DeleteFlow {...records.deletion} />
    </ListSection>
  );
}
