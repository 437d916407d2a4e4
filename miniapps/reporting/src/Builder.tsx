import {
  inLanguage,
  type LocalizedText,
  namedCell,
  type ReportAggregate,
  type ReportDataset,
  type ReportDatasetSummary,
  type ReportingQuery,
  type ReportRequest,
  type ReportResult,
  type ReportResultColumn,
  UI,
} from '@portal/contracts';
import { failureMessage } from '@portal/sdk';
import { Button, type Column, ConfirmDialog, DataTable, IconButton, Select, Spinner, TextField } from '@portal/ui';
import { type FormEvent, useCallback, useEffect, useMemo, useState } from 'react';
import { ChartPanel } from './ChartPanel';
import { DashboardPanel } from './DashboardPanel';
import {
  aggregateOf,
  type BuilderState,
  changeGroup,
  definitionOf,
  emptyGroup,
  type FilterGroup,
  type FilterRow,
  filterNumbers,
  initialState,
  listValues,
  mayNest,
  nextFilterId,
  removeFilterNode,
  sameDefinition,
  stateOf,
  ungroupedColumns,
  VALUELESS,
} from './definition';
import { useEnv } from './env';
import { ShareDialog } from './ShareDialog';
import { SubscribePanel } from './SubscribePanel';
import type { Texts } from './texts';

/**
 * The text a person reads for a refused or failed call, chosen by the problem's stable code (the
 * server's `detail` is English, for logs, and is not shown).
 */
export function failureText(t: Texts, error: unknown): string {
  const other = t.errors.other;
  const words = { offline: other, rateLimited: other, unavailable: other, unknown: () => other };
  return failureMessage(
    error,
    { ...words, forbidden: t.errors.forbidden, notFound: t.errors.notFound },
    ({ code, status }) => {
      if (code === 'validation_failed' || status === 400) return t.errors.validation;
      if (code === 'conflict' || status === 409) return t.errors.conflict;
      if (code === 'precondition_failed' || status === 412) return t.errors.stale;
      return code === 'report_timeout' ? t.errors.timeout : undefined;
    },
  );
}

/** The condition (by id) whose value a person has to correct, and what to tell them. */
interface ValueProblemShown {
  readonly filter: number;
  readonly text: string;
}

interface Loaded {
  readonly query: ReportingQuery;
  readonly etag: string;
}

