import {
  SAVED_CONFIGURATION_LIMITS,
  type SapConfigResponse,
  type SavedConfiguration,
  type SavedConfigurationOpened,
} from '@portal/contracts';
import { failureOf } from '@portal/sdk';
import { Button, ConfirmDialog, DataTable, FormDialog, TextField, textColumn } from '@portal/ui';
import { type FormEvent, useId, useState } from 'react';
import { type Loaded, useFormat, useListStates } from './common';
import { type ConfiguratorTexts, configuratorTextsFor } from './configurator-texts';
import { useEnv } from './env';

const MAX = String(SAVED_CONFIGURATION_LIMITS.maxNameLength);

/** The name rules the server applies (1 to 100 characters after trimming), checked before sending. */
function nameError(name: string, c: ConfiguratorTexts): string | undefined {
  const trimmed = name.trim();
  if (!trimmed) return c.nameRequired;
  if (trimmed.length > SAVED_CONFIGURATION_LIMITS.maxNameLength) return c.nameTooLong(MAX);
  return undefined;
}

/** What a refused save or rename means for the name field, or undefined for a failure of another kind. */
function nameProblem(error: unknown, c: ConfiguratorTexts): string | undefined {
  const code = failureOf(error)?.code;
  if (code === 'configuration_name_taken') return c.nameTaken;
  if (code === 'saved_configuration_limit') return c.limitReached(String(SAVED_CONFIGURATION_LIMITS.maxPerUser));
  if (code === 'validation_failed') return c.nameTooLong(MAX);
  return undefined;
}

/**
 * A name form, for saving and renaming alike: the name checked before sending, `send` once it is
 * valid, and a refusal that concerns the name (taken, limit) shown at the field; any other failure
 * goes to `onOtherFailure`.
 */
function useNameForm(
  initial: string,
  send: (name: string) => Promise<void>,
  onOtherFailure: (failure: unknown) => void,
) {
  const { locale } = useEnv();
  const c = configuratorTextsFor(locale);
  const [name, setName] = useState(initial);
  const [error, setError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const invalid = nameError(name, c);
    setError(invalid);
    if (invalid) return;
    setBusy(true);
    try {
      await send(name.trim());
    } catch (failure) {
      const problem = nameProblem(failure, c);
      if (problem) setError(problem);
      else onOtherFailure(failure);
    } finally {
      setBusy(false);
    }
  };
  return { name, setName, error, busy, submit };
}

/**
 * Saves the complete configuration on screen under a name. The server evaluates it again and keeps
 * its own variant and price; one Idempotency-Key per save asked for, so the client's retries save once.
 */
export function SaveForm({
  response,
  choices,
  kundenNummer,
  onSaved,
}: {
  response: SapConfigResponse;
  choices: Readonly<Record<string, string>>;
  kundenNummer: string | undefined;
  onSaved: () => void;
}) {
  const { api, locale, context } = useEnv();
  const c = configuratorTextsFor(locale);
  const headingId = useId();
  const form = useNameForm(
    '',
    async (name) => {
      const saved = await api.saveConfiguration(
        {
          name,
          bauform: response.bauform,
          sprache: locale,
          ...(kundenNummer ? { kundenNummer } : {}),
          sapCharacteristics: Object.entries(choices).map(([characteristicKey, valueKey]) => ({
            characteristicKey,
            valueKey,
          })),
        },
        crypto.randomUUID(),
      );
      form.setName('');
      context.notify({ kind: 'success', text: c.savedAs(saved.name) });
      onSaved();
    },
    () => context.notify({ kind: 'error', text: c.saveFailed }),
  );
  return (
    <form className="sa-form cf-save" aria-labelledby={headingId} onSubmit={form.submit} noValidate>
      <h4 id={headingId}>{c.saveHeading}</h4>
      <TextField
        label={c.saveName}
        value={form.name}
        maxLength={SAVED_CONFIGURATION_LIMITS.maxNameLength + 20}
        hint={c.saveHint(MAX)}
        error={form.error}
        onChange={(e) => form.setName(e.target.value)}
      />
      <div className="sa-form__actions">
        <Button type="submit" variant="primary" icon="check" disabled={form.busy}>
          {c.save}
        </Button>
      </div>
    </form>
  );
}

