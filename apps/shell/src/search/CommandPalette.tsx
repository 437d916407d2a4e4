import { type AccessContext, ancestorsOf, searchEntries } from '@portal/contracts';
import { Icon, useClosedWhenRemoved } from '@portal/ui';
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from '../routing/router';
import { routeTitle } from '../routing/titles';

/** Lower-case, without accents: "Qualität" is found by "qualitat". */
function fold(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();
}

/**
 * The search box over every menu entry the user may open, in the current language (Ctrl+K).
 * A combobox: type to filter, arrows to choose, Enter to open, Escape to close.
 */
export function CommandPalette({ context, onClose }: { context: AccessContext; onClose: () => void }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const dialog = useRef<HTMLDialogElement>(null);
  const [query, setQuery] = useState('');
  const [active, setActive] = useState(0);
  const listId = useId();

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

  useEffect(() => {
    dialog.current?.showModal();
  }, []);
  useClosedWhenRemoved(dialog);
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new query starts at the first match
  useEffect(() => setActive(0), [query]);

  const open = (index: number) => {
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
        aria-controls={listId}
        aria-autocomplete="list"
        aria-activedescendant={found[active] ? `${listId}-${active}` : undefined}
        aria-label={t('searchLabel')}
        placeholder={t('searchPlaceholder')}
        value={query}
        onChange={(e) => setQuery(e.target.value)}
        onKeyDown={(e) => {
          if (e.key === 'ArrowDown') {
            e.preventDefault();
            setActive((a) => Math.min(a + 1, found.length - 1));
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
          // biome-ignore lint/a11y/useKeyWithClickEvents: keys are handled by the combobox input (aria-activedescendant)
          // biome-ignore lint/a11y/useFocusableInteractive: options are reached through aria-activedescendant, not focus
          <div
            key={entry.route.name}
            id={`${listId}-${index}`}
            role="option"
            aria-selected={index === active}
            className="shell-palette__option"
            onMouseEnter={() => setActive(index)}
            onClick={() => open(index)}
          >
            <Icon name={entry.route.icon} />
            <span>
              <strong>{entry.title}</strong>
              {entry.trail && <small>{entry.trail}</small>}
            </span>
          </div>
        ))}
      </div>
      {found.length === 0 && <p role="status">{t('searchNoResults')}</p>}
    </dialog>
  );
}
