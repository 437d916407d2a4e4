import { userDataInputSchema } from '@portal/contracts';
import { describe, expect, it } from 'vitest';
import { emptyUserForm, toUserData, type UserForm, validateUserForm } from './userForm';

const filled: UserForm = emptyUserForm({
  salutation: 'mr',
  firstName: 'Stefan',
  lastName: 'Fachmann',
  email: 'specialist@demo.portal.example',
  street: 'Hauptstraße 1',
  postalCode: '80331',
  city: 'München',
  country: 'DE',
  language: 'de',
});

describe('the registration form’s checks', () => {
  it('passes a form with every required field', () => {
    expect(validateUserForm(filled)).toEqual({});
  });

  it.each([
    ['salutation', ''],
    ['firstName', ''],
    ['lastName', '   '],
    ['email', ''],
    ['street', ''],
    ['postalCode', ''],
    ['city', ''],
    ['country', ''],
    ['language', ''],
  ] as const)('needs %s (at least one character)', (field, value) => {
    expect(validateUserForm({ ...filled, [field]: value })).toEqual({ [field]: 'required' });
  });

  it.each([
    ['specialist@demo', 'email'],
    ['two@@demo.example', 'email'],
    ['.dot@demo.example', 'email'],
  ])('refuses the address %s', (email, problem) => {
    expect(validateUserForm({ ...filled, email })).toEqual({ email: problem });
  });

  it('refuses a website that is not a web address', () => {
    expect(validateUserForm({ ...filled, websiteUrl: 'javascript:alert(1)' })).toEqual({ websiteUrl: 'website' });
    expect(validateUserForm({ ...filled, websiteUrl: 'https://installateur.example' })).toEqual({});
  });

  it('says when a field is longer than the server keeps', () => {
    expect(validateUserForm({ ...filled, city: 'x'.repeat(101) })).toEqual({ city: 'tooLong' });
  });

  it('agrees with the server’s schema on what it sends', () => {
    expect(userDataInputSchema.safeParse(toUserData(filled)).success).toBe(true);
    for (const form of [
      { ...filled, email: 'specialist@demo' },
      { ...filled, firstName: ' ' },
      { ...filled, websiteUrl: 'ftp://x.example' },
    ]) {
      expect(Object.keys(validateUserForm(form)).length, JSON.stringify(form)).toBeGreaterThan(0);
      expect(userDataInputSchema.safeParse(toUserData(form)).success).toBe(false);
    }
  });

  it('sends empty optional fields as null and the hidden field only when filled', () => {
    const data = toUserData(filled);
    expect(data.telephone).toBeNull();
    expect(data).not.toHaveProperty('nickname');
    expect(toUserData({ ...filled, nickname: 'bot' }).nickname).toBe('bot');
  });
});
