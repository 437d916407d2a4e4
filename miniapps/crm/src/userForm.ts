import { isCityName, isPostalCodeOf, type UserData, type UserDataInput } from '@portal/contracts';

/**
 * The registration and profile form as people fill it in (every text field a string, empty when
 * left out), its checks, and the UserData it sends. One model for both screens: the profile is
 * the registration's fields with the e-mail address fixed.
 */
export interface UserForm {
  readonly salutation: string;
  readonly firstName: string;
  readonly lastName: string;
  readonly email: string;
  readonly telephone: string;
  readonly street: string;
  readonly postalCode: string;
  readonly city: string;
  readonly country: string;
  readonly language: string;
  readonly targetGroup: string;
  readonly accountName: string;
  readonly telephoneAccount: string;
  readonly websiteUrl: string;
  readonly accountInfo: string;
  readonly appearsInResourceSearchHeating: boolean;
  readonly appearsInResourceSearchSanitary: boolean;
  readonly newsletter: boolean;
  /** The hidden field people never see (T33): stays empty unless a program fills the form. */
  readonly nickname: string;
  /** The end customer's consent (shown only in that registration). */
  readonly consent: boolean;
}

export type UserFormText = {
  [K in keyof UserForm]: UserForm[K] extends string ? K : never;
}[keyof UserForm];

/** Required by spec §5 (at least one character, §9) plus what the server needs: address and language. */
export const REQUIRED_FIELDS = [
  'salutation',
  'firstName',
  'lastName',
  'email',
  'street',
  'postalCode',
  'city',
  'country',
  'language',
] as const satisfies readonly UserFormText[];

/** The server's limits (packages/contracts/src/crm.ts userDataInputSchema), to say so before sending. */
export const MAX_LENGTH: Partial<Record<UserFormText, number>> = {
  firstName: 100,
  lastName: 100,
  email: 254,
  telephone: 40,
  street: 200,
  postalCode: 20,
  city: 100,
  accountName: 200,
  telephoneAccount: 40,
  websiteUrl: 300,
  accountInfo: 2000,
};

export type FieldProblem = 'required' | 'email' | 'website' | 'tooLong' | 'postalCode' | 'city' | 'consent';
export type FormErrors = Partial<Record<UserFormText | 'consent', FieldProblem>>;

/** The e-mail pattern of the server's schema (zod's `z.email()`), so both sides agree. */
const EMAIL = /^(?!\.)(?!.*\.\.)([A-Za-z0-9_'+\-.]*)[A-Za-z0-9_+-]@([A-Za-z0-9][A-Za-z0-9-]*\.)+[A-Za-z]{2,}$/;

/** The checks before sending; `consentRequired` in an end customer's registration. */
export function validateUserForm(form: UserForm, consentRequired = false): FormErrors {
  const errors: FormErrors = {};
  // The country's postal code and a city's name, as the server checks them (crmAddress.ts).
  if (form.postalCode.trim() && form.country && !isPostalCodeOf(form.country, form.postalCode)) {
    errors.postalCode = 'postalCode';
  }
  if (form.city.trim() && !isCityName(form.city)) errors.city = 'city';
  if (consentRequired && !form.consent) errors.consent = 'consent';
  for (const [field, max] of Object.entries(MAX_LENGTH) as [UserFormText, number][]) {
    if (form[field].trim().length > max) errors[field] = 'tooLong';
  }
  if (form.email.trim() && !errors.email && !EMAIL.test(form.email.trim())) errors.email = 'email';
  if (form.websiteUrl.trim() && !errors.websiteUrl && !isWebAddress(form.websiteUrl.trim()))
    errors.websiteUrl = 'website';
  for (const field of REQUIRED_FIELDS) if (!form[field].trim()) errors[field] = 'required';
  return errors;
}

function isWebAddress(text: string): boolean {
  try {
    const url = new URL(text);
    return (url.protocol === 'https:' || url.protocol === 'http:') && url.hostname.includes('.');
  } catch {
    return false;
  }
}

const orNull = (text: string) => (text.trim() ? text.trim() : null);

/** The text fields the CRM may hold empty: null there, an empty string in the form. */
const NULLABLE_TEXT = [
  'salutation',
  'telephone',
  'street',
  'postalCode',
  'city',
  'targetGroup',
  'accountName',
  'telephoneAccount',
  'websiteUrl',
  'accountInfo',
] as const satisfies readonly UserFormText[];
type NullableText = (typeof NULLABLE_TEXT)[number];

/** What the server receives: trimmed, empty optional fields as null; identity fields are the server's. */
export function toUserData(form: UserForm): UserDataInput {
  const texts = Object.fromEntries(NULLABLE_TEXT.map((f) => [f, orNull(form[f])])) as Record<
    NullableText,
    string | null
  >;
  return {
    ...texts,
    salutation: texts.salutation as UserDataInput['salutation'],
    targetGroup: texts.targetGroup as UserDataInput['targetGroup'],
    email: form.email.trim(),
    firstName: form.firstName.trim(),
    lastName: form.lastName.trim(),
    country: form.country as UserDataInput['country'],
    language: form.language as UserDataInput['language'],
    appearsInResourceSearchHeating: form.appearsInResourceSearchHeating,
    appearsInResourceSearchSanitary: form.appearsInResourceSearchSanitary,
    newsletter: form.newsletter,
    ...(form.nickname ? { nickname: form.nickname } : {}),
  };
}

export function emptyUserForm(defaults: Partial<UserForm> = {}): UserForm {
  return {
    salutation: '',
    firstName: '',
    lastName: '',
    email: '',
    telephone: '',
    street: '',
    postalCode: '',
    city: '',
    country: '',
    language: '',
    targetGroup: '',
    accountName: '',
    telephoneAccount: '',
    websiteUrl: '',
    accountInfo: '',
    appearsInResourceSearchHeating: false,
    appearsInResourceSearchSanitary: false,
    newsletter: false,
    nickname: '',
    consent: false,
    ...defaults,
  };
}

/** The profile as read from the CRM, in the form's shape. */
export function userFormOf(data: UserData): UserForm {
  return emptyUserForm({
    ...(Object.fromEntries(NULLABLE_TEXT.map((f) => [f, data[f] ?? ''])) as Record<NullableText, string>),
    firstName: data.firstName,
    lastName: data.lastName,
    email: data.email,
    country: data.country,
    language: data.language,
    appearsInResourceSearchHeating: data.appearsInResourceSearchHeating,
    appearsInResourceSearchSanitary: data.appearsInResourceSearchSanitary,
    newsletter: data.newsletter,
  });
}
