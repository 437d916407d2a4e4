import type { AccountProfile, AccountSession, Locale } from '@portal/contracts';
import { Card } from '@portal/ui';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../../api';
import { session, signIn } from '../../auth/session';
import { site, siteName } from '../../layout/site';
import { whileLoading } from '../../state/loader';
import { showMessage } from '../../state/messages';
import { useStore } from '../../state/store';
import { failureMessage } from './account-messages';
import { PasskeysCard } from './PasskeysCard';
import { PasswordCard } from './PasswordCard';
import { SessionsCard } from './SessionsCard';
import { TotpCard } from './TotpCard';

/**
 * "Mein Konto" (issue 19 §3): every signed-in person's own profile, second factors (authenticator
 * app, passkeys), password and sign-ins. A shell page of its own: it needs no permission, so it is
 * not in the route table (whose pages each need one).
 */
export default function AccountPage({ locale }: { locale: Locale }) {
  const { t } = useTranslation();
  const current = useStore(session);
  const look = useStore(site);
  const [profile, setProfile] = useState<AccountProfile | undefined>();
  const [sessions, setSessions] = useState<AccountSession[]>([]);
  const [unavailable, setUnavailable] = useState(false);
  const signedIn = current.status === 'signedIn';

  useEffect(() => {
    if (current.status === 'anonymous') void signIn({ locale });
  }, [current.status, locale]);

  useEffect(() => {
    document.title = `${t('account.title')} · ${siteName(look)}`;
  }, [t, look]);

  const reload = useCallback(async () => {
    try {
      const [me, list] = await whileLoading(
        Promise.all([
          api.portal.get<AccountProfile>('/api/Account/me'),
          api.portal.get<AccountSession[]>('/api/Account/sessions'),
        ]),
      );
      setProfile(me);
      setSessions(list);
    } catch (error) {
      if ((error as { problem?: { code?: string } }).problem?.code === 'account_not_managed_here') setUnavailable(true);
      else {
        const text = failureMessage(t, error);
        if (text) showMessage('error', text);
      }
    }
  }, [t]);

  useEffect(() => {
    if (signedIn) void reload();
  }, [signedIn, reload]);

  if (!signedIn) return <p role="status">{t('signingIn')}</p>;
  return (
    <article className="shell-page shell-account" aria-labelledby="page-title">
      <div className="shell-page__heading">
        <h1 id="page-title">{t('account.title')}</h1>
      </div>
      {unavailable && <p>{t('account.external')}</p>}
      {profile && (
        <>
          <Card title={t('account.profile')}>
            <dl className="shell-account__profile">
              <dt>{t('account.name')}</dt>
              <dd>{[profile.givenName, profile.familyName].filter(Boolean).join(' ') || '—'}</dd>
              <dt>{t('account.login')}</dt>
              <dd>{profile.login}</dd>
              <dt>{t('account.email')}</dt>
              <dd>{profile.email}</dd>
              <dt>{t('account.department')}</dt>
              <dd>{profile.department || '—'}</dd>
            </dl>
          </Card>
          <PasskeysCard passkeys={profile.passkeys} locale={locale} onChange={reload} />
          <TotpCard enabled={profile.totpEnabled} onChange={reload} />
          <PasswordCard />
          <SessionsCard sessions={sessions} locale={locale} />
        </>
      )}
    </article>
  );
}
