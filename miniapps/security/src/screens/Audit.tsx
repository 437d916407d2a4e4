import type { AuditEntry, SqlAuditEntry as SqlEntry } from '@portal/contracts';
import { Button, type Column, KeySelect, Select, TextField, textColumn } from '@portal/ui';
import { type FormEvent, useState } from 'react';
import { RawId, UserSelect, useEnv, useLoad } from '../common';
import { AdminTable, PAGE_SIZE } from '../tables';
import { formatTime } from '../texts';

const ENTITIES = [
  'user',
  'role',
  'permission',
  'permissionSet',
  'ressource',
  'org',
  'scim_user',
  'scim_group',
  'scim_directory',
];

/** What both trails are filtered by; `kind` is the entity (administration) or the outcome (SQL). */
interface Filters {
  actor: string;
  kind: string;
  from: string;
  to: string;
}
const NO_FILTERS: Filters = { actor: '', kind: '', from: '', to: '' };

/** A local date-time field's value as an instant with offset, as the API asks. */
const instant = (local: string) => (local ? new Date(local).toISOString() : undefined);

/** The filters being typed, those applied, and the page; applying or resetting goes to page 1. */
function useTrailFilters() {
  const [draft, setDraft] = useState<Filters>(NO_FILTERS);
  const [filters, setFilters] = useState<Filters>(NO_FILTERS);
  const [page, setPage] = useState(1);
  const apply = (next: Filters) => {
    setDraft(next);
    setFilters(next);
    setPage(1);
  };
  return { draft, setDraft, filters, page, setPage, apply };
}

/** The filter form of a trail: who, what kind (the select given as `kind`), from, to. */
function TrailForm({
  trail,
  kind,
}: {
  trail: ReturnType<typeof useTrailFilters>;
  kind: { label: string; any: string; options: Array<{ value: string; label: string }> };
}) {
  const { t } = useEnv();
  const { draft, setDraft } = trail;
  const submit = (e: FormEvent) => {
    e.preventDefault();
    trail.apply(draft);
  };
  return (
    <form className="p-toolbar" onSubmit={submit} aria-label={t.audit.apply}>
      <UserSelect
        label={t.audit.actor}
        none={t.audit.anyActor}
        value={draft.actor}
        onChange={(actor) => setDraft({ ...draft, actor })}
      />
      <Select
        label={kind.label}
        value={draft.kind}
        options={[{ value: '', label: kind.any }, ...kind.options]}
        onChange={(e) => setDraft({ ...draft, kind: e.target.value })}
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
      <Button onClick={() => trail.apply(NO_FILTERS)}>{t.audit.reset}</Button>
    </form>
  );
}

/** A page of a trail asks for: the applied filters (blank ones left out) and the page. */
interface TrailQuery {
  readonly actor: string | undefined;
  readonly kind: string | undefined;
  readonly from: string | undefined;
  readonly to: string | undefined;
  readonly page: number;
  readonly pageSize: number;
}

/**
 * A trail: its filter form, and the page the server gives for the applied filters as the kit's
 * table named by the screen's heading, paged by the server; "none" when empty.
 */
function Trail<E extends { readonly id: string | number }>({
  load,
  kind,
  label,
  columns,
  rowAttributes,
}: {
  load: (query: TrailQuery) => Promise<{ items: E[]; total: number }>;
  kind: { label: string; any: string; options: Array<{ value: string; label: string }> };
  label: string;
  columns: ReadonlyArray<Column<E>>;
  rowAttributes: (entry: E) => Record<`data-${string}`, string>;
}) {
  const { t } = useEnv();
  const trail = useTrailFilters();
  const { filters, page, setPage } = trail;
  const loaded = useLoad(
    () =>
      load({
        actor: filters.actor || undefined,
        kind: filters.kind || undefined,
        from: instant(filters.from),
        to: instant(filters.to),
        page,
        pageSize: PAGE_SIZE,
      }),
    [filters, page],
  );
  return (
    <>
      <TrailForm trail={trail} kind={kind} />
      <AdminTable
        label={label}
        labelledBy="audit-heading"
        loaded={{ ...loaded, data: loaded.data?.items }}
        columns={columns}
        rowKey={(entry) => String(entry.id)}
        rowAttributes={rowAttributes}
        emptyText={t.none}
        paging={loaded.data && { page, pageSize: PAGE_SIZE, total: loaded.data.total, onPage: setPage }}
      />
    </>
  );
}

