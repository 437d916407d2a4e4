import type { ReportingQuery, ReportingSharedQuery, ShareRecipient } from '@portal/contracts';
import { Button, Dialog, IconButton, TextField } from '@portal/ui';
import { useEffect, useState } from 'react';
import { failureText } from './Builder';
import { useEnv } from './env';

/** Shares an own query with people who use reporting, and takes shares back. */
export function ShareDialog({ query, onClose }: { query: ReportingQuery; onClose: () => void }) {
  const { api, t, context } = useEnv();
  const [shares, setShares] = useState<ReportingSharedQuery[]>([]);
  const [search, setSearch] = useState('');
  const [found, setFound] = useState<ShareRecipient[] | undefined>();
  const [error, setError] = useState<string | undefined>();

  const refresh = async () => {
    const all = await api.shares();
    setShares(all.filter((s) => s.reportingQueryId === query.reportingQueryId && s.creator === query.creator));
  };
  // biome-ignore lint/correctness/useExhaustiveDependencies: load once per query
  useEffect(() => {
    void refresh();
  }, [query.reportingQueryId]);

  useEffect(() => {
    if (search.trim().length < 2) {
      setFound(undefined);
      return;
    }
    const timer = setTimeout(() => {
      api.recipients(search.trim()).then(setFound, (e) => setError(failureText(t, e)));
    }, 250);
    return () => clearTimeout(timer);
  }, [api, search, t]);

  async function share(recipient: ShareRecipient) {
    setError(undefined);
    try {
      await api.share(query.reportingQueryId, recipient.userId);
      context.notify({ kind: 'success', text: t.shared(recipient.name) });
      await refresh();
    } catch (e) {
      setError(failureText(t, e));
    }
  }

  async function unshare(share: ReportingSharedQuery) {
    setError(undefined);
    try {
      await api.unshare(share.reportingQueryId, share.userId);
      await refresh();
    } catch (e) {
      setError(failureText(t, e));
    }
  }

  return (
    <Dialog
      open
      title={t.shareTitle(query.name)}
      onClose={onClose}
      actions={<Button onClick={onClose}>{t.close}</Button>}
    >
      <h3>{t.sharedWith}</h3>
      {shares.length === 0 ? (
        <p className="rp-muted">{t.notShared}</p>
      ) : (
        <ul className="rp-list">
          {shares.map((s) => (
            <li key={s.reportingSharedQueryId}>
              <span>{s.userName}</span>
              <IconButton icon="x" label={t.unshare(s.userName)} onClick={() => void unshare(s)} />
            </li>
          ))}
        </ul>
      )}
      <TextField label={t.searchUser} hint={t.searchHint} value={search} onChange={(e) => setSearch(e.target.value)} />
      {found && found.length === 0 && <p className="rp-muted">{t.noUsers}</p>}
      {found && found.length > 0 && (
        <ul className="rp-list">
          {found.map((r) => (
            <li key={r.userId}>
              <span>
                {r.name} <span className="rp-muted">{r.email}</span>
              </span>
              <Button icon="users" onClick={() => void share(r)}>
                {t.shareWith(r.name)}
              </Button>
            </li>
          ))}
        </ul>
      )}
      {error && (
        <p className="rp-error" role="alert">
          {error}
        </p>
      )}
    </Dialog>
  );
}
