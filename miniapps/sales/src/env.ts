import { createEnvContext, type ScreenEnv } from '@portal/ui';
import type { SalesApi } from './api';
import type { Texts } from './texts';

/** What every screen needs: the shell's context, the calls, the texts and the locale. */
export type Env = ScreenEnv<SalesApi, Texts>;

export const { EnvContext, useEnv } = createEnvContext<Env>('sales');
