import { CRM_CONSENT_TEXTS } from '@portal/contracts';
import { isLocale } from '@portal/contracts/brands';
import { Button, Card, Select } from '@portal/ui';
import { type FormEvent, useState } from 'react';
import { useEnv, useLists, Waiting } from './common';
import { hashFor } from './hashRoute';
import { messageFor } from './problems';
import { crmOptionsOf } from './routeOptions';
import { LANGUAGE_OPTIONS, UserDataForm, type UserDataLists } from './UserDataForm';
import { emptyUserForm } from './userForm';

type Kind = 'endCustomer' | 'specialist';

/** End-customer or specialist registration, and the simple registration with the portal account (spec §1). */
export function Registration() {
  const { t, context } = useEnv();
  const lists = useLists(['salutations', 'countries', 'targetGroups', 'divisions'] as const);
  if (!context.user) {
    return (
      <Card title={t.registerTitle}>
        <p>{t.signInToRegister}</p>
      </Card>
    );
  }
  return (
    <>
      <Card title={t.registerTitle}>
        <Waiting answer={lists}>{lists.data && <RegistrationForm lists={lists.data} />}</Waiting>
      </Card>
      <SimpleRegistration />
    </>
  );
}

/**
 * After a registration the overview shows the new status: '1', received; or, for an end customer
 * until they followed the mailed link, '7' with the request to confirm.
 */
function useRegistered() {
  const { t, context, route } = useEnv();
  return (confirmByMail = false) => {
    context.notify({ kind: 'success', text: confirmByMail ? t.registeredConfirm : t.registered });
    window.location.hash = hashFor('overview', route.returnUrl);
  };
}

function RegistrationForm({ lists }: { lists: UserDataLists }) {
  const { t, api, context, locale } = useEnv();
  const [kind, setKind] = useState<Kind>('endCustomer');
  const registered = useRegistered();
  const site = context.country.toUpperCase();
  const initial = emptyUserForm({
    firstName: context.user?.firstName ?? '',
    lastName: context.user?.lastName ?? '',
    email: context.user?.email ?? '',
    country: lists.countries.some((c) => c.value === site) ? site : '',
    language: locale,
  });
  return (
    <UserDataForm
      id="crm-registration"
      initial={initial}
      lists={lists}
      options={crmOptionsOf(context.route.props)}
      company={kind === 'specialist'}
      emailFixed={false}
      honeypot
      submitLabel={t.register}
      busyLabel={t.registering}
      consentText={kind === 'endCustomer' ? CRM_CONSENT_TEXTS[locale] : undefined}
      onSubmit={async (data) => {
        if (kind === 'specialist') {
          await api.registerSpecialist(data);
          registered();
        } else {
          // The consent as shown: the server records this language's text with the time.
          await api.registerEndCustomer({ ...data, consentGiven: true, consentLanguage: locale });
          registered(true);
        }
      }}
    >
      <fieldset>
        <legend>{t.kind}</legend>
        <div className="crm-choices">
          {(['endCustomer', 'specialist'] as const).map((k) => (
            <label key={k} className="p-field p-field--check">
              <input type="radio" name="kind" value={k} checked={kind === k} onChange={() => setKind(k)} />
              <span>{k === 'specialist' ? t.kindSpecialist : t.kindEndCustomer}</span>
            </label>
          ))}
        </div>
      </fieldset>
    </UserDataForm>
  );
}

/** Only the language: name and address come from the portal account. */
function SimpleRegistration() {
  const { t, api, locale } = useEnv();
  const registered = useRegistered();
  const [language, setLanguage] = useState<string>(locale);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | undefined>();
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!isLocale(language)) return;
    setBusy(true);
    setProblem(undefined);
    try {
      await api.registerSimple(language);
      registered();
    } catch (error) {
      setProblem(messageFor(error, t, () => t.fieldLanguage));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Card title={t.simpleTitle}>
      <form id="crm-simple-registration" onSubmit={submit}>
        <p>{t.simpleHint}</p>
        <Select
          label={t.fieldLanguage}
          value={language}
          options={LANGUAGE_OPTIONS}
          onChange={(e) => setLanguage(e.target.value)}
        />
        {problem && (
          <p role="alert" className="crm-problem">
            {problem}
          </p>
        )}
        <Button type="submit" disabled={busy}>
          {busy ? t.registering : t.simpleRegister}
        </Button>
      </form>
    </Card>
  );
}
