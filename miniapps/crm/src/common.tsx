import type { Locale } from '@portal/contracts';
import type { MiniAppContext } from '@portal/sdk';
import { createEnvContext, LoadGate } from '@portal/ui';
import { type ReactNode, useCallback, useEffect, useRef, useState } from 'react';
import type { CrmApi, LocalizationList } from './api';
import type { HashRoute } from './hashRoute';
import { messageFor } from './problems';
import type { Texts } from './texts';

/** What every screen needs: the shell's context, the calls, the texts, and where the area was opened from. */
export interface Env {
  readonly context: MiniAppContext;
  readonly api: CrmApi;
  readonly t: Texts;
  readonly locale: Locale;
  readonly route: HashRoute;
  /** The checked way back (same-origin path), when the area was opened with one. */
  readonly returnPath: string | undefined;
}

export const { EnvContext, useEnv } = createEnvContext<Env>('CRM');

export interface Answer<T> {
  readonly data: T | undefined;
  readonly error: unknown;
  readonly reload: () => void;
}

/** Asks again when the inputs change; an older answer arriving late never replaces a newer one. */
export function useAnswer<T>(ask: (() => Promise<T>) | undefined, inputs: readonly unknown[]): Answer<T> {
  const [answer, setAnswer] = useState<{ data: T | undefined; error: unknown }>({ data: undefined, error: undefined });
  const [round, setRound] = useState(0);
  const newest = useRef(0);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the caller names what the question depends on
  useEffect(() => {
    if (!ask) return;
    const mine = ++newest.current;
    setAnswer({ data: undefined, error: undefined });
    ask().then(
      (data) => mine === newest.current && setAnswer({ data, error: undefined }),
      (error: unknown) => mine === newest.current && setAnswer({ data: undefined, error }),
    );
  }, [...inputs, round]);
  const reload = useCallback(() => setRound((r) => r + 1), []);
  return { ...answer, reload };
}

export type Options = ReadonlyArray<{ readonly value: string; readonly label: string }>;

/** The CRM's value lists in the user's language, for selects: value stored, translated value shown. */
export function useLists<L extends LocalizationList>(lists: readonly L[]): Answer<Record<L, Options>> {
  const { api, locale } = useEnv();
  return useAnswer(async () => {
    const answers = await Promise.all(lists.map((list) => api.list(list, locale)));
    return Object.fromEntries(
      lists.map((list, i) => [list, answers[i]!.map((e) => ({ value: e.value, label: e.translatedValue }))]),
    ) as unknown as Record<L, Options>;
  }, [api, locale, lists.join()]);
}

/** While asking: a spinner; after a failure: the reason, translated, and a retry. */
export function Waiting({ answer, children }: { answer: Answer<unknown>; children: ReactNode }) {
  const { t } = useEnv();
  return (
    <LoadGate loaded={answer} failedText={(error) => messageFor(error, t, () => undefined)} texts={t}>
      {children}
    </LoadGate>
  );
}
