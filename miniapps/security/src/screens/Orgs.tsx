import type { Org } from '@portal/contracts';
import { Button, Dialog, IconButton, Select, TableRegion, TextField } from '@portal/ui';
import { useState } from 'react';
import { fieldErrorsOf } from '../api';
import { DeleteFlow, ErrorNote, Loading, RawId, useEnv, useLoad } from '../common';

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
  const fields = fieldErrorsOf(error);

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
    <section>
      <h2 id="orgs-heading">{t.screens.orgs}</h2>
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
      <ErrorNote error={list.error} />
      {!list.data ? (
        <Loading />
      ) : (
        <TableRegion label={t.screens.orgs}>
          <table className="p-table" aria-labelledby="orgs-heading">
            <thead>
              <tr>
                <th scope="col">{t.id}</th>
                <th scope="col">{t.name}</th>
                <th scope="col">{t.orgs.isPublic}</th>
                {canManage && <th scope="col">{t.actions}</th>}
              </tr>
            </thead>
            <tbody>
              {list.data.shown.map((o) => {
                const isPublic = list.data?.publicIds.has(o.id) ?? false;
                return (
                  <tr key={o.id}>
                    <td>{o.id}</td>
                    <th scope="row">
                      {o.name}
                      <RawId id={o.id} />
                    </th>
                    <td>{isPublic ? t.yes : t.no}</td>
                    {canManage && (
                      <td>
                        <IconButton
                          icon="pencil"
                          label={`${t.edit}: ${o.name}`}
                          onClick={() => {
                            setError(undefined);
                            setEditing({ id: o.id, name: o.name, isPublic });
                          }}
                        />
                        <IconButton icon="trash-2" label={`${t.delete}: ${o.name}`} onClick={() => setDeleting(o)} />
                      </td>
                    )}
                  </tr>
                );
              })}
            </tbody>
          </table>
        </TableRegion>
      )}
      {editing && (
        <Dialog
          open
          title={editing.id === undefined ? t.orgs.newOrg : t.orgs.editOrg}
          onClose={() => setEditing(undefined)}
          actions={
            <>
              <Button onClick={() => setEditing(undefined)}>{t.cancel}</Button>
              <Button variant="primary" type="submit" form="org-form">
                {t.save}
              </Button>
            </>
          }
        >
          <form
            id="org-form"
            noValidate
            onSubmit={(e) => {
              e.preventDefault();
              void save();
            }}
          >
            <TextField
              label={t.name}
              value={editing.name}
              error={fields.name}
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
            {Object.keys(fields).length === 0 && <ErrorNote error={error} />}
          </form>
        </Dialog>
      )}
      <DeleteFlow
        what={deleting?.name ?? ''}
        open={Boolean(deleting)}
        onClose={() => setDeleting(undefined)}
        remove={(cascade) => (deleting ? api.deleteOrg(deleting.id, cascade) : Promise.resolve())}
        onDeleted={list.reload}
      />
    </section>
  );
}
