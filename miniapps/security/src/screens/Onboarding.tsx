import { BRANDS, LOCALES, type Org, type PortalUser, type UserCreate } from '@portal/contracts';
import { Button, Select, TextField } from '@portal/ui';
import { useState } from 'react';
import { fieldErrorsOf } from '../api';
import { ErrorNote, useEnv, useLoad } from '../common';
import { EditDialog } from '../editing';
import { OrgChoice } from './Orgs';

type Invitation = Omit<UserCreate, 'openIdUserId' | 'issuer'>;

/**
 * Inviting a person (issue 19 §2, docs/permissions.md): name, e-mail, a role, and optionally org,
 * brand and language. The server creates the account and mails the one-time link.
 */
export function InviteForm({
  orgs,
  onCancel,
  onInvited,
}: {
  orgs: readonly Org[];
  onCancel: () => void;
  onInvited: (user: PortalUser) => void;
}) {
  const { api, t, context, intl } = useEnv();
  const roles = useLoad(() => api.roles(), []);
  const [values, setValues] = useState({
    firstName: '',
    lastName: '',
    email: '',
    role: '',
    org: null as number | null,
    brand: 'group' as Invitation['brand'],
    locale: (LOCALES as readonly string[]).includes(intl.slice(0, 2))
      ? (intl.slice(0, 2) as Invitation['locale'])
      : 'de',
  });
  const [error, setError] = useState<unknown>();
  const [busy, setBusy] = useState(false);
  const fields = fieldErrorsOf(error, t);
  const languages = new Intl.DisplayNames([intl], { type: 'language' });
  const text = (name: 'firstName' | 'lastName' | 'email') => ({
    value: values[name],
    error: fields[name],
    onChange: (e: { target: { value: string } }) => setValues({ ...values, [name]: e.target.value }),
  });
  const submit = async () => {
    setBusy(true);
    try {
      const { role, ...rest } = values;
      const user = await api.invitePerson({
        ...rest,
        department: '',
        username: '',
        authType: 1,
        roles: role ? [role] : [],
      });
      context.notify({ kind: 'success', text: t.onboarding.invited(values.email) });
      onInvited(user);
    } catch (err) {
      setError(err);
    } finally {
      setBusy(false);
    }
  };
  return (
    <EditDialog
      title={t.onboarding.inviteTitle}
      error={error}
      busy={busy}
      onClose={onCancel}
      onSubmit={() => void submit()}
    >
      <p className="p-field__hint">{t.onboarding.inviteHint}</p>
      <TextField label={t.users.firstName} type="text" {...text('firstName')} />
      <TextField label={t.users.lastName} type="text" {...text('lastName')} />
      <TextField label={t.users.email} type="email" autoComplete="off" {...text('email')} />
      <Select
        label={t.users.role}
        value={values.role}
        error={fields['roles.0']}
        options={[{ value: '', label: '—' }, ...(roles.data ?? []).map((r) => ({ value: r.id, label: r.name }))]}
        onChange={(e) => setValues({ ...values, role: e.target.value })}
      />
      <OrgChoice orgs={orgs} value={values.org} error={fields.org} onChange={(org) => setValues({ ...values, org })} />
      <Select
        label={t.onboarding.brand}
        value={values.brand ?? 'group'}
        options={BRANDS.map((b) => ({ value: b, label: b }))}
        onChange={(e) => setValues({ ...values, brand: e.target.value as Invitation['brand'] })}
      />
      <Select
        label={t.onboarding.language}
        value={values.locale ?? 'de'}
        options={LOCALES.map((l) => ({ value: l, label: languages.of(l) ?? l }))}
        onChange={(e) => setValues({ ...values, locale: e.target.value as Invitation['locale'] })}
      />
    </EditDialog>
  );
}

/**
 * How the person signs in, and the user editor's onboarding actions: send the invitation again,
 * disable or enable, reset the second factor. Each answer is told; a refusal shows its reason.
 */
export function SignInActions({ userId, self }: { userId: string; self: boolean }) {
  const { api, t, canManage, context } = useEnv();
  const status = useLoad(() => api.signInOf(userId), [userId]);
  const [error, setError] = useState<unknown>();
  const act = async (work: () => Promise<unknown>, done: string) => {
    try {
      await work();
      setError(undefined);
      context.notify({ kind: 'success', text: done });
    } catch (err) {
      setError(err);
    }
    status.reload();
  };
  const s = status.data;
  return (
    <section>
      <h3 id={`sign-in-${userId}`}>{t.onboarding.signIn}</h3>
      <ErrorNote error={status.error ?? error} />
      {s &&
        (s.provider === 'external' ? (
          <p>{t.onboarding.external}</p>
        ) : (
          <ul>
            <li>{s.invitationOpen ? t.onboarding.invitationOpen : t.onboarding.active}</li>
            {!s.invitationOpen && <li>{s.secondFactor ? t.onboarding.secondFactor : t.onboarding.noSecondFactor}</li>}
            {s.disabled && <li>{t.onboarding.disabled}</li>}
          </ul>
        ))}
      {s && canManage && (
        <div className="p-card__actions">
          {s.provider === 'embedded' && s.invitationOpen && !s.disabled && (
            <Button icon="refresh-cw" onClick={() => void act(() => api.resendInvitation(userId), t.onboarding.resent)}>
              {t.onboarding.resend}
            </Button>
          )}
          {s.provider === 'embedded' && !s.invitationOpen && !s.disabled && (
            <Button
              icon="key-round"
              onClick={() => void act(() => api.resetFactors(userId), t.onboarding.factorsReset)}
            >
              {t.onboarding.resetFactors}
            </Button>
          )}
          {!self &&
            (s.disabled ? (
              <Button
                icon="shield-plus"
                onClick={() => void act(() => api.enableUser(userId), t.onboarding.enabledDone)}
              >
                {t.onboarding.enable}
              </Button>
            ) : (
              <Button
                icon="lock"
                variant="danger"
                onClick={() => void act(() => api.disableUser(userId), t.onboarding.disabledDone)}
              >
                {t.onboarding.disable}
              </Button>
            ))}
        </div>
      )}
    </section>
  );
}
