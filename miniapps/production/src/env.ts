import { createEnvContext, type ScreenEnv } from '@portal/ui';
import type { KpiApi } from './api';
import type { Texts } from './texts';

/** What every screen needs: the shell's context, the calls, the texts and the locale. */
export type Env = ScreenEnv<KpiApi, Texts>;

export const { EnvContext, useEnv } = createEnvContext<Env>('production');