/** The report builder: dataset, columns, filters, grouping, sort; run, page, save, load, share, export. */
export function Builder() {
  const { api, t, locale, context, intl } = useEnv();
  const [datasets, setDatasets] = useState<ReportDatasetSummary[] | undefined>();
  const [dataset, setDataset] = useState<ReportDataset | undefined>();
  const [state, setState] = useState<BuilderState | undefined>();
  const [queries, setQueries] = useState<ReportingQuery[]>([]);
  const [chosenQuery, setChosenQuery] = useState('');
  const [loaded, setLoaded] = useState<Loaded | undefined>();
  const [name, setName] = useState('');
  const [result, setResult] = useState<ReportResult | undefined>();
  const [page, setPage] = useState(1);
  const [busy, setBusy] = useState<string | undefined>();
  const [error, setError] = useState<string | undefined>();
  const [valueProblem, setValueProblem] = useState<ValueProblemShown | undefined>();
  const [confirmDelete, setConfirmDelete] = useState(false);
  const [sharing, setSharing] = useState(false);
  const [loadFailed, setLoadFailed] = useState(false);
  const [dashboardVersion, setDashboardVersion] = useState(0);
  const mayShare = context.permissions.has(UI.shareOptionReporting.id);
  const label = useCallback((text: LocalizedText) => inLanguage(text, locale), [locale]);

  const refreshQueries = useCallback(async () => setQueries(await api.queries()), [api]);
  const start = useCallback(async () => {
    setLoadFailed(false);
    try {
      const [found] = await Promise.all([api.datasets(), refreshQueries()]);
      setDatasets(found);
    } catch {
      setLoadFailed(true);
    }
  }, [api, refreshQueries]);
  useEffect(() => {
    void start();
  }, [start]);

  async function chooseDataset(id: string, next?: BuilderState) {
    setResult(undefined);
    setError(undefined);
    if (!id) {
      setDataset(undefined);
      setState(undefined);
      return;
    }
    const meta = await api.dataset(id);
    setDataset(meta);
    setState(next ?? initialState(meta));
  }

  const update = (change: Partial<BuilderState>) => setState((s) => (s ? { ...s, ...change } : s));
  const columnLabel = (key: string) => {
    const c = dataset?.columns.find((x) => x.key === key);
    return c ? label(c.label) : key;
  };
  const resultLabel = (key: string, aggregate?: ReportAggregate) =>
    aggregate ? `${t.aggregates[aggregate]} ${columnLabel(key)}` : columnLabel(key);

  /** The definition to send, or undefined after telling the person what to correct. */
  function currentDefinition() {
    if (!state || !dataset) return undefined;
    const built = definitionOf(state, dataset, intl);
    if ('problem' in built) {
      const { filter, kind } = built.problem;
      setValueProblem({ filter, text: t.errors[kind] });
      return undefined;
    }
    setValueProblem(undefined);
    return built.definition;
  }

  /** A saved query unchanged since it was loaded runs by id (its export carries its name). */
  function requestFor(definition: NonNullable<ReturnType<typeof currentDefinition>>): ReportRequest {
    if (loaded && sameDefinition(loaded.query.data, definition)) {
      return { reportingQueryId: loaded.query.reportingQueryId };
    }
    return { query: definition };
  }

  async function run(toPage = 1) {
    const definition = currentDefinition();
    if (!definition) return;
    setBusy('run');
    setError(undefined);
    try {
      const limit = definition.limit ?? 100;
      setResult(await api.run({ ...requestFor(definition), limit, offset: (toPage - 1) * limit }));
      setPage(toPage);
    } catch (e) {
      setError(failureText(t, e));
    } finally {
      setBusy(undefined);
    }
  }

  async function download(format: 'xlsx' | 'csv') {
    const definition = currentDefinition();
    if (!definition) return;
    setBusy(format);
    setError(undefined);
    try {
      const file = await api.download(requestFor(definition), format, locale, context.country);
      context.notify({ kind: 'success', text: t.downloaded(file) });
    } catch (e) {
      setError(failureText(t, e));
    } finally {
      setBusy(undefined);
    }
  }

  async function save(event: FormEvent, asNew = false) {
    event.preventDefault();
    const definition = currentDefinition();
    if (!definition || !name.trim()) return;
    setBusy('save');
    setError(undefined);
    try {
      const input = { name: name.trim(), data: definition };
      const saved =
        loaded?.query.isOwner && !asNew
          ? await api.update(loaded.query.reportingQueryId, input, loaded.etag)
          : await api.create(input);
      setLoaded({ query: saved.value, etag: saved.etag });
      setChosenQuery(saved.value.reportingQueryId);
      context.notify({ kind: 'success', text: t.saved(saved.value.name) });
      await refreshQueries();
    } catch (e) {
      setError(failureText(t, e));
    } finally {
      setBusy(undefined);
    }
  }

  async function load() {
    if (!chosenQuery) return;
    setBusy('load');
    setError(undefined);
    try {
      const { value, etag } = await api.query(chosenQuery);
      setLoaded({ query: value, etag });
      setName(value.name);
      await chooseDataset(value.data.source, stateOf(value.data, intl));
    } catch (e) {
      setError(failureText(t, e));
    } finally {
      setBusy(undefined);
    }
  }

  async function remove() {
    setConfirmDelete(false);
    if (!loaded) return;
    setBusy('delete');
    try {
      await api.remove(loaded.query.reportingQueryId, loaded.etag);
      context.notify({ kind: 'success', text: t.deleted(loaded.query.name) });
      setLoaded(undefined);
      setChosenQuery('');
      setName('');
      await refreshQueries();
    } catch (e) {
      setError(failureText(t, e));
    } finally {
      setBusy(undefined);
    }
  }

  const ungrouped = useMemo(() => (state ? new Set(ungroupedColumns(state)) : new Set<number>()), [state]);

  if (loadFailed) {
    return (
      <div className="rp">
        <h2>{t.title}</h2>
        <p className="rp-error">{t.loadFailed}</p>
        <Button onClick={() => void start()}>{t.retry}</Button>
      </div>
    );
  }
  if (!datasets) return <Spinner label={t.loading} />;

  const queryOptions = [
    { value: '', label: queries.length === 0 ? t.noSavedQueries : '—' },
    ...queries.map((q) => ({
      value: q.reportingQueryId,
      label: q.isOwner ? q.name : `${q.name} (${t.sharedBy(q.creatorName)})`,
    })),
  ];
  const chosen = queries.find((q) => q.reportingQueryId === chosenQuery);
  const filterable = dataset?.columns.filter((c) => c.filter && c.comparers.length > 0) ?? [];
  const groupable = dataset?.columns.filter((c) => c.group) ?? [];
  const resultColumns = state?.columns.map((c) => ({
    id: c.aggregate ? `${c.aggregate}:${c.key}` : c.key,
    label: resultLabel(c.key, c.aggregate),
  }));

  return (
    <div className="rp">
      <h2>{t.title}</h2>
      <p className="rp-muted">{t.intro}</p>

      <div className="rp-row">
        <Select
          label={t.savedQueries}
          value={chosenQuery}
          options={queryOptions}
          onChange={(e) => setChosenQuery(e.target.value)}
        />
        <Button icon="folder-open" disabled={!chosenQuery || busy !== undefined} onClick={() => void load()}>
          {t.load}
        </Button>
        {loaded?.query.isOwner && chosen?.reportingQueryId === loaded.query.reportingQueryId && (
          <Button variant="danger" icon="trash-2" disabled={busy !== undefined} onClick={() => setConfirmDelete(true)}>
            {t.remove}
          </Button>
        )}
      </div>
      {loaded && !loaded.query.isOwner && <p className="rp-muted">{t.sharedQueryReadOnly}</p>}

      <div className="rp-row">
        <Select
          label={t.dataset}
          value={dataset?.queryId ?? ''}
          options={[
            { value: '', label: t.chooseDataset },
            ...datasets.map((d) => ({ value: d.queryId, label: label(d.label) })),
          ]}
          onChange={(e) => {
            setLoaded(undefined);
            void chooseDataset(e.target.value);
          }}
        />
      </div>
      {dataset && <p className="rp-muted">{label(dataset.description)}</p>}

      {dataset && state && (
        <>
          <fieldset>
            <legend>{t.columns}</legend>
            {state.columns.map((c, i) => {
              const meta = dataset.columns.find((x) => x.key === c.key);
              return (
                // biome-ignore lint/suspicious/noArrayIndexKey: a column's place is its identity (one key may appear twice, with two calculations)
                <div className="rp-row" key={`${i}-${c.key}`}>
                  <Select
                    label={`${t.column} ${i + 1}`}
                    value={c.key}
                    options={dataset.columns
                      .filter((x) => x.show)
                      .map((x) => ({ value: x.key, label: label(x.label) }))}
                    error={ungrouped.has(i) ? t.errors.groupOrAggregate : undefined}
                    onChange={(e) =>
                      update({
                        columns: state.columns.map((x, j) => (j === i ? { key: e.target.value } : x)),
                      })
                    }
                  />
                  <Select
                    label={`${t.aggregate} ${i + 1}`}
                    value={c.aggregate ?? ''}
                    options={[
                      { value: '', label: t.noAggregate },
                      ...(meta?.aggregates ?? []).map((a) => ({ value: a, label: t.aggregates[a] })),
                    ]}
                    onChange={(e) => {
                      const aggregate = aggregateOf(e.target.value);
                      update({
                        columns: state.columns.map((x, j) =>
                          j === i ? { key: x.key, ...(aggregate ? { aggregate } : {}) } : x,
                        ),
                      });
                    }}
                  />
                  <IconButton
                    icon="x"
                    label={t.removeColumn(columnLabel(c.key))}
                    disabled={state.columns.length === 1}
                    onClick={() => update({ columns: state.columns.filter((_, j) => j !== i) })}
                  />
                </div>
              );
            })}
            <div>
              <Button
                icon="plus"
                onClick={() =>
                  update({ columns: [...state.columns, { key: dataset.columns.find((c) => c.show)!.key }] })
                }
              >
                {t.addColumn}
              </Button>
            </div>
          </fieldset>

          <fieldset>
            <legend>{t.groupBy}</legend>
            <div className="rp-checks">
              {groupable.map((c) => (
                <label key={c.key} className="p-field p-field--check">
                  <input
                    type="checkbox"
                    checked={state.grouping.includes(c.key)}
                    onChange={(e) =>
                      update({
                        grouping: e.target.checked
                          ? [...state.grouping, c.key]
                          : state.grouping.filter((g) => g !== c.key),
                      })
                    }
                  />
                  <span>{label(c.label)}</span>
                </label>
              ))}
            </div>
          </fieldset>

          <fieldset>
            <legend>{t.filters}</legend>
            <FilterGroupEditor
              root={state.filter}
              group={state.filter}
              dataset={dataset}
              columns={filterable}
              problem={valueProblem}
              onChange={(filter) => update({ filter })}
            />
          </fieldset>

          <div className="rp-row">
            <Select
              label={t.sort}
              value={state.sort?.id ?? ''}
              options={[
                { value: '', label: t.noSort },
                ...(resultColumns ?? []).map((c) => ({ value: c.id, label: c.label })),
              ]}
              onChange={(e) =>
                update({
                  sort: e.target.value ? { id: e.target.value, ascending: state.sort?.ascending ?? true } : undefined,
                })
              }
            />
            <Select
              label={t.direction}
              value={state.sort?.ascending === false ? 'desc' : 'asc'}
              disabled={!state.sort}
              options={[
                { value: 'asc', label: t.ascending },
                { value: 'desc', label: t.descending },
              ]}
              onChange={(e) => state.sort && update({ sort: { ...state.sort, ascending: e.target.value === 'asc' } })}
            />
            <Select
              label={t.rowsPerPage}
              value={String(state.limit)}
              options={[25, 100, 500, 1000].map((n) => ({ value: String(n), label: String(n) }))}
              onChange={(e) => update({ limit: Number(e.target.value) })}
            />
          </div>

          <div className="rp-actions">
            <Button variant="primary" icon="chart-column" disabled={busy !== undefined} onClick={() => void run(1)}>
              {t.run}
            </Button>
            <Button icon="download" disabled={busy !== undefined} onClick={() => void download('xlsx')}>
              {t.exportXlsx}
            </Button>
            <Button icon="download" disabled={busy !== undefined} onClick={() => void download('csv')}>
              {t.exportCsv}
            </Button>
          </div>

          <form className="rp-row" onSubmit={(e) => void save(e)}>
            <TextField label={t.name} value={name} required maxLength={200} onChange={(e) => setName(e.target.value)} />
            <Button variant="primary" type="submit" icon="check" disabled={busy !== undefined || !name.trim()}>
              {t.save}
            </Button>
            {loaded?.query.isOwner && (
              <Button disabled={busy !== undefined || !name.trim()} onClick={(e) => void save(e, true)}>
                {t.saveAsNew}
              </Button>
            )}
            {mayShare && loaded?.query.isOwner && (
              <Button icon="users" disabled={busy !== undefined} onClick={() => setSharing(true)}>
                {t.share}
              </Button>
            )}
          </form>
        </>
      )}

      {error && (
        <p className="rp-error" role="alert">
          {error}
        </p>
      )}
      {busy === 'run' && <Spinner label={t.loading} />}
      {result && dataset && <ResultTable result={result} dataset={dataset} page={page} onPage={(p) => void run(p)} />}
      {loaded && result && (
        <ChartPanel
          key={loaded.query.reportingQueryId}
          query={loaded.query}
          result={result}
          onAdded={() => setDashboardVersion((v) => v + 1)}
        />
      )}
      {loaded && <SubscribePanel key={`s-${loaded.query.reportingQueryId}`} query={loaded.query} />}
      <DashboardPanel version={dashboardVersion} />

      <ConfirmDialog
        open={confirmDelete}
        title={t.remove}
        message={t.confirmDelete(loaded?.query.name ?? '')}
        confirmLabel={t.remove}
        cancelLabel={t.cancel}
        onConfirm={() => void remove()}
        onCancel={() => setConfirmDelete(false)}
      />
      {sharing && loaded && <ShareDialog query={loaded.query} onClose={() => setSharing(false)} />}
    </div>
  );
}

