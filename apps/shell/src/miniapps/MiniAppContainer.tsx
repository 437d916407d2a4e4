import type { MiniAppContext, MiniAppRegistration, Unmount } from '@portal/sdk';
import { Button, Card, IconButton, Spinner } from '@portal/ui';
import { Component, type ReactNode, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { whileLoading } from '../state/loader';
import { loadMiniApp, MiniAppError, type MiniAppFailure, MOUNT_TIMEOUT_MS, withTimeout } from './loader';
import { reloadOnce, routingReady } from './reload';

type State = { kind: 'loading' } | { kind: 'mounted' } | { kind: 'failed'; failure: MiniAppFailure };

/**
 * Shows one mini-app: loads it, mounts it into its own element within a time limit, and takes it
 * down again. Whatever goes wrong stays inside this box: a translated "unavailable" card with a
 * retry, while the rest of the shell keeps working. A failed download reloads the page once first.
 */
export function MiniAppContainer({
  registration,
  context,
  title,
  onClose,
}: {
  registration: MiniAppRegistration;
  context: MiniAppContext;
  title: string;
  onClose?: (() => void) | undefined;
}) {
  const { t } = useTranslation();
  const host = useRef<HTMLDivElement>(null);
  const [state, setState] = useState<State>({ kind: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const contextRef = useRef(context);
  contextRef.current = context;

  // Mounted afresh only when the mini-app itself changes, not when the registry is read again and
  // hands an equal registration: taking it down would throw away what the user entered.
  const { name, remoteEntry, module: exposed } = registration;
  useEffect(() => {
    const registration: MiniAppRegistration = { name, remoteEntry, module: exposed };
    let unmount: Unmount | undefined;
    let cancelled = false;
    setState({ kind: 'loading' });
    const run = async () => {
      const module = await loadMiniApp(registration, attempt > 0);
      if (cancelled || !host.current) return;
      let mounted: Unmount | undefined;
      try {
        mounted = await withTimeout(
          Promise.resolve().then(() => module.mount(host.current!, contextRef.current)),
          MOUNT_TIMEOUT_MS,
          () => new MiniAppError('mountTimeout', registration.name),
        );
      } catch (error) {
        throw error instanceof MiniAppError ? error : new MiniAppError('mountThrew', registration.name, error);
      }
      if (cancelled) {
        await mounted?.();
        return;
      }
      unmount = mounted ?? undefined;
      setState({ kind: 'mounted' });
      routingReady();
    };
    whileLoading(run()).catch((error: unknown) => {
      if (cancelled) return;
      const failure = error instanceof MiniAppError ? error.failure : 'mountThrew';
      console.error(error);
      if (failure === 'load' && attempt === 0 && reloadOnce(error)) return;
      setState({ kind: 'failed', failure });
    });
    return () => {
      cancelled = true;
      const target = host.current;
      void Promise.resolve(unmount?.()).finally(() => target?.replaceChildren());
    };
  }, [name, remoteEntry, exposed, attempt]);

  return (
    <div className="shell-miniapp" data-miniapp={registration.name} data-state={state.kind}>
      {onClose && (
        <div className="shell-miniapp__bar">
          <IconButton icon="x" label={t('miniApp.close', { subApp: title })} onClick={onClose} />
        </div>
      )}
      {state.kind === 'loading' && (
        <div className="shell-miniapp__loading">
          <Spinner label={t('miniApp.loading', { name: title })} />
        </div>
      )}
      {state.kind === 'failed' && (
        <Card
          title={t('miniApp.unavailable', { name: title })}
          actions={
            <Button variant="primary" icon="refresh" onClick={() => setAttempt((a) => a + 1)}>
              {t('miniApp.retry')}
            </Button>
          }
        >
          <p>{t('miniApp.unavailableHint')}</p>
          <p className="shell-muted" data-failure={state.failure}>
            {state.failure}
          </p>
        </Card>
      )}
      <div ref={host} hidden={state.kind === 'failed'} />
    </div>
  );
}

/** Keeps a failure in the shell's own parts of a page from taking the whole shell down. */
export class MiniAppBoundary extends Component<
  { fallback: (error: Error, reset: () => void) => ReactNode; children: ReactNode },
  { error: Error | undefined }
> {
  override state: { error: Error | undefined } = { error: undefined };

  static getDerivedStateFromError(error: Error) {
    return { error };
  }

  override componentDidCatch(error: Error) {
    console.error(error);
  }

  override render() {
    if (this.state.error) return this.props.fallback(this.state.error, () => this.setState({ error: undefined }));
    return this.props.children;
  }
}
