import { z } from 'zod';
import { PASSWORD_MIN_LENGTH } from './accountLimits';

export { PASSWORD_MIN_LENGTH };

/**
 * The self-service security page (issue 19 §3, "Mein Konto"): a signed-in person's own profile,
 * second factors (TOTP, passkeys), password and sign-ins at the embedded provider. Every call
 * concerns the caller's own account only.
 */
export const accountPasskeySchema = z.object({
  id: z.string(),
  name: z.string(),
  createdAt: z.string(),
  lastUsedAt: z.string().nullable(),
});
export type AccountPasskey = z.infer<typeof accountPasskeySchema>;

export const accountProfileSchema = z.object({
  id: z.string(),
  login: z.string(),
  email: z.string(),
  givenName: z.string(),
  familyName: z.string(),
  department: z.string(),
  locale: z.string(),
  totpEnabled: z.boolean(),
  passkeys: z.array(accountPasskeySchema),
});
export type AccountProfile = z.infer<typeof accountProfileSchema>;

export const accountPasskeyNameSchema = z.string().trim().min(1).max(80);

/** WebAuthn creation options as @simplewebauthn/server writes them (passed to the browser unchanged). */
export const passkeyRegistrationOptionsSchema = z.looseObject({ challenge: z.string() });

export const passkeyRegistrationSchema = z.object({
  name: accountPasskeyNameSchema,
  /** The browser's RegistrationResponseJSON; checked in full by the server. */
  response: z.record(z.string(), z.unknown()),
});

export const passkeyRenameSchema = z.object({ name: accountPasskeyNameSchema });

/** A new TOTP secret, not active until a code from it is confirmed. */
export const totpEnrolmentSchema = z.object({
  secret: z.string(),
  uri: z.string(),
  /** The otpauth URI as a QR code (an SVG data URL). */
  qrCode: z.string(),
});
export type TotpEnrolment = z.infer<typeof totpEnrolmentSchema>;

export const totpConfirmationSchema = z.object({ code: z.string().regex(/^\d{6}$/) });

export const passwordChangeSchema = z.object({
  currentPassword: z.string().min(1).max(200),
  newPassword: z.string().min(PASSWORD_MIN_LENGTH).max(200),
});

export const accountSessionSchema = z.object({
  /** An opaque handle (never the session cookie's value). */
  id: z.string(),
  host: z.string(),
  signedInAt: z.string().nullable(),
  expiresAt: z.string().nullable(),
  secondFactor: z.boolean(),
});
export type AccountSession = z.infer<typeof accountSessionSchema>;

export const signOutEverywhereResultSchema = z.object({ ended: z.number().int() });