/**
 * A group of conditions joined by AND or OR, with its nested groups (spec: custom report builder).
 * Labels number conditions and groups across the whole tree, so each field is named once.
 */
function FilterGroupEditor({
  root,
  group,
  dataset,
  columns,
  problem,
  onChange,
}: {
  root: FilterGroup;
  group: FilterGroup;
  dataset: ReportDataset;
  columns: ReportDataset['columns'];
  problem: ValueProblemShown | undefined;
  onChange: (root: FilterGroup) => void;
}) {
  const { t } = useEnv();
  const numbers = filterNumbers(root);
  const isRoot = group.id === root.id;
  const n = numbers.groups.get(group.id) ?? 0;
  const change = (next: (g: FilterGroup) => FilterGroup) => onChange(changeGroup(root, group.id, next));
  const addCondition = () =>
    change((g) => ({
      ...g,
      rows: [
        ...g.rows,
        { id: nextFilterId(root), key: columns[0]!.key, comparer: columns[0]!.comparers[0]!, value: '' },
      ],
    }));
  const addGroup = () => change((g) => ({ ...g, groups: [...g.groups, emptyGroup(nextFilterId(root))] }));
  const content = (
    <>
      {group.rows.length + group.groups.length === 0 ? (
        <p className="rp-muted">{isRoot ? t.noFilters : t.emptyGroup}</p>
      ) : (
        <div className="rp-row">
          <Select
            label={isRoot ? t.combine : `${t.combine} ${t.group(n)}`}
            value={group.combine}
            options={[
              { value: 'and', label: t.allConditions },
              { value: 'or', label: t.anyCondition },
            ]}
            onChange={(e) => change((g) => ({ ...g, combine: e.target.value === 'or' ? 'or' : 'and' }))}
          />
        </div>
      )}
      {group.rows.map((row) => (
        <FilterEditor
          key={row.id}
          row={row}
          n={numbers.rows.get(row.id)!}
          dataset={dataset}
          columns={columns}
          error={problem?.filter === row.id ? problem.text : undefined}
          onChange={(next) => change((g) => ({ ...g, rows: g.rows.map((x) => (x.id === row.id ? next : x)) }))}
          onRemove={() => onChange(removeFilterNode(root, row.id))}
        />
      ))}
      {group.groups.map((child) => (
        <FilterGroupEditor
          key={child.id}
          root={root}
          group={child}
          dataset={dataset}
          columns={columns}
          problem={problem}
          onChange={onChange}
        />
      ))}
      <div className="rp-row">
        <Button icon="plus" disabled={columns.length === 0} onClick={addCondition}>
          {isRoot ? t.addFilter : t.addFilterTo(n)}
        </Button>
        {mayNest(root, group.id) && (
          <Button icon="plus" variant="ghost" onClick={addGroup}>
            {isRoot ? t.addGroup : t.addGroupTo(n)}
          </Button>
        )}
        {!isRoot && (
          <IconButton icon="x" label={t.removeGroup(n)} onClick={() => onChange(removeFilterNode(root, group.id))} />
        )}
      </div>
    </>
  );
  if (isRoot) return content;
  return (
    <fieldset className="rp-group" data-group={n}>
      <legend>{t.group(n)}</legend>
      {content}
    </fieldset>
  );
}

