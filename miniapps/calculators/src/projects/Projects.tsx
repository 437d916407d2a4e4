import type { CalcProject, CalcProjectSummary } from '@portal/contracts/calc';
import { saveBlob } from '@portal/sdk';
import { Button, ConfirmDialog, DataTable, FormDialog, TextField, useLoad } from '@portal/ui';
import { type FormEvent, useId, useMemo, useState } from 'react';
import type { ExportFormat } from '../download';
import type { ScreenProps } from '../parts';
import type { Translate } from '../texts';
import { type ProjectsApi, projectsApi, withoutPosition } from './api';
import { isNameTaken, MAX_NAME, nameError, projectFailure, RECHNER_TEXT } from './words';

/**
 * The planner's projects (route `pm.calcProjects`): create, list, rename, delete, the positions of
 * one project (added from the calculators' "Add to project") and the whole project as one PDF,
 * XLSX or GAEB X81 file.
 */
export function Projects({ context, locale, t }: ScreenProps) {
  const api = useMemo(() => projectsApi(context.http.portal), [context]);
  const loaded = useLoad(() => api.list(), [api]);
  const [openId, setOpenId] = useState<string>();
  const [renaming, setRenaming] = useState<CalcProjectSummary>();
  const [removing, setRemoving] = useState<CalcProjectSummary>();
  const headingId = useId();
  const listId = useId();
  const date = (iso: string) =>
    new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short', timeZone: 'Europe/Berlin' }).format(
      new Date(iso),
    );
  const notifyFailure = (error: unknown) => context.notify({ kind: 'error', text: projectFailure(error, t) });
  const open = loaded.data?.find((p) => p.id === openId);

  return (
    <section className="calc-projects" aria-labelledby={headingId} data-testid="calc-projects">
      <h2 id={headingId}>{t('prjTitle')}</h2>
      <p>{t('prjIntro')}</p>
      <CreateForm
        t={t}
        send={async (name) => {
          const created = await api.create({ name, positionen: [] });
          context.notify({ kind: 'success', text: t('prjCreated', { name: created.name }) });
          loaded.reload();
          setOpenId(created.id);
        }}
        onOtherFailure={notifyFailure}
      />
      <h3 id={listId}>{t('prjList')}</h3>
      <DataTable
        label={t('prjList')}
        labelledBy={listId}
        rows={loaded.data}
        loading={loaded.loading}
        error={loaded.error}
        errorText={loaded.error === undefined ? undefined : `${t('prjLoadFailed')} ${projectFailure(loaded.error, t)}`}
        onRetry={loaded.reload}
        locale={locale}
        rowKey={(p) => p.id}
        rowAttributes={(p) => ({ 'data-project': p.name })}
        emptyText={t('prjEmpty')}
        initialSort={{ key: 'updated', direction: 'descending' }}
        columns={[
          { key: 'name', header: t('prjColName'), rowHeader: true, sortValue: (p) => p.name, cell: (p) => p.name },
          {
            key: 'positions',
            header: t('prjColPositions'),
            className: 'calc-num',
            sortValue: (p) => p.positionen,
            cell: (p) => p.positionen,
          },
          { key: 'updated', header: t('prjColUpdated'), sortValue: (p) => p.updatedAt, cell: (p) => date(p.updatedAt) },
          {
            key: 'actions',
            header: t('prjColActions'),
            cell: (p) => (
              <div className="calc-export__buttons">
                <Button aria-label={t('prjShowNamed', { name: p.name })} onClick={() => setOpenId(p.id)}>
                  {t('prjShow')}
                </Button>
                <Button aria-label={t('prjRenameNamed', { name: p.name })} onClick={() => setRenaming(p)}>
                  {t('prjRename')}
                </Button>
                <Button
                  variant="danger"
                  aria-label={t('prjDeleteNamed', { name: p.name })}
                  onClick={() => setRemoving(p)}
                >
                  {t('prjDelete')}
                </Button>
              </div>
            ),
          },
        ]}
      />
      {open && (
        <ProjectDetail
          key={`${open.id}-${open.updatedAt}`}
          api={api}
          summary={open}
          props={{ context, locale, t }}
          onChanged={loaded.reload}
        />
      )}
      {renaming && (
        <RenameDialog
          t={t}
          project={renaming}
          onClose={() => setRenaming(undefined)}
          send={async (name) => {
            const project = await api.get(renaming.id);
            const saved = await api.update(project, { name, positionen: project.positionen as never });
            context.notify({ kind: 'success', text: t('prjRenamed', { name: saved.name }) });
            setRenaming(undefined);
            loaded.reload();
          }}
          onOtherFailure={(error) => {
            notifyFailure(error);
            setRenaming(undefined);
            loaded.reload();
          }}
        />
      )}
      <ConfirmDialog
        open={removing !== undefined}
        title={t('prjDeleteTitle')}
        message={removing ? t('prjDeleteQuestion', { name: removing.name }) : ''}
        confirmLabel={t('prjDelete')}
        cancelLabel={t('prjCancel')}
        onCancel={() => setRemoving(undefined)}
        onConfirm={async () => {
          const project = removing;
          setRemoving(undefined);
          if (!project) return;
          try {
            await api.remove(project.id);
            context.notify({ kind: 'success', text: t('prjDeleted', { name: project.name }) });
            if (openId === project.id) setOpenId(undefined);
          } catch (error) {
            notifyFailure(error);
          }
          loaded.reload();
        }}
      />
    </section>
  );
}

