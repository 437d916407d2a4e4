import { Card } from '@portal/ui';
import { useAnswer, useEnv } from './common';
import { hashFor } from './hashRoute';
import { messageFor } from './problems';

/**
 * The page the confirmation mail links to (`#/confirm?token=…`): it confirms the registration
 * (double opt-in) and says so; an expired, replaced or unknown link is said as such. Works without
 * signing in: the mail may be opened on another device.
 */
export function Confirm() {
  const { t, api, route } = useEnv();
  const token = route.token;
  const answer = useAnswer(token ? () => api.confirm(token).then(() => true) : undefined, [api, token]);
  const invalid =
    !token ||
    (typeof answer.error === 'object' &&
      answer.error !== null &&
      (answer.error as { code?: unknown }).code === 'confirmation_link_invalid');
  return (
    <Card title={t.confirmTitle}>
      {invalid ? (
        <p role="alert" className="crm-problem">
          {t.confirmInvalid}
        </p>
      ) : answer.error !== undefined ? (
        <p role="alert" className="crm-problem">
          {messageFor(answer.error, t, () => undefined)}
        </p>
      ) : answer.data ? (
        <>
          <p role="status" className="crm-confirmed">
            {t.confirmed}
          </p>
          <a href={hashFor('overview', route.returnUrl)}>{t.navOverview}</a>
        </>
      ) : (
        <p role="status">{t.confirming}</p>
      )}
    </Card>
  );
}
