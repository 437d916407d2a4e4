import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isCompanyAddress } from './company-address';

/** Spec §5: a string holding the group's key, arbonia or prolux counts as a company address. */
describe('the e-mail domain check of the CRM registration handling', () => {
  it('knows the group’s domains, in any case, and nothing else', () => {
    expect(isCompanyAddress('anna.muster@arbonia.ch')).toBe(true);
    expect(isCompanyAddress('p.meier@PROLUX.de')).toBe(true);
    expect(isCompanyAddress('it@group.example')).toBe(true);
    expect(isCompanyAddress('kitchen@demo.portal.example')).toBe(false);
    expect(isCompanyAddress('x@gmail.com')).toBe(false);
    expect(isCompanyAddress('')).toBe(false);
  });

  it('reads the domain only: a private address naming the group before the @ fails the check', () => {
    expect(isCompanyAddress('arbonia.fan@gmail.com')).toBe(false);
    fc.assert(
      fc.property(fc.emailAddress(), (email) => {
        const [local, domain] = [email.slice(0, email.lastIndexOf('@')), email.slice(email.lastIndexOf('@') + 1)];
        expect(isCompanyAddress(`arbonia${local}@${domain}`)).toBe(isCompanyAddress(email));
      }),
    );
  });
});
