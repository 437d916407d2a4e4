import { UI } from '@portal/contracts';
import { TextField } from '@portal/ui';
import { useState } from 'react';
import { useEnv } from '../common';
import { AdminTable } from '../tables';

/** Developer mode (UI.developerMode): the raw ids this session holds and the route metadata table. */
export function DeveloperModeScreen() {
  const { t, context } = useEnv();
  const [filter, setFilter] = useState('');
  if (!context.permissions.has(UI.developerMode.id)) return <p>{t.dev.notAllowed}</p>;
  const byId = new Map<string, string>(Object.values(UI).map((r) => [r.id, r.technicalName]));
  const needle = filter.trim().toLowerCase();
  const routes = context.routeTable.filter((r) => !needle || `${r.name} ${r.path}`.toLowerCase().includes(needle));
  return (
    <section>
      <h2 id="dev-heading">{t.screens.developerMode}</h2>
      <h3 id="dev-ids">{t.dev.yourPermissions}</h3>
      <ul className="p-mono" aria-labelledby="dev-ids">
        {[...context.permissions].sort().map((id) => (
          <li key={id}>
            {id} {byId.get(id) ? `(${byId.get(id)})` : ''}
          </li>
        ))}
      </ul>
      <h3 id="dev-routes">{t.dev.routes}</h3>
      <TextField label={t.dev.filter} type="search" value={filter} onChange={(e) => setFilter(e.target.value)} />
      <AdminTable
        label={t.dev.routes}
        labelledBy="dev-routes"
        loaded={{ data: routes }}
        rowKey={(r) => r.name}
        columns={[
          { key: 'route', header: t.dev.route, rowHeader: true, className: 'p-mono', cell: (r) => r.name },
          { key: 'path', header: t.dev.path, className: 'p-mono', cell: (r) => r.path || '/' },
          {
            key: 'permissions',
            header: t.dev.permissions,
            className: 'p-mono',
            cell: (r) => (r.public ? 'public' : r.permissions.map((id) => byId.get(id) ?? id).join(', ')),
          },
          {
            key: 'content',
            header: t.dev.content,
            className: 'p-mono',
            cell: (r) =>
              r.content?.kind === 'miniApp'
                ? `miniApp ${r.content.app}${r.content.module ? `/${r.content.module}` : ''}`
                : (r.content?.kind ??
                  (r.redirect ? `→ ${'route' in r.redirect ? r.redirect.route : r.redirect.href}` : '')),
          },
          {
            key: 'brands',
            header: t.dev.brands,
            className: 'p-mono',
            cell: (r) => r.brands?.map((b) => `${b.domain}:${b.country}`).join(' ') ?? '*',
          },
        ]}
      />
    </section>
  );
}