function FilterEditor({
  row,
  n,
  dataset,
  columns,
  error,
  onChange,
  onRemove,
}: {
  row: FilterRow;
  n: number;
  dataset: ReportDataset;
  columns: ReportDataset['columns'];
  error: string | undefined;
  onChange: (row: FilterRow) => void;
  onRemove: () => void;
}) {
  const { t, locale } = useEnv();
  const column = dataset.columns.find((c) => c.key === row.key);
  const type = column?.type ?? 'text';
  const names = column?.values?.map((v) => ({ value: v.value, label: inLanguage(v.label, locale) }));
  return (
    <div className="rp-row" data-filter={n}>
      <Select
        label={`${t.field} ${n}`}
        value={row.key}
        options={columns.map((c) => ({ value: c.key, label: inLanguage(c.label, locale) }))}
        onChange={(e) => {
          const next = dataset.columns.find((c) => c.key === e.target.value)!;
          onChange({
            ...row,
            key: next.key,
            comparer: next.comparers.includes(row.comparer) ? row.comparer : next.comparers[0]!,
            value: '',
          });
        }}
      />
      <Select
        label={`${t.comparer} ${n}`}
        value={row.comparer}
        options={(column?.comparers ?? []).map((c) => ({ value: c, label: t.comparers[c] }))}
        onChange={(e) => {
          const comparer = e.target.value as FilterRow['comparer'];
          // Several codes do not fit "equals": the choice starts again.
          const several = column?.values && comparer !== 'in' && listValues(row.value).length > 1;
          onChange({ ...row, comparer, value: several ? '' : row.value });
        }}
      />
      {!VALUELESS.includes(row.comparer) &&
        (names ? (
          // A column of codes is filtered by name: the names are shown, the codes are sent.
          <Select
            label={`${t.value} ${n}`}
            error={error}
            {...(row.comparer === 'in'
              ? {
                  multiple: true,
                  value: listValues(row.value),
                  options: names,
                  onChange: (e) =>
                    onChange({ ...row, value: [...e.target.selectedOptions].map((o) => o.value).join('; ') }),
                }
              : {
                  value: row.value,
                  options: [{ value: '', label: '—' }, ...names],
                  onChange: (e) => onChange({ ...row, value: e.target.value }),
                })}
          />
        ) : type === 'boolean' ? (
          <Select
            label={`${t.value} ${n}`}
            value={row.value || 'true'}
            options={[
              { value: 'true', label: t.yes },
              { value: 'false', label: t.no },
            ]}
            onChange={(e) => onChange({ ...row, value: e.target.value })}
          />
        ) : (
          <TextField
            label={`${t.value} ${n}`}
            value={row.value}
            error={error}
            hint={row.comparer === 'in' ? t.listHint : undefined}
            type={
              row.comparer === 'in'
                ? 'text'
                : type === 'date'
                  ? 'date'
                  : type === 'timestamp'
                    ? 'datetime-local'
                    : 'text'
            }
            inputMode={type === 'integer' || type === 'number' ? 'decimal' : undefined}
            onChange={(e) => onChange({ ...row, value: e.target.value })}
          />
        ))}
      <IconButton icon="x" label={t.removeFilter(n)} onClick={onRemove} />
    </div>
  );
}

