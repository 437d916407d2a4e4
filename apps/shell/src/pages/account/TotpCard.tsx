import type { TotpEnrolment } from '@portal/contracts';
import { Button, Card, ConfirmDialog, TextField } from '@portal/ui';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../../api';
import { showMessage } from '../../state/messages';
import { failureMessage } from './account-messages';

/** The authenticator app (TOTP): set up with a QR code and a first code, or remove. */
export function TotpCard({ enabled, onChange }: { enabled: boolean; onChange: () => Promise<void> }) {
  const { t } = useTranslation();
  const [enrolment, setEnrolment] = useState<TotpEnrolment | undefined>();
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [removing, setRemoving] = useState(false);

  const fail = (e: unknown) => {
    const text = failureMessage(t, e);
    if (text) showMessage('error', text);
  };

  const start = async () => {
    try {
      setEnrolment(await api.portal.post<TotpEnrolment>('/api/Account/totp/enrolment'));
      setCode('');
      setError(undefined);
    } catch (e) {
      fail(e);
    }
  };

  const confirm = async (event: FormEvent) => {
    event.preventDefault();
    if (!/^\d{6}$/.test(code)) {
      setError(t('account.codeFormat'));
      return;
    }
    try {
      await api.portal.put('/api/Account/totp', { code });
      setEnrolment(undefined);
      showMessage('success', t('account.totpEnabled'));
      await onChange();
    } catch (e) {
      const text = failureMessage(t, e);
      if (text) setError(text);
    }
  };

  const remove = async () => {
    setRemoving(false);
    try {
      await api.portal.delete('/api/Account/totp');
      showMessage('success', t('account.totpRemoved'));
      await onChange();
    } catch (e) {
      fail(e);
    }
  };

  return (
    <Card title={t('account.totp')}>
      <p>{enabled ? t('account.totpOn') : t('account.totpOff')}</p>
      {enrolment ? (
        <form onSubmit={confirm} className="shell-account__form">
          <p>{t('account.totpScan')}</p>
          <img className="shell-account__qr" src={enrolment.qrCode} alt={t('account.qrAlt')} width={200} height={200} />
          <p>
            {t('account.totpManual')} <code className="shell-account__secret">{enrolment.secret}</code>
          </p>
          <TextField
            label={t('account.totpCode')}
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={6}
            value={code}
            error={error}
            onChange={(e) => setCode(e.target.value.replace(/\s+/g, ''))}
          />
          <Button type="submit" variant="primary">
            {t('account.totpConfirm')}
          </Button>{' '}
          <Button onClick={() => setEnrolment(undefined)}>{t('account.cancel')}</Button>
        </form>
      ) : (
        <p>
          <Button variant={enabled ? 'secondary' : 'primary'} icon="lock" onClick={() => void start()}>
            {enabled ? t('account.totpReplace') : t('account.totpSetUp')}
          </Button>{' '}
          {enabled && (
            <Button variant="danger" icon="trash-2" onClick={() => setRemoving(true)}>
              {t('account.totpRemove')}
            </Button>
          )}
        </p>
      )}
      <ConfirmDialog
        open={removing}
        title={t('account.totpRemove')}
        message={t('account.totpRemoveText')}
        confirmLabel={t('account.remove')}
        cancelLabel={t('account.cancel')}
        onConfirm={() => void remove()}
        onCancel={() => setRemoving(false)}
      />
    </Card>
  );
}
