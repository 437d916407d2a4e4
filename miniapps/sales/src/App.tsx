import { formatLocale } from '@portal/contracts';
import { screensMiniApp } from '@portal/ui';
import { salesApi } from './api';
import { BuildingProjects } from './BuildingProjects';
import { Configurator } from './Configurator';
import { CustomerSearch } from './CustomerSearch';
import { EnvContext } from './env';
import { MaterialSearch } from './MaterialSearch';
import { OrderTracking } from './OrderTracking';
import { Performance } from './Performance';
import { CSS } from './styles';
import { translations } from './texts';

/** The sales screens by the route's `screen` (miniapp.json). */
export const mount = screensMiniApp({
  texts: translations,
  api: (context) => salesApi(context.http.portal),
  EnvContext,
  intl: formatLocale,
  css: CSS,
  className: 'sa-root',
  screens: {
    performance: Performance,
    orderTracking: OrderTracking,
    buildingProjects: BuildingProjects,
    customerSearch: CustomerSearch,
    materialSearch: MaterialSearch,
    configurator: Configurator,
  },
  first: 'performance',
});
