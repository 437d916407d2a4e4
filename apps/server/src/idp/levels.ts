import { ACR_MFA, ACR_PASSWORD } from '@portal/contracts';

/**
 * Authentication levels. `acr_values` lists acceptable levels in order of preference:
 * "urn:portal:mfa" alone demands the second factor; "urn:portal:mfa urn:portal:pwd" asks for it
 * when the account has one and accepts a password otherwise.
 */
function values(acrValues: unknown): string[] {
  return typeof acrValues === 'string' ? acrValues.split(/\s+/).filter(Boolean) : [];
}

export function wantsMfa(acrValues: unknown): boolean {
  return values(acrValues).includes(ACR_MFA);
}

export function requiresMfa(acrValues: unknown): boolean {
  const list = values(acrValues);
  return list.includes(ACR_MFA) && !list.includes(ACR_PASSWORD);
}

export const AMR_PASSWORD = ['pwd'];
export const AMR_MFA = ['pwd', 'otp'];
/** RFC 8176: a hardware-bound key with the person verified on it (a passkey), alone or after the password. */
export const AMR_PASSKEY = ['hwk', 'mfa'];
export const AMR_PASSKEY_SECOND = ['pwd', 'hwk', 'mfa'];