const TRAILS = ['admin', 'sql'] as const;

/** The audit screen: the administration trail, or the SAP SQL tool's, chosen at the top. */
export function AuditScreen() {
  const { t } = useEnv();
  const [trail, setTrail] = useState<(typeof TRAILS)[number]>('admin');
  return (
    <section>
      <h2 id="audit-heading">{t.screens.audit}</h2>
      <div className="p-toolbar">
        <KeySelect label={t.audit.trail} value={trail} keys={TRAILS} names={t.audit.trails} onChoose={setTrail} />
      </div>
      {trail === 'admin' ? <AdministrationTrail /> : <SqlToolTrail />}
    </section>
  );
}

/** Who changed what, when, before and after; filtered by actor, entity and time. */
function AdministrationTrail() {
  const { api, t, intl } = useEnv();
  const names = useLoad(async () => {
    // Names for the ids the trail records, so an entry reads as "Mitarbeiter", not a UUID.
    const [roles, resources, sets] = await Promise.all([
      api.roles().catch(() => []),
      api.resources().catch(() => []),
      api.permissionSets().catch(() => []),
    ]);
    return new Map<string, string>([...roles, ...resources, ...sets].map((x) => [x.id, x.name]));
  }, []);
  const nameOf = (id: string) => names.data?.get(id);

  return (
    <Trail
      load={({ kind, ...query }) => api.audit({ ...query, entity: kind })}
      kind={{
        label: t.audit.entity,
        any: t.audit.anyEntity,
        options: ENTITIES.map((e) => ({ value: e, label: t.audit.entityNames[e] ?? e })),
      }}
      label={t.screens.audit}
      rowAttributes={(entry) => ({ 'data-entity': entry.entity, 'data-action': entry.action })}
      columns={[
        textColumn<AuditEntry>('at', t.audit.at, (entry) => formatTime(entry.at, intl)),
        textColumn<AuditEntry>('actor', t.audit.actor, (entry) => entry.actor.name || entry.actor.sub),
        textColumn<AuditEntry>('action', t.audit.action, (entry) => entry.action),
        {
          key: 'what',
          header: t.audit.what,
          cell: (entry) => (
            <>
              {t.audit.entityNames[entry.entity] ?? entry.entity}: {nameOf(entry.entityId) ?? entry.entityId}
              <RawId id={entry.entityId} />
            </>
          ),
        },
        { key: 'details', header: t.audit.details, cell: (entry) => <Change entry={entry} nameOf={nameOf} /> },
      ]}
    />
  );
}

const OUTCOMES = ['ok', 'refused', 'failed', 'timeout', 'cancelled'];

/** Every statement the SAP SQL tool was asked to run: who, the text, how it ended, rows, time. */
function SqlToolTrail() {
  const { api, t, intl } = useEnv();
  return (
    <Trail
      load={({ actor, kind, ...query }) => api.sqlAudit({ ...query, user: actor, outcome: kind })}
      kind={{
        label: t.audit.outcome,
        any: t.audit.anyOutcome,
        options: OUTCOMES.map((o) => ({ value: o, label: t.audit.outcomes[o] ?? o })),
      }}
      label={t.audit.trails.sql}
      rowAttributes={(entry) => ({ 'data-outcome': entry.outcome })}
      columns={[
        textColumn<SqlEntry>('at', t.audit.at, (entry) => formatTime(entry.at, intl)),
        textColumn<SqlEntry>('actor', t.audit.actor, (entry) => entry.user.name || entry.user.sub),
        textColumn<SqlEntry>('statement', t.audit.statement, (entry) => entry.sqlText, 'p-mono'),
        textColumn<SqlEntry>(
          'outcome',
          t.audit.outcome,
          (entry) => `${t.audit.outcomes[entry.outcome] ?? entry.outcome}${entry.code ? ` (${entry.code})` : ''}`,
        ),
        textColumn<SqlEntry>(
          'rows',
          t.audit.rows,
          (entry) => `${entry.rowCount ?? '—'}${entry.truncated ? `, ${t.audit.truncated}` : ''}`,
        ),
        textColumn<SqlEntry>('duration', t.audit.duration, (entry) => String(entry.durationMs)),
      ]}
    />
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
