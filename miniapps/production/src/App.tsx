import { formatLocale } from '@portal/contracts';
import { screensMiniApp } from '@portal/ui';
import { kpiApi } from './api';
import { EnvContext } from './env';
import { Kpi } from './Kpi';
import { MesFlash } from './MesFlash';
import { CSS } from './styles';
import { translations } from './texts';

/** The production screens by the route's `screen` (miniapp.json). */
export const mount = screensMiniApp({
  texts: translations,
  api: (context) => kpiApi(context.http.production),
  EnvContext,
  intl: formatLocale,
  css: CSS,
  className: 'pr-root',
  screens: { kpi: Kpi, mesFlash: MesFlash },
  first: 'kpi',
});
