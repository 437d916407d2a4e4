import { Card } from '@portal/ui';
import { type Env, useAnswer, useEnv, Waiting } from './common';
import { DealerFinder } from './DealerFinder';
import { hashFor } from './hashRoute';
import { fill } from './texts';

/** Only an approved registration (2) has a profile to show; before, the CRM answers 412. */
const HAS_PROFILE = new Set(['2']);
const NOT_EXISTS = '7';

/** The area's start: a signed-in user's CRM status and next step; for a visitor, the dealer finder. */
export function Overview() {
  const { t, context } = useEnv();
  const openIdUserId = context.user?.openIdUserId;
  if (!openIdUserId) {
    return (
      <>
        <Card title={t.overviewTitle}>
          <p>{t.signInHint}</p>
        </Card>
        <DealerFinder />
      </>
    );
  }
  return (
    <Card title={t.overviewTitle}>
      <Status openIdUserId={openIdUserId} />
    </Card>
  );
}

function Status({ openIdUserId }: { openIdUserId: string }) {
  const env = useEnv();
  const { t, api, locale, route } = env;
  const status = useAnswer(() => api.status(openIdUserId, locale), [api, openIdUserId, locale]);
  const value = status.data?.userStatus ?? '';
  return (
    <Waiting answer={status}>
      <p className="crm-status" data-status={value}>
        {fill(t.statusValue, { value, name: statusName(env, value) })}
      </p>
      <p className="crm-status-message">{status.data?.statusMessage}</p>
      <p className="crm-actions">
        {value === NOT_EXISTS && <a href={hashFor('register', route.returnUrl)}>{t.registerNow}</a>}
        {HAS_PROFILE.has(value) && <a href={hashFor('profile', route.returnUrl)}>{t.toProfile}</a>}
      </p>
    </Waiting>
  );
}

/** The status value's name in the user's language; an unknown value stays as it came. */
function statusName({ t }: Env, value: string): string {
  const key = `status${value}` as keyof typeof t;
  return /^[1-7]$/.test(value) ? t[key] : value;
}
