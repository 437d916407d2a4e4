import type { AccountSession, Locale } from '@portal/contracts';
import { Button, Card, ConfirmDialog } from '@portal/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../../api';
import { forgetSignIn } from '../../auth/session';
import { showMessage } from '../../state/messages';
import { failureMessage, when } from './account-messages';

/** Where the person is signed in, and "sign out everywhere" (this browser included). */
export function SessionsCard({ sessions, locale }: { sessions: readonly AccountSession[]; locale: Locale }) {
  const { t } = useTranslation();
  const [confirming, setConfirming] = useState(false);

  const endAll = async () => {
    setConfirming(false);
    try {
      await api.portal.delete('/api/Account/sessions');
      // Every sign-in has ended, this one too: the shell forgets it and asks for a new one.
      showMessage('info', t('account.signedOutEverywhere'));
      await forgetSignIn();
    } catch (e) {
      const text = failureMessage(t, e);
      if (text) showMessage('error', text);
    }
  };

  return (
    <Card title={t('account.sessions')}>
      {sessions.length === 0 ? (
        <p>{t('account.noSessions')}</p>
      ) : (
        <ul className="shell-account__sessions">
          {sessions.map((s) => (
            <li key={s.id}>
              {t('account.sessionLine', {
                host: s.host,
                since: when(s.signedInAt, locale),
                until: when(s.expiresAt, locale),
              })}
              {s.secondFactor ? ` · ${t('account.withSecondFactor')}` : ''}
            </li>
          ))}
        </ul>
      )}
      <Button variant="danger" icon="log-out" onClick={() => setConfirming(true)}>
        {t('account.signOutEverywhere')}
      </Button>
      <ConfirmDialog
        open={confirming}
        title={t('account.signOutEverywhere')}
        message={t('account.signOutEverywhereText')}
        confirmLabel={t('account.signOutEverywhere')}
        cancelLabel={t('account.cancel')}
        onConfirm={() => void endAll()}
        onCancel={() => setConfirming(false)}
      />
    </Card>
  );
}
