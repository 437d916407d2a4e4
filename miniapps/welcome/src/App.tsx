import { type Locale, menuFor } from '@portal/contracts';
import type { MiniAppContext, MiniAppModule } from '@portal/sdk';
import { Icon } from '@portal/ui';
import { useEffect, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { loadTexts, textsFor } from './texts';

/** The home tiles: every area of the menu this user may open on this site, one tile each. */
function Welcome({ context }: { context: MiniAppContext }) {
  const [locale, setLocale] = useState<Locale>(context.locale);
  useEffect(() => context.onLocaleChange((next) => void loadTexts(next).finally(() => setLocale(next))), [context]);
  const texts = textsFor(locale);
  const sections = menuFor(
    {
      permissions: context.permissions,
      brand: context.brand,
      country: context.country,
      locale,
    },
    context.routeTable,
  );
  // Every page of the user's menu, once, except the start page itself.
  const seen = new Set<string>();
  const entries = sections
    .flatMap((s) => s.entries)
    .filter((e) => e.route.path !== '' && e.accessible && !seen.has(e.route.name) && seen.add(e.route.name));
  return (
    <section className="welcome" aria-labelledby="welcome-areas">
      <h2 id="welcome-areas">{texts.yourAreas}</h2>
      {entries.length === 0 ? (
        <p>{texts.none}</p>
      ) : (
        <ul className="shell-tiles">
          {entries.map((entry) => (
            <li key={entry.route.name}>
              <a
                className="shell-tile"
                href={entry.external ? entry.href : `/portal${entry.href}`}
                {...(entry.external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
                onClick={(event) => {
                  if (entry.external || event.ctrlKey || event.metaKey || event.shiftKey) return;
                  event.preventDefault();
                  context.navigate({ route: entry.route.name });
                }}
              >
                <Icon name={entry.route.icon} size={28} />
                <span>{context.titleOf(entry.route.name)}</span>
              </a>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

export const mount: MiniAppModule['mount'] = (element, context) => {
  const root = createRoot(element);
  let mounted = true;
  void loadTexts(context.locale).finally(() => mounted && root.render(<Welcome context={context} />));
  return () => {
    mounted = false;
    root.unmount();
  };
};