/** A name form: checked before sending; a taken name is said at the field, any other failure goes on. */
function useNameForm(
  t: Translate,
  initial: string,
  send: (name: string) => Promise<void>,
  onOtherFailure: (error: unknown) => void,
) {
  const [name, setName] = useState(initial);
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const invalid = nameError(name, t);
    setError(invalid);
    if (invalid) return;
    setBusy(true);
    try {
      await send(name.trim());
      setName(initial);
    } catch (failure) {
      if (isNameTaken(failure)) setError(t('prjNameTaken'));
      else onOtherFailure(failure);
    } finally {
      setBusy(false);
    }
  };
  return { name, setName, error, busy, submit };
}

function CreateForm({
  t,
  send,
  onOtherFailure,
}: {
  t: Translate;
  send: (name: string) => Promise<void>;
  onOtherFailure: (error: unknown) => void;
}) {
  const headingId = useId();
  const form = useNameForm(t, '', send, onOtherFailure);
  return (
    <form className="calc-export" aria-labelledby={headingId} onSubmit={form.submit} noValidate>
      <h3 id={headingId}>{t('prjNew')}</h3>
      <TextField
        label={t('prjName')}
        value={form.name}
        maxLength={MAX_NAME + 20}
        error={form.error}
        autoComplete="off"
        onChange={(e) => form.setName(e.currentTarget.value)}
      />
      <div className="calc-export__buttons">
        <Button type="submit" variant="primary" icon="plus" disabled={form.busy}>
          {t('prjCreate')}
        </Button>
      </div>
    </form>
  );
}

function RenameDialog({
  t,
  project,
  onClose,
  send,
  onOtherFailure,
}: {
  t: Translate;
  project: CalcProjectSummary;
  onClose: () => void;
  send: (name: string) => Promise<void>;
  onOtherFailure: (error: unknown) => void;
}) {
  const formId = useId();
  const form = useNameForm(t, project.name, send, onOtherFailure);
  return (
    <FormDialog
      title={t('prjRenameTitle')}
      formId={formId}
      cancelLabel={t('prjCancel')}
      submitLabel={t('prjRename')}
      busy={form.busy}
      onClose={onClose}
    >
      <form id={formId} noValidate onSubmit={form.submit}>
        <TextField
          label={t('prjName')}
          value={form.name}
          error={form.error}
          autoComplete="off"
          onChange={(e) => form.setName(e.currentTarget.value)}
        />
      </form>
    </FormDialog>
  );
}