/** "My configurations": the user's saved configurations as saved, each to open, rename or delete. */
export function SavedList({
  saved,
  onOpen,
  onChanged,
}: {
  saved: Loaded<SavedConfiguration[]>;
  onOpen: (item: SavedConfiguration) => void;
  onChanged: () => void;
}) {
  const { locale } = useEnv();
  const c = configuratorTextsFor(locale);
  const format = useFormat();
  const headingId = useId();
  const [renaming, setRenaming] = useState<SavedConfiguration | undefined>();
  const [removing, setRemoving] = useState<SavedConfiguration | undefined>();
  const list = useListStates(saved, saved.data);
  return (
    <section className="sa-detail" aria-labelledby={headingId} data-testid="saved-configurations">
      <h3 id={headingId}>{c.myConfigurations}</h3>
      <DataTable
        label={c.myConfigurations}
        labelledBy={headingId}
        {...list}
        rowKey={(item) => String(item.id)}
        rowAttributes={(item) => ({ 'data-saved': item.name })}
        emptyText={c.noSaved}
        columns={[
          { key: 'name', header: c.colName, rowHeader: true, sortValue: (i) => i.name, cell: (i) => i.name },
          textColumn<SavedConfiguration>('product', c.colProduct, (i) => i.materialText),
          { key: 'variant', header: c.colVariant, cell: (i) => i.materialVariante },
          {
            key: 'price',
            header: c.colPrice,
            className: 'sa-num',
            sortValue: (i) => i.price.netto,
            cell: (i) => format.money(i.price.netto, i.price.currency),
          },
          {
            key: 'saved',
            header: c.colSaved,
            sortValue: (i) => i.createdAt,
            cell: (i) => format.date(i.createdAt.slice(0, 10)),
          },
          {
            key: 'actions',
            header: c.colActions,
            cell: (item) => (
              <div className="sa-form__actions">
                <Button aria-label={c.open(item.name)} onClick={() => onOpen(item)}>
                  {c.openAction}
                </Button>
                <Button aria-label={c.rename(item.name)} onClick={() => setRenaming(item)}>
                  {c.renameAction}
                </Button>
                <Button variant="danger" aria-label={c.remove(item.name)} onClick={() => setRemoving(item)}>
                  {c.removeAction}
                </Button>
              </div>
            ),
          },
        ]}
      />
      {renaming && (
        <RenameDialog
          item={renaming}
          onClose={() => setRenaming(undefined)}
          onDone={() => {
            setRenaming(undefined);
            onChanged();
          }}
        />
      )}
      <RemoveDialog item={removing} onClose={() => setRemoving(undefined)} onDone={onChanged} />
    </section>
  );
}

/** Renames with the ETag the list carried; someone else's change in between (412) reloads the list. */
function RenameDialog({
  item,
  onClose,
  onDone,
}: {
  item: SavedConfiguration;
  onClose: () => void;
  onDone: () => void;
}) {
  const { api, locale, context } = useEnv();
  const c = configuratorTextsFor(locale);
  const formId = useId();
  const form = useNameForm(
    item.name,
    async (name) => {
      await api.renameSaved(item.id, name, item.etag);
      context.notify({ kind: 'success', text: c.renamed(name) });
      onDone();
    },
    (failure) => {
      const stale = failureOf(failure)?.status === 412;
      context.notify({ kind: 'error', text: stale ? c.changedMeanwhile : c.actionFailed });
      onDone();
    },
  );
  return (
    <FormDialog
      title={c.renameTitle}
      formId={formId}
      cancelLabel={c.cancel}
      submitLabel={c.renameAction}
      busy={form.busy}
      onClose={onClose}
    >
      <form id={formId} noValidate onSubmit={form.submit}>
        <TextField
          label={c.saveName}
          value={form.name}
          error={form.error}
          onChange={(e) => form.setName(e.target.value)}
        />
      </form>
    </FormDialog>
  );
}

/** Asks before deleting; says how it went and reloads the list either way. */
function RemoveDialog({
  item,
  onClose,
  onDone,
}: {
  item: SavedConfiguration | undefined;
  onClose: () => void;
  onDone: () => void;
}) {
  const { api, locale, context } = useEnv();
  const c = configuratorTextsFor(locale);
  return (
    <ConfirmDialog
      open={item !== undefined}
      title={c.removeTitle}
      message={item ? c.removeQuestion(item.name) : ''}
      confirmLabel={c.removeAction}
      cancelLabel={c.cancel}
      onCancel={onClose}
      onConfirm={async () => {
        onClose();
        if (!item) return;
        try {
          await api.deleteSaved(item.id, item.etag);
          context.notify({ kind: 'success', text: c.removed(item.name) });
        } catch (failure) {
          const status = failureOf(failure)?.status;
          context.notify({ kind: 'error', text: status === 412 ? c.changedMeanwhile : c.actionFailed });
        }
        onDone();
      }}
    />
  );
}

/**
 * What opening a saved configuration found: its price then and today, and every saved value that no
 * longer holds (the server reports them; none is dropped without a word). Shown inside the
 * configurator's status region.
 */
export function OpenedNotice({ opened }: { opened: SavedConfigurationOpened }) {
  const { locale } = useEnv();
  const c = configuratorTextsFor(locale);
  const format = useFormat();
  const then = format.money(opened.price.netto, opened.price.currency);
  const now = opened.configuration?.price;
  const nameOf = (key: string | null) =>
    opened.configuration?.sapCharacteristics.find((x) => x.characteristicKey === key)?.name ?? key ?? '';
  const issueText = (issue: SavedConfigurationOpened['issues'][number]) => {
    if (issue.code === 'unknown_kmat') return c.issueKmatGone;
    if (issue.code === 'unknown_value') return c.issueValueGone(nameOf(issue.characteristicKey), issue.valueKey ?? '');
    if (issue.code === 'unknown_characteristic')
      return c.issueCharacteristicGone(issue.characteristicKey ?? '', issue.valueKey ?? '');
    return c.issueNotAllowed(nameOf(issue.characteristicKey), issue.message);
  };
  return (
    <div className="sa-detail" data-testid="opened-notice">
      <p>
        <strong>{c.opened(opened.name)}</strong>
      </p>
      <p className={opened.priceChanged ? 'sa-error' : undefined}>
        {!now
          ? c.notPricedNow
          : opened.priceChanged
            ? c.priceChanged(then, format.money(now.netto, now.currency))
            : c.priceUnchanged(then)}
      </p>
      {opened.issues.length > 0 && (
        <>
          <h4>{c.issuesTitle}</h4>
          <ul className="sa-list">
            {opened.issues.map((issue) => (
              <li key={`${issue.code}-${issue.characteristicKey}`}>{issueText(issue)}</li>
            ))}
          </ul>
        </>
      )}
    </div>
  );
}
