import type { MenuEntry, MenuSection } from '@portal/contracts';
import { Icon } from '@portal/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink } from '../routing/router';
import { routeTitle } from '../routing/titles';

/**
 * The menu: the German areas of spec §2 (translated), each with the entries this user may see.
 * Restricted entries carry their label and stay closed to those who may not open them. On a phone
 * the menu is a drawer.
 */
export function Navigation({
  sections,
  open,
  onClose,
}: {
  sections: readonly MenuSection[];
  open: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  return (
    <>
      {open && <button type="button" className="shell-nav-backdrop" aria-label={t('closeMenu')} onClick={onClose} />}
      <nav
        id="shell-navigation"
        className={`shell-nav ${open ? 'shell-nav--open' : ''}`}
        aria-label={t('mainNavigation')}
      >
        <ul className="shell-nav__areas">
          {sections.map((section) => (
            <li key={section.area}>
              {section.entries.length === 1 && section.entries[0]!.children.length === 0 ? (
                <Entry entry={section.entries[0]!} label={t(`menu:_areas.${section.area}`)} depth={0} />
              ) : (
                <Area section={section} />
              )}
            </li>
          ))}
        </ul>
      </nav>
    </>
  );
}

function Area({ section }: { section: MenuSection }) {
  const { t } = useTranslation();
  const [expanded, setExpanded] = useState(false);
  const id = `nav-${section.area}`;
  return (
    <>
      <button
        type="button"
        className="shell-nav__area"
        aria-expanded={expanded}
        aria-controls={id}
        onClick={() => setExpanded((e) => !e)}
      >
        <Icon name={section.entries[0]?.route.icon} />
        <span>{t(`menu:_areas.${section.area}`)}</span>
        <Icon name={expanded ? 'chevron-down' : 'chevron-right'} />
      </button>
      <ul id={id} hidden={!expanded} className="shell-nav__entries">
        {section.entries.map((entry) => (
          <li key={entry.route.name}>
            <Entry entry={entry} depth={1} />
          </li>
        ))}
      </ul>
    </>
  );
}

function Entry({ entry, label, depth }: { entry: MenuEntry; label?: string; depth: number }) {
  // depth 0: an area with a single page is that page's link; depth 1: a page inside an area.
  const { t } = useTranslation();
  const text = label ?? routeTitle(entry.route);
  const restricted = entry.labelKey ? (
    <span className="shell-nav__restricted"> ({t(entry.labelKey.replace(/^menu\./, 'menu:'))})</span>
  ) : null;
  if (!entry.accessible) {
    return (
      <span className="shell-nav__entry shell-nav__entry--locked" aria-disabled="true">
        <Icon name="lock" /> {text}
        {restricted}
      </span>
    );
  }
  if (entry.external) {
    return (
      <a className="shell-nav__entry" href={entry.href} target="_blank" rel="noopener noreferrer">
        <Icon name={entry.route.icon} /> {text} <Icon name="external-link" size={14} label={t('opensExternally')} />
      </a>
    );
  }
  return (
    <NavLink className="shell-nav__entry" to={entry.href} end={depth === 0}>
      <Icon name={entry.route.icon} /> {text}
      {restricted}
    </NavLink>
  );
}
