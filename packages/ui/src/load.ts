import { useCallback, useEffect, useRef, useState } from 'react';

/** What a screen knows about one load: the last data, the last failure, whether a load runs. */
export interface Loaded<T> {
  readonly data: T | undefined;
  readonly error: unknown;
  readonly loading: boolean;
  readonly reload: () => void;
}

/**
 * Loads when the inputs change; a slower, older answer never overwrites a newer one. No `load`:
 * nothing to do yet. A failed reload keeps the data shown before, beside the failure.
 */
export function useLoad<T>(load: (() => Promise<T>) | undefined, deps: readonly unknown[]): Loaded<T> {
  const [state, setState] = useState<{ data: T | undefined; error: unknown; loading: boolean }>({
    data: undefined,
    error: undefined,
    loading: Boolean(load),
  });
  const [round, setRound] = useState(0);
  const latest = useRef(0);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the caller names what the load depends on
  useEffect(() => {
    if (!load) return;
    const mine = ++latest.current;
    setState((s) => ({ ...s, loading: true, error: undefined }));
    load().then(
      (data) => mine === latest.current && setState({ data, error: undefined, loading: false }),
      (error: unknown) => mine === latest.current && setState((s) => ({ ...s, error, loading: false })),
    );
  }, [...deps, round]);
  const reload = useCallback(() => setRound((r) => r + 1), []);
  return { ...state, reload };
}
