import { Card } from '@portal/ui';
import { useAnswer, useEnv, useLists, Waiting } from './common';
import { hashFor } from './hashRoute';
import { isUnregistered } from './problems';
import { crmOptionsOf } from './routeOptions';
import { UserDataForm } from './UserDataForm';
import { userFormOf } from './userForm';

/** The registered user's UserData, to read and change; the e-mail address is the identity provider's. */
export function Profile() {
  const { t, api, context, route } = useEnv();
  const openIdUserId = context.user?.openIdUserId;
  const lists = useLists(['salutations', 'countries', 'targetGroups', 'divisions'] as const);
  const profile = useAnswer(openIdUserId ? () => api.profile(openIdUserId) : undefined, [api, openIdUserId]);
  if (!openIdUserId) {
    return (
      <Card title={t.profileTitle}>
        <p>{t.signInForProfile}</p>
      </Card>
    );
  }
  if (isUnregistered(profile.error)) {
    return (
      <Card title={t.profileTitle}>
        <p>{t.notRegistered}</p>
        <a href={hashFor('register', route.returnUrl)}>{t.registerNow}</a>
      </Card>
    );
  }
  return (
    <Card title={t.profileTitle}>
      <Waiting answer={profile}>
        <Waiting answer={lists}>
          {profile.data && lists.data && (
            <UserDataForm
              id="crm-profile"
              initial={userFormOf(profile.data)}
              lists={lists.data}
              options={crmOptionsOf(context.route.props)}
              company
              emailFixed
              honeypot={false}
              submitLabel={t.save}
              busyLabel={t.saving}
              onSubmit={async (data) => {
                await api.changeProfile(openIdUserId, data);
                context.notify({ kind: 'success', text: t.saved });
                profile.reload();
              }}
            />
          )}
        </Waiting>
      </Waiting>
    </Card>
  );
}
