import { createEnvContext, type ScreenEnv } from '@portal/ui';
import type { ReportingApi } from './api';
import type { Texts } from './texts';

/** What every screen needs: the shell's context, the calls, the texts and the locale. */
export type Env = ScreenEnv<ReportingApi, Texts>;

export const { EnvContext, useEnv } = createEnvContext<Env>('reporting');
