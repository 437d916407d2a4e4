import { Button, CheckboxField, type Column, TextField } from '@portal/ui';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import type { Query } from './api';
import { CloseButton, Facts, FoundStatus, ResultTable, SearchButton, useLoad } from './common';
import { useEnv } from './env';

/** One text field of a search form: its API parameter and label. */
export interface SearchField {
  readonly name: string;
  readonly label: string;
  readonly numeric?: boolean;
}

/**
 * A search screen on the ERP's search APIs (customers, materials): the form with its text fields
 * and "similar spellings" (`Fuzzy`), the hits in the kit's table best score first, and one hit's
 * details. The screens differ only in their fields, columns and facts.
 */
export function SearchScreen<T>({
  title,
  intro,
  fields,
  search,
  columns,
  rowKey,
  rowLabel,
  facts,
}: {
  title: string;
  intro: string;
  fields: readonly SearchField[];
  search: (query: Query) => Promise<T[]>;
  columns: readonly Column<T>[];
  rowKey: (row: T) => string;
  /** The hit's name, for its open button and its details' heading. */
  rowLabel: (row: T) => string;
  facts: (row: T) => ReadonlyArray<readonly [label: string, value: string]>;
}) {
  const { t } = useEnv();
  const [form, setForm] = useState<Record<string, string>>({});
  const [fuzzy, setFuzzy] = useState(true);
  const [asked, setAsked] = useState<Query>();
  const [open, setOpen] = useState<T>();
  const empty = fields.every((f) => !form[f.name]?.trim());
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (empty) return;
    setOpen(undefined);
    setAsked({
      ...Object.fromEntries(fields.map((f) => [f.name, form[f.name]?.trim()])),
      Fuzzy: fuzzy ? 'true' : undefined,
      Top: '100',
    });
  };
  return (
    <div className="sa">
      <h2>{title}</h2>
      <p className="sa-muted">{intro}</p>
      <form className="sa-form" onSubmit={submit} aria-label={title}>
        {fields.map((f) => (
          <TextField
            key={f.name}
            label={f.label}
            autoComplete="off"
            inputMode={f.numeric ? 'numeric' : undefined}
            value={form[f.name] ?? ''}
            onChange={(e) => setForm((old) => ({ ...old, [f.name]: e.target.value }))}
          />
        ))}
        <CheckboxField label={t.similar} checked={fuzzy} onChange={(e) => setFuzzy(e.target.checked)} />
        <SearchButton disabled={empty} />
      </form>
      {asked && (
        <Hits query={asked} search={search} columns={columns} rowKey={rowKey} rowLabel={rowLabel} onOpen={setOpen} />
      )}
      {open && <Details title={rowLabel(open)} facts={facts(open)} onClose={() => setOpen(undefined)} />}
    </div>
  );
}

function Hits<T>({
  query,
  search,
  columns,
  rowKey,
  rowLabel,
  onOpen,
}: {
  query: Query;
  search: (query: Query) => Promise<T[]>;
  columns: readonly Column<T>[];
  rowKey: (row: T) => string;
  rowLabel: (row: T) => string;
  onOpen: (row: T) => void;
}) {
  const { t } = useEnv();
  const loaded = useLoad(() => search(query), [search, query]);
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="sa">
      <h3 id={headingId}>{t.hits}</h3>
      {loaded.data && loaded.data.length > 0 && <FoundStatus>{t.hitsFound(loaded.data.length)}</FoundStatus>}
      <ResultTable
        label={t.hits}
        labelledBy={headingId}
        loaded={loaded}
        rows={loaded.data}
        rowKey={rowKey}
        mark="hit"
        emptyText={t.noHits}
        columns={[
          ...columns,
          {
            key: 'open',
            header: t.details,
            cell: (row) => (
              <Button onClick={() => onOpen(row)}>
                {t.open}
                <span className="p-visually-hidden">: {rowLabel(row)}</span>
              </Button>
            ),
          },
        ]}
      />
    </section>
  );
}

function Details({
  title,
  facts,
  onClose,
}: {
  title: string;
  facts: ReadonlyArray<readonly [string, string]>;
  onClose: () => void;
}) {
  const { t } = useEnv();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const headingId = useId();
  useEffect(() => headingRef.current?.focus(), []);
  return (
    <section className="sa-detail" aria-labelledby={headingId}>
      <h3 id={headingId} ref={headingRef} tabIndex={-1}>
        {title}
      </h3>
      <Facts facts={facts} />
      <CloseButton onClose={onClose} />
    </section>
  );
}
