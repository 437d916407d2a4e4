import { infoModuleNumber } from './infoModules';
import type { RouteContent } from './types';

/** An info page by module name; `byCountry` names the module a site country shows instead. */
export function info(name: string, byCountry?: Record<string, string>): RouteContent {
  return {
    kind: 'info',
    module: infoModuleNumber(name),
    ...(byCountry
      ? { byCountry: Object.fromEntries(Object.entries(byCountry).map(([c, m]) => [c, infoModuleNumber(m)])) }
      : {}),
  };
}
