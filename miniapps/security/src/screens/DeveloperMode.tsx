import { UI } from '@portal/contracts';
import { TextField } from '@portal/ui';
import { useState } from 'react';
import { useEnv } from '../common';
import { ListTable } from '../tables';

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
      <ListTable
        label={t.dev.routes}
        labelledBy="dev-routes"
        columns={[t.dev.route, t.dev.path, t.dev.permissions, t.dev.content, t.dev.brands]}
      >
        {routes.map((r) => (
          <tr key={r.name}>
            <th scope="row" className="p-mono">
              {r.name}
            </th>
            <td className="p-mono">{r.path || '/'}</td>
            <td className="p-mono">{r.public ? 'public' : r.permissions.map((id) => byId.get(id) ?? id).join(', ')}</td>
            <td className="p-mono">
              {r.content?.kind === 'miniApp'
                ? `miniApp ${r.content.app}${r.content.module ? `/${r.content.module}` : ''}`
                : (r.content?.kind ??
                  (r.redirect ? `→ ${'route' in r.redirect ? r.redirect.route : r.redirect.href}` : ''))}
            </td>
            <td className="p-mono">{r.brands?.map((b) => `${b.domain}:${b.country}`).join(' ') ?? '*'}</td>
          </tr>
        ))}
      </ListTable>
    </section>
  );
}
