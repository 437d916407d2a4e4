import type { Locale } from '@portal/contracts';
import type { MiniAppContext } from '@portal/sdk';
import { createContext, useContext } from 'react';
import type { ReportingApi } from './api';
import type { Texts } from './texts';

/** What every screen needs: the shell's context, the calls, the texts and the locale. */
export interface Env {
  readonly context: MiniAppContext;
  readonly api: ReportingApi;
  readonly t: Texts;
  readonly locale: Locale;
  /** The tag dates and numbers are written with: the site's language in its country (`formatLocale`). */
  readonly intl: string;
}

export const EnvContext = createContext<Env | undefined>(undefined);

export function useEnv(): Env {
  const env = useContext(EnvContext);
  if (!env) throw new Error('reporting screens need the EnvContext');
  return env;
}
