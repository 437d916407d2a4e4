import type { AuditEntry } from '@portal/contracts';
import { Button, Select, TextField } from '@portal/ui';
import { type FormEvent, useState } from 'react';
import { Loaded, RawId, useEnv, useLoad } from '../common';
import { ListPager, ListTable, PAGE_SIZE } from '../tables';
import { formatTime } from '../texts';

const ENTITIES = ['user', 'role', 'permission', 'permissionSet', 'ressource', 'org'];

interface Filters {
  actor: string;
  entity: string;
  from: string;
  to: string;
}
const NO_FILTERS: Filters = { actor: '', entity: '', from: '', to: '' };

/** A local date-time field's value as an instant with offset, as the API asks. */
const instant = (local: string) => (local ? new Date(local).toISOString() : undefined);

/** The audit trail: who changed what, when, before and after; filtered by actor, entity and time. */
export function AuditScreen() {
  const { api, t, locale } = useEnv();
  const [draft, setDraft] = useState<Filters>(NO_FILTERS);
  const [filters, setFilters] = useState<Filters>(NO_FILTERS);
  const [page, setPage] = useState(1);
  const users = useLoad(() => api.usernames(), []);
  const names = useLoad(async () => {
    // Names for the ids the trail records, so an entry reads as "Mitarbeiter", not a UUID.
    const [roles, resources, sets] = await Promise.all([
      api.roles().catch(() => []),
      api.resources().catch(() => []),
      api.permissionSets().catch(() => []),
    ]);
    return new Map<string, string>([...roles, ...resources, ...sets].map((x) => [x.id, x.name]));
  }, []);
  const list = useLoad(
    () =>
      api.audit({
        actor: filters.actor || undefined,
        entity: filters.entity || undefined,
        from: instant(filters.from),
        to: instant(filters.to),
        page,
        pageSize: PAGE_SIZE,
      }),
    [filters, page],
  );
  const apply = (e: FormEvent) => {
    e.preventDefault();
    setFilters(draft);
    setPage(1);
  };
  const nameOf = (id: string) => names.data?.get(id);

  return (
    <section>
      <h2 id="audit-heading">{t.screens.audit}</h2>
      <form className="p-toolbar" onSubmit={apply} aria-label={t.audit.apply}>
        <Select
          label={t.audit.actor}
          value={draft.actor}
          options={[
            { value: '', label: t.audit.anyActor },
            ...(users.data ?? []).map((u) => ({ value: u.id, label: `${u.firstName} ${u.lastName}`.trim() || u.id })),
          ]}
          onChange={(e) => setDraft({ ...draft, actor: e.target.value })}
        />
        <Select
          label={t.audit.entity}
          value={draft.entity}
          options={[
            { value: '', label: t.audit.anyEntity },
            ...ENTITIES.map((e) => ({ value: e, label: t.audit.entityNames[e] ?? e })),
          ]}
          onChange={(e) => setDraft({ ...draft, entity: e.target.value })}
        />
        <TextField
          label={t.audit.from}
          type="datetime-local"
          value={draft.from}
          onChange={(e) => setDraft({ ...draft, from: e.target.value })}
        />
        <TextField
          label={t.audit.to}
          type="datetime-local"
          value={draft.to}
          onChange={(e) => setDraft({ ...draft, to: e.target.value })}
        />
        <Button type="submit" variant="primary">
          {t.audit.apply}
        </Button>
        <Button
          onClick={() => {
            setDraft(NO_FILTERS);
            setFilters(NO_FILTERS);
            setPage(1);
          }}
        >
          {t.audit.reset}
        </Button>
      </form>
      <Loaded loaded={list}>
        {(trail) =>
          trail.items.length === 0 ? (
            <p>{t.none}</p>
          ) : (
            <>
              <ListTable
                label={t.screens.audit}
                labelledBy="audit-heading"
                columns={[t.audit.at, t.audit.actor, t.audit.action, t.audit.what, t.audit.details]}
              >
                {trail.items.map((entry) => (
                  <tr key={entry.id} data-entity={entry.entity} data-action={entry.action}>
                    <td>{formatTime(entry.at, locale)}</td>
                    <td>{entry.actor.name || entry.actor.sub}</td>
                    <td>{entry.action}</td>
                    <td>
                      {t.audit.entityNames[entry.entity] ?? entry.entity}: {nameOf(entry.entityId) ?? entry.entityId}
                      <RawId id={entry.entityId} />
                    </td>
                    <td>
                      <Change entry={entry} nameOf={nameOf} />
                    </td>
                  </tr>
                ))}
              </ListTable>
              <ListPager page={page} total={trail.total} onPage={setPage} />
            </>
          )
        }
      </Loaded>
    </section>
  );
}

/** Before and after, with the ids of known roles, resources and sets shown by name. */
function Change({ entry, nameOf }: { entry: AuditEntry; nameOf: (id: string) => string | undefined }) {
  const { t } = useEnv();
  const show = (value: unknown) => {
    if (value === null || value === undefined) return '—';
    return JSON.stringify(value, (_key, v) => (typeof v === 'string' && nameOf(v) ? `${nameOf(v)}` : v), 1)
      .replace(/^\{\s*|\s*\}$/g, '')
      .replace(/"/g, '');
  };
  return (
    <dl className="p-audit-change">
      <dt>{t.audit.before}</dt>
      <dd className="p-mono">{show(entry.before)}</dd>
      <dt>{t.audit.after}</dt>
      <dd className="p-mono">{show(entry.after)}</dd>
    </dl>
  );
}
