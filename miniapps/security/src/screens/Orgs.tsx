import type { Org } from '@portal/contracts';
import { type OrgInput, orgInputSchema } from '@portal/contracts/administration';
import { Button, CheckboxField, SchemaFormDialog, Select, TextField, textColumn } from '@portal/ui';
import { useState } from 'react';
import { DeleteFlow, errorText, useEnv, useLoad } from '../common';
import { ListSection, nameColumn, useActionsColumn } from '../tables';

/** An org of the list, with whether it is public (the list of one kind does not say). */
type ListedOrg = Org & { readonly isPublic: boolean };

/** Orgs (all, private, public). Orgs carry no version: a change applies as sent. */
export function OrgsScreen() {
  const { api, t, canManage, context, locale } = useEnv();
  const [which, setWhich] = useState<'all' | 'private' | 'public'>('all');
  const list = useLoad(async (): Promise<ListedOrg[]> => {
    const [shown, publicOnes] = await Promise.all([api.orgs(which), api.orgs('public')]);
    const publicIds = new Set(publicOnes.map((o) => o.id));
    return shown.map((o) => ({ ...o, isPublic: publicIds.has(o.id) }));
  }, [which]);
  const [editing, setEditing] = useState<{ id?: number; name: string; isPublic: boolean } | undefined>();
  const [deleting, setDeleting] = useState<Org | undefined>();
  const actions = useActionsColumn((o: ListedOrg) => ({
    name: o.name,
    onEdit: () => setEditing({ id: o.id, name: o.name, isPublic: o.isPublic }),
    onDelete: () => setDeleting(o),
  }));

  const save = async (input: OrgInput) => {
    if (editing?.id === undefined) await api.createOrg(input);
    else await api.updateOrg(editing.id, input);
    context.notify({ kind: 'success', text: t.saved });
    setEditing(undefined);
    list.reload();
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
      rowKey={(o) => String(o.id)}
      columns={[
        { key: 'id', header: t.id, cell: (o) => String(o.id), sortValue: (o) => o.id },
        nameColumn(t.name),
        textColumn<ListedOrg>('isPublic', t.orgs.isPublic, (o) => (o.isPublic ? t.yes : t.no)),
        actions,
      ]}
    >
      {editing && (
        <SchemaFormDialog
          title={editing.id === undefined ? t.orgs.newOrg : t.orgs.editOrg}
          schema={orgInputSchema}
          initial={{ name: editing.name, isPublic: editing.isPublic }}
          onSubmit={save}
          onClose={() => setEditing(undefined)}
          describe={(e) => errorText(t, e)}
          locale={locale}
          texts={{ cancel: t.cancel, save: t.save }}
        >
          {(form) => (
            <>
              <TextField label={t.name} {...form.field('name')} />
              <CheckboxField
                label={t.orgs.isPublic}
                checked={form.values.isPublic ?? false}
                onChange={(e) => form.set('isPublic', e.target.checked)}
              />
            </>
          )}
        </SchemaFormDialog>
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
