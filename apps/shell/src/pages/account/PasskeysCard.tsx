import type { AccountPasskey, Locale } from '@portal/contracts';
import { Button, Card, ConfirmDialog, TextField } from '@portal/ui';
import { browserSupportsWebAuthn, startRegistration } from '@simplewebauthn/browser';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../../api';
import { showMessage } from '../../state/messages';
import { failureMessage, when } from './account-messages';

/** The person's passkeys: add one (the browser asks the authenticator), rename, remove. */
export function PasskeysCard({
  passkeys,
  locale,
  onChange,
}: {
  passkeys: readonly AccountPasskey[];
  locale: Locale;
  onChange: () => Promise<void>;
}) {
  const { t } = useTranslation();
  const [name, setName] = useState('');
  const [busy, setBusy] = useState(false);
  const [renaming, setRenaming] = useState<{ id: string; name: string } | undefined>();
  const [removing, setRemoving] = useState<AccountPasskey | undefined>();
  const supported = browserSupportsWebAuthn();

  const add = async (event: FormEvent) => {
    event.preventDefault();
    if (!name.trim()) return;
    setBusy(true);
    try {
      const options = await api.portal.post<Parameters<typeof startRegistration>[0]['optionsJSON']>(
        '/api/Account/passkeys/options',
      );
      const response = await startRegistration({ optionsJSON: options });
      await api.portal.post('/api/Account/passkeys', { name: name.trim(), response });
      setName('');
      showMessage('success', t('account.passkeyAdded'));
      await onChange();
    } catch (error) {
      const text = failureMessage(t, error);
      if (text) showMessage('error', text);
    } finally {
      setBusy(false);
    }
  };

  const rename = async (event: FormEvent) => {
    event.preventDefault();
    if (!renaming?.name.trim()) return;
    try {
      await api.portal.put(`/api/Account/passkeys/${renaming.id}`, { name: renaming.name.trim() });
      setRenaming(undefined);
      await onChange();
    } catch (error) {
      const text = failureMessage(t, error);
      if (text) showMessage('error', text);
    }
  };

  const remove = async (passkey: AccountPasskey) => {
    setRemoving(undefined);
    try {
      await api.portal.delete(`/api/Account/passkeys/${passkey.id}`);
      showMessage('success', t('account.passkeyRemoved'));
      await onChange();
    } catch (error) {
      const text = failureMessage(t, error);
      if (text) showMessage('error', text);
    }
  };

  return (
    <Card title={t('account.passkeys')}>
      <p>{t('account.passkeysIntro')}</p>
      {passkeys.length === 0 ? (
        <p>{t('account.noPasskeys')}</p>
      ) : (
        <div className="shell-table-wrap">
          <table className="p-table shell-account__passkeys">
            <thead>
              <tr>
                <th scope="col">{t('account.passkeyName')}</th>
                <th scope="col">{t('account.created')}</th>
                <th scope="col">{t('account.lastUsed')}</th>
                <th scope="col">{t('account.actions')}</th>
              </tr>
            </thead>
            <tbody>
              {passkeys.map((p) => (
                <tr key={p.id}>
                  <td data-label={t('account.passkeyName')}>
                    {renaming?.id === p.id ? (
                      <form onSubmit={rename} className="shell-account__inline">
                        <TextField
                          label={t('account.newName')}
                          value={renaming.name}
                          maxLength={80}
                          required
                          onChange={(e) => setRenaming({ id: p.id, name: e.target.value })}
                        />
                        <Button type="submit" variant="primary">
                          {t('account.save')}
                        </Button>
                        <Button onClick={() => setRenaming(undefined)}>{t('account.cancel')}</Button>
                      </form>
                    ) : (
                      p.name
                    )}
                  </td>
                  <td data-label={t('account.created')}>{when(p.createdAt, locale)}</td>
                  <td data-label={t('account.lastUsed')}>{when(p.lastUsedAt, locale)}</td>
                  <td data-label={t('account.actions')}>
                    <Button icon="pencil" onClick={() => setRenaming({ id: p.id, name: p.name })}>
                      {t('account.rename')}
                      <span className="p-visually-hidden"> {p.name}</span>
                    </Button>{' '}
                    <Button icon="trash-2" variant="danger" onClick={() => setRemoving(p)}>
                      {t('account.remove')}
                      <span className="p-visually-hidden"> {p.name}</span>
                    </Button>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {supported ? (
        <form onSubmit={add} className="shell-account__form">
          <TextField
            label={t('account.passkeyName')}
            hint={t('account.passkeyNameHint')}
            value={name}
            maxLength={80}
            required
            onChange={(e) => setName(e.target.value)}
          />
          <Button type="submit" variant="primary" icon="key-round" disabled={busy}>
            {t('account.addPasskey')}
          </Button>
        </form>
      ) : (
        <p>{t('account.passkeysUnsupported')}</p>
      )}
      <ConfirmDialog
        open={removing !== undefined}
        title={t('account.removePasskeyTitle')}
        message={t('account.removePasskeyText', { name: removing?.name ?? '' })}
        confirmLabel={t('account.remove')}
        cancelLabel={t('account.cancel')}
        onConfirm={() => removing && void remove(removing)}
        onCancel={() => setRemoving(undefined)}
      />
    </Card>
  );
}
