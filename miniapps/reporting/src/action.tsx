import type { ShareRecipient } from '@portal/contracts';
import { useEffect, useState } from 'react';
import { failureText } from './Builder';
import { useEnv } from './env';

/**
 * A change the person asks for (save, share, remove): busy while it runs, and its failure in the
 * portal's words, cleared when the next one starts.
 */
export function useAction() {
  const { t } = useEnv();
  const [error, setError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);
  const run = async (call: () => Promise<unknown>) => {
    setBusy(true);
    setError(undefined);
    try {
      await call();
    } catch (e) {
      setError(failureText(t, e));
    } finally {
      setBusy(false);
    }
  };
  return { error, setError, busy, run };
}

/** A failure announced where it happened. */
export function ErrorAlert({ error }: { error: string | undefined }) {
  return error ? (
    <p className="rp-error" role="alert">
      {error}
    </p>
  ) : null;
}

/** The people a share may go to, found by two or more typed letters (a quarter second after the last). */
export function useRecipients(search: string, onError: (message: string) => void): ShareRecipient[] | undefined {
  const { api, t } = useEnv();
  const [found, setFound] = useState<ShareRecipient[] | undefined>();
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new error handler on each render is the same handler
  useEffect(() => {
    if (search.trim().length < 2) {
      setFound(undefined);
      return;
    }
    const timer = setTimeout(() => {
      api.recipients(search.trim()).then(setFound, (e) => onError(failureText(t, e)));
    }, 250);
    return () => clearTimeout(timer);
  }, [api, search, t]);
  return found;
}