function ResultTable({
  result,
  dataset,
  page,
  onPage,
}: {
  result: ReportResult;
  dataset: ReportDataset;
  page: number;
  onPage: (page: number) => void;
}) {
  const { t, locale, intl } = useEnv();
  const valuesOf = (key: string) => dataset.columns.find((c) => c.key === key)?.values;
  const pageSize = result.query.limit ?? 100;
  const total = result.count ?? result.data.length;
  const format = (value: string | number | boolean | null, column: ReportResultColumn) => {
    if (value === null) return '';
    if (typeof value === 'boolean') return value ? t.yes : t.no;
    if (typeof value === 'number') {
      // Decimals (prices, averages) with two places, so a column of them lines up.
      const digits = column.type === 'integer' ? 0 : 2;
      return value.toLocaleString(intl, {
        minimumFractionDigits: digits,
        maximumFractionDigits: digits,
        useGrouping: !column.noThousandsSeparator,
      });
    }
    if (column.type === 'timestamp') return new Date(value).toLocaleString(intl);
    return value;
  };
  return (
    <section className="rp" aria-labelledby="rp-result">
      <h3 id="rp-result">{t.result}</h3>
      <p aria-live="polite" data-testid="row-count">
        {t.rowCount(total, total.toLocaleString(intl))}
      </p>
      <DataTable
        label={t.result}
        labelledBy="rp-result"
        locale={locale}
        rows={result.data.map((row, i) => ({ i, row }))}
        // Rows of a report have no identity of their own: their place on the page is their key.
        rowKey={({ i }) => String(i)}
        emptyText={t.noRows}
        paging={total > pageSize ? { page, pageSize, total, onPage } : undefined}
        texts={{ previous: t.previous, next: t.next, pageStatus: t.page }}
        columns={result.columns.map(
          (c): Column<{ i: number; row: (typeof result.data)[number] }> => ({
            key: c.id,
            header: c.aggregate
              ? `${t.aggregates[c.aggregate]} ${inLanguage(c.label, locale)}`
              : inLanguage(c.label, locale),
            className: c.type === 'number' || c.type === 'integer' ? 'rp-num' : undefined,
            cell: ({ row }) => format(namedCell(row[c.id] ?? null, valuesOf(c.key), c.aggregate, locale), c),
          }),
        )}
      />
    </section>
  );
}
