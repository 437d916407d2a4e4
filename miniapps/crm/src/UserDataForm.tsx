import { postalCodeExample, type UserDataInput } from '@portal/contracts';
import { LOCALES } from '@portal/contracts/brands';
import { Button, CheckboxField, Select, TextField } from '@portal/ui';
import { type FormEvent, type ReactNode, useEffect, useRef, useState } from 'react';
import { type Options, useEnv } from './common';
import { messageFor } from './problems';
import type { CrmOptions } from './routeOptions';
import { fill, type Texts } from './texts';
import {
  type FieldProblem,
  type FormErrors,
  REQUIRED_FIELDS,
  toUserData,
  type UserForm,
  type UserFormText,
  validateUserForm,
} from './userForm';

/** Each field's label in the texts; also names the fields of a refused request (`body.city`). */
const LABELS: Record<UserFormText, keyof Texts> = {
  salutation: 'fieldSalutation',
  firstName: 'fieldFirstName',
  lastName: 'fieldLastName',
  email: 'fieldEmail',
  telephone: 'fieldTelephone',
  street: 'fieldStreet',
  postalCode: 'fieldPostalCode',
  city: 'fieldCity',
  country: 'fieldCountry',
  language: 'fieldLanguage',
  targetGroup: 'fieldTargetGroup',
  accountName: 'fieldAccountName',
  telephoneAccount: 'fieldTelephoneAccount',
  websiteUrl: 'fieldWebsiteUrl',
  accountInfo: 'fieldAccountInfo',
  nickname: 'honeypot',
};

const PROBLEM_TEXT: Record<FieldProblem, keyof Texts> = {
  required: 'errRequired',
  email: 'errEmail',
  website: 'errWebsite',
  tooLong: 'errTooLong',
  postalCode: 'errPostalCode',
  city: 'errCity',
  consent: 'errConsent',
};

/** Languages in their own names: a person finds theirs whatever the page's language. */
const LANGUAGE_NAMES: Record<(typeof LOCALES)[number], string> = {
  de: 'Deutsch',
  en: 'English',
  cs: 'Čeština',
  fr: 'Français',
  it: 'Italiano',
};
export const LANGUAGE_OPTIONS: Options = LOCALES.map((l) => ({ value: l, label: LANGUAGE_NAMES[l] }));

export type UserDataLists = Record<'salutations' | 'countries' | 'targetGroups' | 'divisions', Options>;

/**
 * The UserData form of the registration and the profile: the same fields, checks and messages;
 * the screens differ in what they send and whether the e-mail address may change.
 */
