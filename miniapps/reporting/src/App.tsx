import { formatLocale } from '@portal/contracts';
import { screensMiniApp } from '@portal/ui';
import { reportingApi } from './api';
import { Builder } from './Builder';
import { EnvContext } from './env';
import { CSS } from './styles';
import { translations } from './texts';

/** Reporting has one screen: the report builder. */
export const mount = screensMiniApp({
  texts: translations,
  api: (context) => reportingApi(context.http.portal),
  EnvContext,
  intl: formatLocale,
  css: CSS,
  className: 'rp-root',
  screens: { builder: Builder },
  first: 'builder',
});
