import { type AccessContext, ancestorsOf, type DocumentHit, searchEntries, snippetParts } from '@portal/contracts';
import { Icon, useClosedWhenRemoved } from '@portal/ui';
import { type ReactNode, useEffect, useId, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../api';
import { downloadFile, fileQuery } from '../files/download';
import { useNavigate } from '../routing/router';
import { routeTitle } from '../routing/titles';
import { showMessage } from '../state/messages';

/** Lower-case, without accents: "Qualität" is found by "qualitat". */
function fold(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();
}

/** One entry of a result list, chosen with the arrows (aria-activedescendant) or the pointer. */
function Option(props: {
  id: string;
  selected: boolean;
  icon: string | undefined;
  title: string;
  children: ReactNode;
  onActive: () => void;
  onOpen: () => void;
}) {
  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents: keys are handled by the combobox input (aria-activedescendant)
    // biome-ignore lint/a11y/useFocusableInteractive: options are reached through aria-activedescendant, not focus
    <div
      id={props.id}
      role="option"
      aria-selected={props.selected}
      className="shell-palette__option"
      onMouseEnter={props.onActive}
      onClick={props.onOpen}
    >
      <Icon name={props.icon} />
      <span>
        <strong>{props.title}</strong>
        {props.children && <small>{props.children}</small>}
      </span>
    </div>
  );
}

function Snippet({ text }: { text: string }) {
  return (
    <>
      {snippetParts(text).map((part) =>
        part.hit ? <mark key={part.at}>{part.text}</mark> : <span key={part.at}>{part.text}</span>,
      )}
    </>
  );
}

/** The documents whose text matches, from the file areas the user may read; after a short pause in typing. */
function useDocumentHits(query: string): readonly DocumentHit[] {
  const [hits, setHits] = useState<readonly DocumentHit[]>([]);
  useEffect(() => {
    const words = query.trim();
    if (words.length < 2) {
      setHits([]);
      return;
    }
    let current = true;
    const timer = setTimeout(() => {
      api.portal
        .get<DocumentHit[]>('/api/File/search', { query: { q: words } })
        .then((found) => current && setHits(found))
        // A user without the file areas, or a server that cannot search now: the menu hits still show.
        .catch(() => current && setHits([]));
    }, 250);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [query]);
  return hits;
}

/**
 * The search box over every menu entry the user may open, in the current language (Ctrl+K), and
 * over the documents of the file areas ("Dokumente", full text).
 * A combobox: type to filter, arrows to choose, Enter to open, Escape to close.
 */
export function CommandPalette({ context, onClose }: { context: AccessContext; onClose: () => void }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const dialog = useRef<HTMLDialogElement>(null);
  const [query, setQuery] = useState('');
  const [active, setActive] = useState(0);
  const listId = useId();
  const documentsId = useId();

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new language (a new t) is the trigger
  const entries = useMemo(
    () =>
      searchEntries(context).map((e) => {
        const titles = [...ancestorsOf(e.route), e.route].map((r) => routeTitle(r));
        return {
          ...e,
          title: titles[titles.length - 1] ?? '',
          trail: titles.slice(0, -1).join(' › '),
          haystack: fold(titles.join(' ')),
        };
      }),
    [context, t],
  );
  const words = fold(query).split(/\s+/).filter(Boolean);
  const found = entries.filter((e) => words.every((w) => e.haystack.includes(w))).slice(0, 50);
  const documents = useDocumentHits(query);
  const total = found.length + documents.length;

  useEffect(() => {
    dialog.current?.showModal();
  }, []);
  useClosedWhenRemoved(dialog);
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new query starts at the first match
  useEffect(() => setActive(0), [query]);

  const open = (index: number) => {
    const hit = documents[index - found.length];
    if (index >= found.length && hit) {
      onClose();
      const { path, query: where } = fileQuery(hit.module, hit.folderName, hit.fileName);
      downloadFile(path, where, hit.fileName).catch(() =>
        showMessage('error', t('files.downloadFailed', { name: hit.fileName })),
      );
      return;
    }
    const entry = found[index];
    if (!entry) return;
    onClose();
    if (entry.external) window.open(entry.href, '_blank', 'noopener');
    else navigate(entry.href);
  };

  return (
    <dialog
      ref={dialog}
      className="p-dialog shell-palette"
      aria-label={t('searchLabel')}
      onClose={onClose}
      onCancel={onClose}
    >
      <input
        className="shell-palette__input"
        role="combobox"
        aria-expanded="true"
        aria-controls={`${listId} ${documentsId}`}
        aria-autocomplete="list"
        aria-activedescendant={active < total ? `${listId}-${active}` : undefined}
        aria-label={t('searchLabel')}
        placeholder={t('searchPlaceholder')}
        value={query}
        onChange={(e) => setQuery(e.target.value)}
        onKeyDown={(e) => {
          if (e.key === 'ArrowDown') {
            e.preventDefault();
            setActive((a) => Math.min(a + 1, total - 1));
          } else if (e.key === 'ArrowUp') {
            e.preventDefault();
            setActive((a) => Math.max(a - 1, 0));
          } else if (e.key === 'Enter') {
            e.preventDefault();
            open(active);
          }
        }}
      />
      <div id={listId} role="listbox" className="shell-palette__list" aria-label={t('searchLabel')}>
        {found.map((entry, index) => (
          <Option
            key={entry.route.name}
            id={`${listId}-${index}`}
            selected={index === active}
            icon={entry.route.icon}
            title={entry.title}
            onActive={() => setActive(index)}
            onOpen={() => open(index)}
          >
            {entry.trail}
          </Option>
        ))}
      </div>
      {documents.length > 0 && (
        <>
          <h3 id={`${documentsId}-heading`} className="shell-palette__group">
            {t('searchDocuments')}
          </h3>
          <div
            id={documentsId}
            role="listbox"
            className="shell-palette__list"
            aria-labelledby={`${documentsId}-heading`}
          >
            {documents.map((hit, i) => (
              <Option
                key={`${hit.module}/${hit.folderName}/${hit.fileName}`}
                id={`${listId}-${found.length + i}`}
                selected={found.length + i === active}
                icon="file-text"
                title={hit.fileName}
                onActive={() => setActive(found.length + i)}
                onOpen={() => open(found.length + i)}
              >
                <Snippet text={hit.snippet} />
              </Option>
            ))}
          </div>
        </>
      )}
      {total === 0 && <p role="status">{t('searchNoResults')}</p>}
    </dialog>
  );
}
