import type { ReportingQuery, ReportingSharedQuery, ShareRecipient } from '@portal/contracts';
import { Button, Dialog, IconButton, TextField } from '@portal/ui';
import { useEffect, useState } from 'react';
import { ErrorAlert, useAction, useRecipients } from './action';
import { useEnv } from './env';

/** Shares an own query with people who use reporting, and takes shares back. */
export function ShareDialog({ query, onClose }: { query: ReportingQuery; onClose: () => void }) {
  const { api, t, context } = useEnv();
  const [shares, setShares] = useState<ReportingSharedQuery[]>([]);
  const [search, setSearch] = useState('');
  const { error, setError, run } = useAction();
  const found = useRecipients(search, setError);

  const refresh = async () => {
    const all = await api.shares();
    setShares(all.filter((s) => s.reportingQueryId === query.reportingQueryId && s.creator === query.creator));
  };
  // biome-ignore lint/correctness/useExhaustiveDependencies: load once per query
  useEffect(() => {
    void refresh();
  }, [query.reportingQueryId]);

  const share = (recipient: ShareRecipient) =>
    run(async () => {
      await api.share(query.reportingQueryId, recipient.userId);
      context.notify({ kind: 'success', text: t.shared(recipient.name) });
      await refresh();
    });

  const unshare = (shared: ReportingSharedQuery) =>
    run(async () => {
      await api.unshare(shared.reportingQueryId, shared.userId);
      await refresh();
    });

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
      <ErrorAlert error={error} />
    </Dialog>
  );
}
