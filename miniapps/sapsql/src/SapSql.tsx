import type { SapSqlResult } from '@portal/contracts';
import { failureOf, type HttpClient } from '@portal/sdk';
import { Button, TableRegion, TextAreaField } from '@portal/ui';
import { type FormEvent, type KeyboardEvent, useCallback, useEffect, useRef, useState } from 'react';
import { type Count, explain, type Texts } from './texts';

/**
 * The statement and whether a run was under way, kept for this tab: a run answered with the
 * RFC 9470 challenge sends the browser to the second factor, and on return the screen shows the
 * same statement and runs it once more (T8), instead of an empty field.
 */
const DRAFT_KEY = 'portal.sapSql.draft';

interface Draft {
  readonly query: string;
  /** A run was sent and has not been answered yet (or was answered with a sign-in). */
  readonly pending: boolean;
}

function readDraft(): Draft {
  try {
    const stored = JSON.parse(sessionStorage.getItem(DRAFT_KEY) ?? 'null') as Partial<Draft> | null;
    return { query: typeof stored?.query === 'string' ? stored.query : '', pending: stored?.pending === true };
  } catch {
    return { query: '', pending: false };
  }
}

function writeDraft(draft: Draft): void {
  try {
    sessionStorage.setItem(DRAFT_KEY, JSON.stringify(draft));
  } catch {
    // Storage full or off: the screen works without it.
  }
}

type Run =
  | { readonly kind: 'idle' }
  | { readonly kind: 'running' }
  | { readonly kind: 'done'; readonly result: SapSqlResult }
  | { readonly kind: 'failed'; readonly code: string | undefined; readonly detail: string | undefined }
  | { readonly kind: 'cancelled' };

/** The SAP SQL screen (route SAPSQL): a statement, its run, and the result table (docs/sapsql.md). */
export function SapSql({ http, t, count }: { http: HttpClient; t: Texts; count: Count }) {
  const [query, setQuery] = useState(() => readDraft().query);
  const [run, setRun] = useState<Run>({ kind: 'idle' });
  const running = useRef<AbortController | undefined>(undefined);

  const execute = useCallback(
    async (statement: string) => {
      if (running.current) return;
      const controller = new AbortController();
      running.current = controller;
      writeDraft({ query: statement, pending: true });
      setRun({ kind: 'running' });
      try {
        const result = await http.post<SapSqlResult>(
          '/api/SapSql',
          { query: statement },
          { signal: controller.signal },
        );
        setRun({ kind: 'done', result });
        writeDraft({ query: statement, pending: false });
      } catch (error) {
        if (controller.signal.aborted) {
          setRun({ kind: 'cancelled' });
          writeDraft({ query: statement, pending: false });
        } else {
          const failure = failureOf(error);
          const code = failure?.code;
          setRun({ kind: 'failed', code, detail: code === 'sql_failed' ? failure?.detail : undefined });
          // A 401 sends the browser to sign in again (at the level demanded): the run is repeated on return.
          if (failure?.status !== 401) writeDraft({ query: statement, pending: false });
        }
      } finally {
        running.current = undefined;
      }
    },
    [http],
  );

  // Back from the second factor: run once more what was asked for (T8); only once.
  useEffect(() => {
    const draft = readDraft();
    if (draft.pending && draft.query.trim()) {
      writeDraft({ query: draft.query, pending: false });
      void execute(draft.query);
    }
  }, [execute]);

  useEffect(() => () => running.current?.abort(), []);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (query.trim()) void execute(query);
    else setRun({ kind: 'failed', code: 'validation_failed', detail: undefined });
  };
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) {
      event.preventDefault();
      event.currentTarget.form?.requestSubmit();
    }
  };

  return (
    <div className="sq">
      <h2>{t.title}</h2>
      <p className="sq-muted">{t.intro}</p>
      <form onSubmit={submit}>
        <TextAreaField
          label={t.statement}
          hint={t.statementHint}
          className="sq-sql"
          value={query}
          rows={8}
          spellCheck={false}
          autoCapitalize="off"
          autoCorrect="off"
          onChange={(event) => {
            setQuery(event.target.value);
            writeDraft({ query: event.target.value, pending: false });
          }}
          onKeyDown={onKeyDown}
        />
        <div className="sq-actions">
          <Button type="submit" variant="primary" icon="search" disabled={run.kind === 'running'}>
            {t.run}
          </Button>
          {run.kind === 'running' && (
            <Button icon="x" onClick={() => running.current?.abort()}>
              {t.cancel}
            </Button>
          )}
        </div>
      </form>
      <div role="status" aria-live="polite" className="sq-summary">
        {run.kind === 'running' && <span>{t.running}</span>}
        {run.kind === 'cancelled' && <span>{t.cancelled}</span>}
        {run.kind === 'done' && (
          <>
            <span>{run.result.rowCount === 0 ? t.noRows : t.rows(run.result.rowCount, count)}</span>
            <span>{t.duration(run.result.duration, count)}</span>
          </>
        )}
      </div>
      {run.kind === 'done' && run.result.truncated && (
        <p className="sq-notice">{t.truncated(run.result.maxRows, Math.round(run.result.maxBytes / 1024), count)}</p>
      )}
      {run.kind === 'failed' && (
        <div className="sq-error" role="alert">
          <p>{explain(t, run.code)}</p>
          {run.detail && (
            <>
              <p>{t.databaseSays}:</p>
              <pre>{run.detail}</pre>
            </>
          )}
        </div>
      )}
      {run.kind === 'done' && run.result.columns.length > 0 && <ResultTable result={run.result} label={t.result} />}
    </div>
  );
}

function ResultTable({ result, label }: { result: SapSqlResult; label: string }) {
  return (
    <TableRegion label={label}>
      <table>
        <thead>
          <tr>
            {result.columns.map((column) => (
              <th scope="col" key={column.name}>
                {column.name}
                <small>{column.type}</small>
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {result.items.map((item, row) => (
            // Rows have no identity of their own: their place in the result is their key.
            // biome-ignore lint/suspicious/noArrayIndexKey: see above
            <tr key={row}>
              {result.columns.map((column) => {
                const value = item[column.name];
                return (
                  <td key={column.name}>
                    {value === null || value === undefined ? <span className="sq-null">NULL</span> : value}
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </TableRegion>
  );
}
