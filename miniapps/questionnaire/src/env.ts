import type { Locale } from '@portal/contracts';
import type { MiniAppContext } from '@portal/sdk';
import { createContext, useContext } from 'react';
import type { QuestionnaireApi } from './api';
import type { Texts } from './texts';

/** What every screen needs: the shell's context, the calls, the texts and how numbers are written. */
export interface Env {
  readonly context: MiniAppContext;
  readonly api: QuestionnaireApi;
  readonly t: Texts;
  readonly locale: Locale;
  /** The site's language in its country (`formatLocale`): numbers and shares are written as it does. */
  readonly intl: string;
}

export const EnvContext = createContext<Env | undefined>(undefined);

export function useEnv(): Env {
  const env = useContext(EnvContext);
  if (!env) throw new Error('questionnaire screens need the EnvContext');
  return env;
}
