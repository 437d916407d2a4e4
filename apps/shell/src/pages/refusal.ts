import type { Locale, RouteMeta } from '@portal/contracts';
import type { i18n as I18n } from 'i18next';
import { routeTitle } from '../routing/titles';

/**
 * The guard's message for a route that does not open, in the route's language. A page opened by
 * its address is refused on the shell's first render, while only German is loaded and the switch
 * to the route's language is still on its way; so the message waits for that language's texts
 * rather than using the shell's current `t`, which wrote "Sie haben keine Berechtigung" on /en/de.
 */
export async function refusalMessage(
  i18n: I18n,
  route: RouteMeta,
  refusal: 'site' | 'permission',
  locale: Locale,
): Promise<string> {
  await i18n.loadLanguages(locale);
  const t = i18n.getFixedT(locale);
  const key = refusal === 'site' ? 'notOfferedOnSite' : 'insufficientPermission';
  return t(key, { route: routeTitle(route, locale, i18n) });
}
