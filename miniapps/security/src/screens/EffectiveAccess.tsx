import type { EffectiveRessource } from '@portal/contracts';
import { Button, Card, Select, TextField } from '@portal/ui';
import { useState } from 'react';
import { ErrorNote, Loading, RawId, UserSelect, useEnv, useLoad } from '../common';
import { AdminTable, resourceColumn } from '../tables';

/** "Why may this user (not) use this?": every resource a user's roles mention, and one explained. */
export function EffectiveAccessScreen() {
  const { api, t, params } = useEnv();
  const [userId, setUserId] = useState(params.userId ?? '');
  const [filter, setFilter] = useState('');
  const [explaining, setExplaining] = useState<string | undefined>();
  const resources = useLoad(() => api.resources().catch(() => []), []);
  const access = useLoad(() => (userId ? api.effectiveAccess(userId) : Promise.resolve(undefined)), [userId]);
  const [anyResource, setAnyResource] = useState('');
  const needle = filter.trim().toLowerCase();
  const shown = (access.data ?? []).filter(
    (r) => !needle || `${r.ressource.name} ${r.ressource.technicalName}`.toLowerCase().includes(needle),
  );

  return (
    <section>
      <h2 id="effective-heading">{t.screens.effectiveAccess}</h2>
      <div className="p-toolbar">
        <UserSelect
          label={t.effective.user}
          none={t.effective.pickUser}
          value={userId}
          onChange={(next) => {
            setUserId(next);
            setExplaining(undefined);
          }}
        />
        {userId && (
          <TextField label={t.roles.filter} type="search" value={filter} onChange={(e) => setFilter(e.target.value)} />
        )}
      </div>
      <ErrorNote error={access.error} />
      {userId && access.loading && <Loading />}
      {userId && access.data && (
        <>
          <AdminTable
            label={t.effective.resources}
            loaded={{ data: shown }}
            rowKey={(r) => r.ressource.id}
            columns={[
              resourceColumn<EffectiveRessource>(t.roles.resource, (r) => <RawId id={r.ressource.id} />),
              {
                key: 'granted',
                header: t.effective.granted,
                cell: (r) => (
                  <span className={`p-badge p-badge--${r.granted ? 'yes' : 'no'}`}>{r.granted ? t.yes : t.no}</span>
                ),
              },
              {
                key: 'via',
                header: t.effective.via,
                cell: (r) => r.via.map((v) => `${v.role.name} / ${v.permissionSet.name} (${v.accessType})`).join('; '),
              },
              { key: 'rowsFiltered', header: t.effective.rowsFiltered, cell: (r) => (r.rowsFiltered ? t.yes : t.no) },
              {
                key: 'actions',
                header: t.actions,
                cell: (r) => <Button onClick={() => setExplaining(r.ressource.id)}>{t.effective.why}</Button>,
              },
            ]}
          />
          <form
            className="p-toolbar"
            onSubmit={(e) => {
              e.preventDefault();
              if (anyResource) setExplaining(anyResource);
            }}
          >
            <Select
              label={t.effective.anyResource}
              value={anyResource}
              options={[
                { value: '', label: '—' },
                ...(resources.data ?? []).map((r) => ({ value: r.id, label: `${r.name} (${r.technicalName})` })),
              ]}
              onChange={(e) => setAnyResource(e.target.value)}
            />
            <Button type="submit" disabled={!anyResource}>
              {t.effective.explain}
            </Button>
          </form>
        </>
      )}
      {userId && explaining && <Explanation key={explaining} userId={userId} ressourceId={explaining} />}
    </section>
  );
}

function Explanation({ userId, ressourceId }: { userId: string; ressourceId: string }) {
  const { api, t } = useEnv();
  const one = useLoad<EffectiveRessource>(() => api.explain(userId, ressourceId), [userId, ressourceId]);
  if (one.error) return <ErrorNote error={one.error} />;
  if (!one.data) return <Loading />;
  const r = one.data;
  return (
    <Card title={t.effective.whyTitle(r.ressource.name)}>
      <p role="status">
        <span className={`p-badge p-badge--${r.granted ? 'yes' : 'no'}`}>{r.granted ? t.yes : t.no}</span> {r.reason}
      </p>
      {r.via.length === 0 && <p>{t.effective.noPaths}</p>}
      {r.via.map((v) => (
        <section key={`${v.role.id}/${v.permissionSet.id}`} aria-label={`${v.role.name} / ${v.permissionSet.name}`}>
          <h3>
            {v.role.name} / {v.permissionSet.name} · {t.roles.access} {v.accessType} ·{' '}
            {v.grants ? t.effective.granted : t.no}
          </h3>
          {v.conditions.length === 0 ? (
            <p>{t.sets.unrestricted}</p>
          ) : (
            <AdminTable
              label={`${v.role.name} / ${v.permissionSet.name}`}
              hideCaption
              loaded={{ data: v.conditions }}
              rowKey={(c) => `${c.attribute}${c.operator}${c.value}`}
              columns={[
                {
                  key: 'condition',
                  header: t.sets.condition,
                  className: 'p-mono',
                  cell: (c) => `${c.attribute} ${c.operator} ${c.value}`,
                },
                { key: 'actual', header: t.effective.actual, cell: (c) => c.actual ?? '—' },
                {
                  key: 'holds',
                  header: t.effective.holds,
                  cell: (c) => (c.holds === null ? t.effective.dataCondition : c.holds ? t.yes : t.no),
                },
              ]}
            />
          )}
        </section>
      ))}
    </Card>
  );
}