export function UserDataForm({
  id,
  initial,
  lists,
  options,
  company,
  emailFixed,
  honeypot,
  submitLabel,
  busyLabel,
  onSubmit,
  consentText,
  children,
}: {
  id: string;
  initial: UserForm;
  lists: UserDataLists;
  options: CrmOptions;
  /** The company block and the specialist search (a specialist's registration, the profile). */
  company: boolean;
  emailFixed: boolean;
  /** The hidden field of a registration (T33). */
  honeypot: boolean;
  submitLabel: string;
  busyLabel: string;
  onSubmit: (data: UserDataInput) => Promise<void>;
  /** The consent to give, word for word in the page's language; required when given. */
  consentText?: string | undefined;
  children?: ReactNode;
}) {
  const { t } = useEnv();
  const [form, setForm] = useState(initial);
  const [errors, setErrors] = useState<FormErrors>({});
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | undefined>();
  const formRef = useRef<HTMLFormElement>(null);
  // Counts sends that found problems: after React has committed the fields marked invalid,
  // the first one to fix gets the focus (an effect runs after the commit, a frame callback may not).
  const [invalidSends, setInvalidSends] = useState(0);
  useEffect(() => {
    if (invalidSends > 0) formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [invalidSends]);

  const label = (field: UserFormText) => t[LABELS[field]];
  const errorOf = (field: UserFormText | 'consent') => {
    const p = errors[field];
    if (!p) return undefined;
    return fill(t[PROBLEM_TEXT[p]], {
      field: field === 'consent' ? '' : label(field),
      example: postalCodeExample(form.country) ?? '',
    });
  };
  const text = (field: UserFormText, extra: Record<string, unknown> = {}) => ({
    name: field,
    label: label(field),
    value: form[field],
    error: errorOf(field),
    required: (REQUIRED_FIELDS as readonly string[]).includes(field),
    onChange: (e: { target: { value: string } }) => setForm((f) => ({ ...f, [field]: e.target.value })),
    ...extra,
  });
  const choose = (options: Options) => [{ value: '', label: t.choose }, ...options];
  const flag = (field: 'appearsInResourceSearchHeating' | 'appearsInResourceSearchSanitary' | 'newsletter') => ({
    checked: form[field],
    onChange: (e: { target: { checked: boolean } }) => setForm((f) => ({ ...f, [field]: e.target.checked })),
  });
  const unitLabel = (division: string) => lists.divisions.find((d) => d.value === division)?.label ?? division;
  const targetGroups = lists.targetGroups.filter((g) => options.targetGroups.includes(g.value));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = validateUserForm(form, consentText !== undefined);
    setErrors(found);
    setProblem(undefined);
    if (Object.keys(found).length > 0) {
      setProblem(t.checkForm);
      setInvalidSends((n) => n + 1);
      return;
    }
    setBusy(true);
    try {
      await onSubmit(toUserData(form));
    } catch (error) {
      setProblem(messageFor(error, t, (field) => (field in LABELS ? label(field as UserFormText) : undefined)));
    } finally {
      setBusy(false);
    }
  };

  return (
    <form id={id} ref={formRef} noValidate onSubmit={submit}>
      {children}
      <fieldset>
        <legend>{t.personTitle}</legend>
        <div className="crm-fields">
          <Select {...text('salutation')} options={choose(lists.salutations)} />
          <TextField {...text('firstName')} autoComplete="given-name" maxLength={100} />
          <TextField {...text('lastName')} autoComplete="family-name" maxLength={100} />
          <TextField
            {...text('email')}
            type="email"
            autoComplete="email"
            readOnly={emailFixed}
            {...(emailFixed ? { hint: t.emailFixed } : {})}
          />
          <TextField {...text('telephone')} type="tel" autoComplete="tel" maxLength={40} />
          <TextField {...text('street')} autoComplete="address-line1" maxLength={200} />
          <TextField {...text('postalCode')} autoComplete="postal-code" maxLength={20} />
          <TextField {...text('city')} autoComplete="address-level2" maxLength={100} />
          <Select {...text('country')} options={choose(lists.countries)} />
          <Select {...text('language')} options={choose(LANGUAGE_OPTIONS)} />
          {targetGroups.length > 0 && <Select {...text('targetGroup')} options={choose(targetGroups)} />}
        </div>
      </fieldset>
      {company && (
        <fieldset>
          <legend>{t.companyTitle}</legend>
          <div className="crm-fields">
            <TextField {...text('accountName')} autoComplete="organization" maxLength={200} />
            <TextField {...text('telephoneAccount')} type="tel" maxLength={40} />
            <TextField {...text('websiteUrl')} type="url" autoComplete="url" maxLength={300} />
            <TextField {...text('accountInfo')} maxLength={2000} />
          </div>
        </fieldset>
      )}
      {company && options.specialistSearch && options.specialistBusinessUnits.length > 0 && (
        <fieldset>
          <legend>{t.specialistSearchTitle}</legend>
          <div className="crm-choices">
            {options.specialistBusinessUnits.includes('Heating') && (
              <CheckboxField
                label={fill(t.appearsIn, { unit: unitLabel('heating') })}
                {...flag('appearsInResourceSearchHeating')}
              />
            )}
            {options.specialistBusinessUnits.includes('Sanitary') && (
              <CheckboxField
                label={fill(t.appearsIn, { unit: unitLabel('sanitary') })}
                {...flag('appearsInResourceSearchSanitary')}
              />
            )}
          </div>
        </fieldset>
      )}
      {options.newsletter && <CheckboxField label={t.newsletter} {...flag('newsletter')} />}
      {consentText !== undefined && (
        <CheckboxField
          label={consentText}
          name="consent"
          checked={form.consent}
          required
          aria-invalid={errors.consent ? true : undefined}
          {...(errors.consent ? { hint: errorOf('consent') } : {})}
          onChange={(e) => setForm((f) => ({ ...f, consent: e.target.checked }))}
        />
      )}
      {honeypot && (
        // People never see or reach this field; a program filling every field fills it (T33).
        <div className="crm-honeypot" aria-hidden="true">
          <label>
            {t.honeypot}
            <input
              name="nickname"
              type="text"
              tabIndex={-1}
              autoComplete="off"
              value={form.nickname}
              onChange={(e) => setForm((f) => ({ ...f, nickname: e.target.value }))}
            />
          </label>
        </div>
      )}
      {problem && (
        <p role="alert" className="crm-problem">
          {problem}
        </p>
      )}
      <div className="crm-actions">
        <Button variant="primary" type="submit" disabled={busy}>
          {busy ? busyLabel : submitLabel}
        </Button>
      </div>
    </form>
  );
}