const FORMATS: ReadonlyArray<{ format: ExportFormat; label: string }> = [
  { format: 'pdf', label: 'PDF' },
  { format: 'xlsx', label: 'XLSX' },
  { format: 'gaeb', label: 'GAEB X81' },
];

/** One project: its positions (each removable) and the downloads of the whole project. */
function ProjectDetail({
  api,
  summary,
  props: { context, locale, t },
  onChanged,
}: {
  api: ProjectsApi;
  summary: CalcProjectSummary;
  props: ScreenProps;
  onChanged: () => void;
}) {
  const loaded = useLoad(() => api.get(summary.id), [api, summary.id]);
  const [status, setStatus] = useState('');
  const [busy, setBusy] = useState(false);
  const headingId = useId();
  const project = loaded.data;
  const failed = (error: unknown) => {
    const text = projectFailure(error, t);
    setStatus(text);
    context.notify({ kind: 'error', text });
  };
  const download = async (format: ExportFormat) => {
    setBusy(true);
    setStatus(t('prjExportBusy'));
    try {
      const file = await api.document(summary, format, locale);
      saveBlob(file.blob, file.name);
      setStatus(t('prjDownloaded', { name: file.name }));
    } catch (error) {
      failed(error);
    } finally {
      setBusy(false);
    }
  };
  const removePosition = async (p: CalcProject, index: number) => {
    const name = p.positionen[index]?.bezeichnung ?? '';
    try {
      await api.update(p, withoutPosition(p, index));
      context.notify({ kind: 'success', text: t('prjPositionRemoved', { name }) });
    } catch (error) {
      failed(error);
    }
    onChanged();
  };
  type Row = { index: number; bezeichnung: string; rechner: CalcProject['positionen'][number]['rechner'] };
  const rows: Row[] | undefined = project?.positionen.map((p, index) => ({
    index,
    bezeichnung: p.bezeichnung,
    rechner: p.rechner,
  }));
  const empty = project !== undefined && project.positionen.length === 0;
  return (
    <section className="calc-project" aria-labelledby={headingId} data-testid="calc-project">
      <h3 id={headingId}>{t('prjPositionsOf', { name: summary.name })}</h3>
      <DataTable
        label={t('prjPositionsOf', { name: summary.name })}
        labelledBy={headingId}
        rows={rows}
        loading={loaded.loading}
        error={loaded.error}
        errorText={loaded.error === undefined ? undefined : projectFailure(loaded.error, t)}
        onRetry={loaded.reload}
        locale={locale}
        rowKey={(r) => String(r.index)}
        emptyText={t('prjNoPositions')}
        columns={[
          { key: 'number', header: t('prjColNumber'), className: 'calc-num', cell: (r) => r.index + 1 },
          { key: 'name', header: t('prjColPosition'), rowHeader: true, cell: (r) => r.bezeichnung },
          { key: 'calculator', header: t('prjColCalculator'), cell: (r) => t(RECHNER_TEXT[r.rechner]) },
          {
            key: 'actions',
            header: t('prjColActions'),
            cell: (r) => (
              <Button
                variant="danger"
                aria-label={t('prjRemovePositionNamed', { name: r.bezeichnung })}
                onClick={() => project && void removePosition(project, r.index)}
              >
                {t('prjRemovePosition')}
              </Button>
            ),
          },
        ]}
      />
      <div className="calc-export">
        <h4>{t('prjExport')}</h4>
        {empty && <p>{t('prjExportEmpty')}</p>}
        <div className="calc-export__buttons">
          {FORMATS.map(({ format, label }) => (
            <Button
              key={format}
              icon="download"
              variant={format === 'pdf' ? 'primary' : 'secondary'}
              disabled={busy || !project || empty}
              onClick={() => void download(format)}
            >
              {t('prjExportAs', { format: label })}
            </Button>
          ))}
        </div>
        <p className="calc-export__status" role="status" aria-live="polite">
          {status}
        </p>
      </div>
    </section>
  );
}
