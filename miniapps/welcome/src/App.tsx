import { menuFor } from '@portal/contracts';
import { Icon, type MiniAppProps, mountMiniApp } from '@portal/ui';
import { textsFor, translations } from './texts';

/** The home tiles: every area of the menu this user may open on this site, one tile each. */
function Welcome({ context, locale }: MiniAppProps) {
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

export const mount = mountMiniApp(Welcome, { texts: translations });
