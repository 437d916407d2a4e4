import { formatLocale, UI } from '@portal/contracts';
import { Card, Icon, type MiniAppProps, mountMiniApp } from '@portal/ui';
import { type ComponentType, useMemo, useState } from 'react';
import { AdminApi } from './api';
import { type Env, EnvContext } from './common';
import { AuditScreen } from './screens/Audit';
import { DeveloperModeScreen } from './screens/DeveloperMode';
import { EffectiveAccessScreen } from './screens/EffectiveAccess';
import { OrgsScreen } from './screens/Orgs';
import { PermissionSetsScreen } from './screens/PermissionSets';
import { PermissionsScreen } from './screens/Permissions';
import { ResourcesScreen } from './screens/Resources';
import { RolesScreen } from './screens/Roles';
import { UsersScreen } from './screens/Users';
import { textsFor, translations } from './texts';

type Screen =
  | 'overview'
  | 'users'
  | 'roles'
  | 'resources'
  | 'permissionSets'
  | 'permissions'
  | 'orgs'
  | 'audit'
  | 'effectiveAccess'
  | 'developerMode';

const overviewOrManage = [UI.userRoleOverview.id, UI.createAndManage.id];
const manage = [UI.createAndManage.id];

/** The screens, in the order of the route table's security children, and who may open them (same rule). */
const SCREENS: ReadonlyArray<{ screen: Screen; icon: string; needs: readonly string[]; view: ComponentType }> = [
  { screen: 'users', icon: 'users', needs: overviewOrManage, view: UsersScreen },
  { screen: 'roles', icon: 'user-cog', needs: overviewOrManage, view: RolesScreen },
  { screen: 'resources', icon: 'layers', needs: manage, view: ResourcesScreen },
  { screen: 'permissionSets', icon: 'key-round', needs: manage, view: PermissionSetsScreen },
  { screen: 'permissions', icon: 'lock', needs: manage, view: PermissionsScreen },
  { screen: 'orgs', icon: 'building-2', needs: manage, view: OrgsScreen },
  { screen: 'audit', icon: 'scroll-text', needs: manage, view: AuditScreen },
  { screen: 'effectiveAccess', icon: 'scan-eye', needs: overviewOrManage, view: EffectiveAccessScreen },
  { screen: 'developerMode', icon: 'code-xml', needs: [UI.developerMode.id], view: DeveloperModeScreen },
];

function isScreen(value: string | undefined): value is Screen {
  return value === 'overview' || SCREENS.some((s) => s.screen === value);
}

function SecurityApp({ context, locale }: MiniAppProps) {
  const [screen, setScreen] = useState<Screen>(isScreen(context.route.screen) ? context.route.screen : 'overview');
  // What a screen was opened with (e.g. the user whose effective access to show) travels in the
  // address: the shell mounts the mini-app afresh on every route, and a reload keeps it too.
  const [params, setParams] = useState<Record<string, string>>(() =>
    Object.fromEntries(new URLSearchParams(window.location.search)),
  );
  const t = textsFor(locale);
  const api = useMemo(() => new AdminApi(context.http.portal), [context]);
  const allowed = SCREENS.filter((s) => s.needs.some((id) => context.permissions.has(id)));

  const env: Env = {
    api,
    t,
    locale,
    intl: formatLocale(locale, context.country),
    context,
    canManage: context.permissions.has(UI.createAndManage.id),
    developer: context.permissions.has(UI.developerMode.id),
    params,
    go: (next, nextParams = {}) => {
      if (!isScreen(next)) return;
      setScreen(next);
      setParams(nextParams);
      // Keep the address (and the shell's heading) in step; the screen itself is this app's state.
      const query = new URLSearchParams(nextParams).toString();
      context.navigate({ path: `security${next === 'overview' ? '' : `/${next}`}${query ? `?${query}` : ''}` });
    },
  };

  const current = SCREENS.find((s) => s.screen === screen);
  const View = current && allowed.includes(current) ? current.view : undefined;
  return (
    <EnvContext.Provider value={env}>
      <div className="security" lang={locale}>
        <nav aria-label={t.sectionsLabel}>
          <ul className="p-tabs">
            {allowed.map((s) => (
              <li key={s.screen}>
                <a
                  href={`/portal/${locale}/${context.country}/security/${s.screen}`}
                  aria-current={s.screen === screen ? 'page' : undefined}
                  onClick={(event) => {
                    if (event.ctrlKey || event.metaKey || event.shiftKey) return;
                    event.preventDefault();
                    env.go(s.screen);
                  }}
                >
                  <Icon name={s.icon} size={16} />
                  {t.screens[s.screen]}
                </a>
              </li>
            ))}
          </ul>
        </nav>
        {!env.canManage && allowed.length > 0 && <p className="p-field__hint">{t.readOnly}</p>}
        {View ? (
          <View key={`${screen}:${JSON.stringify(params)}`} />
        ) : (
          <Card title={t.screens.overview}>
            <p>{screen === 'developerMode' ? t.dev.notAllowed : t.overviewIntro}</p>
          </Card>
        )}
      </div>
    </EnvContext.Provider>
  );
}

export const mount = mountMiniApp(SecurityApp, { texts: translations });
