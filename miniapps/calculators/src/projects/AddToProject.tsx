import { MAX_PROJECT_POSITIONS } from '@portal/contracts/calc';
import { failureOf } from '@portal/sdk';
import { Button, Select, TextField, useLoad } from '@portal/ui';
import { type FormEvent, useId, useMemo, useRef, useState } from 'react';
import type { ExportKind } from '../download';
import type { ScreenProps } from '../parts';
import { ProjectFullError, projectsApi, RECHNER_BY_KIND } from './api';
import { isNameTaken, MAX_NAME, nameError, projectFailure, RECHNER_TEXT } from './words';

/** The select's value for "a new project". */
const NEW = '';

/**
 * "Add to project" under a calculator's results: the current input becomes a position of one of
 * the planner's projects (or of a new one) under the name typed. Shown only for the calculators a
 * project holds, and only to someone who may keep projects (the list answers).
 */
export function AddToProject({ context, locale, t, kind, input }: ScreenProps & { kind: ExportKind; input: unknown }) {
  const rechner = RECHNER_BY_KIND[kind];
  const api = useMemo(() => projectsApi(context.http.portal), [context]);
  const projects = useLoad(rechner ? () => api.list() : undefined, [api, rechner]);
  const [choice, setChoice] = useState<string>();
  const [newName, setNewName] = useState('');
  const [label, setLabel] = useState('');
  const [errors, setErrors] = useState<{ newName?: string | undefined; label?: string | undefined }>({});
  const [busy, setBusy] = useState(false);
  const [status, setStatus] = useState('');
  const headingId = useId();
  const current = useRef(input);
  current.current = input;
  if (!rechner) return null;
  // Someone without the projects' resource sees no projects part at all.
  if (projects.error !== undefined && failureOf(projects.error)?.status === 403) return null;

  const list = projects.data ?? [];
  const selected = choice ?? list[0]?.id ?? NEW;
  const defaultLabel = t(RECHNER_TEXT[rechner]);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const position = current.current;
    if (position === undefined) {
      setStatus(t('prjAddNoResult'));
      return;
    }
    const bezeichnung = (label.trim() || defaultLabel).slice(0, MAX_NAME);
    const next = { newName: selected === NEW ? nameError(newName, t) : undefined };
    setErrors(next);
    if (next.newName) return;
    setBusy(true);
    try {
      const item = { rechner, bezeichnung, input: position } as never;
      const saved =
        selected === NEW
          ? await api.create({ name: newName.trim(), positionen: [item] })
          : await api.addPosition(selected, item);
      const text = t('prjAdded', { position: bezeichnung, number: saved.positionen.length, project: saved.name });
      setStatus(text);
      context.notify({ kind: 'success', text });
      setLabel('');
      setNewName('');
      setChoice(saved.id);
      projects.reload();
    } catch (error) {
      if (selected === NEW && isNameTaken(error)) {
        setErrors({ newName: t('prjNameTaken') });
      } else {
        const text =
          error instanceof ProjectFullError ? t('prjFull', { max: MAX_PROJECT_POSITIONS }) : projectFailure(error, t);
        setStatus(text);
        context.notify({ kind: 'error', text });
      }
    } finally {
      setBusy(false);
    }
  };

  return (
    <form
      className="calc-export calc-add-to-project"
      aria-labelledby={headingId}
      onSubmit={submit}
      noValidate
      lang={locale}
    >
      <h3 id={headingId}>{t('prjAddHeading')}</h3>
      <Select
        label={t('prjAddProject')}
        value={selected}
        options={[...list.map((p) => ({ value: p.id, label: p.name })), { value: NEW, label: t('prjAddNewOption') }]}
        onChange={(e) => setChoice(e.currentTarget.value)}
      />
      {selected === NEW && (
        <TextField
          label={t('prjAddNewName')}
          value={newName}
          maxLength={MAX_NAME + 20}
          error={errors.newName}
          autoComplete="off"
          onChange={(e) => setNewName(e.currentTarget.value)}
        />
      )}
      <TextField
        label={t('prjAddLabel')}
        value={label}
        placeholder={defaultLabel}
        hint={t('prjAddLabelHint')}
        maxLength={MAX_NAME}
        autoComplete="off"
        onChange={(e) => setLabel(e.currentTarget.value)}
      />
      <div className="calc-export__buttons">
        <Button type="submit" icon="plus" disabled={busy || input === undefined}>
          {t('prjAddButton')}
        </Button>
      </div>
      <p className="calc-add-to-project__status" role="status" aria-live="polite">
        {status}
      </p>
    </form>
  );
}
