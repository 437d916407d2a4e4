import { z } from 'zod';

/**
 * Double opt-in and the CRM clerk's review of registrations (issue 19 §6). Status values are the
 * CRM's (spec §3, CRM_USER_STATUS): a confirmed registration waits at 1 ExistsAsWebRegistration; a
 * clerk approves it to 2 ExistsAsContactCmsEnabled or rejects it to 3 ExistsAsContactCmsDisabled,
 * and may move a decided one back to 1.
 */

/** The one-time token of a confirmation link (base64url of 32 random bytes). */
export const registrationConfirmationSchema = z.object({
  token: z.string().regex(/^[A-Za-z0-9_-]{43}$/),
});

/** Statuses a clerk sets: 1 back to waiting, 2 approved, 3 rejected. */
export const CRM_DECISION_STATUSES = [1, 2, 3] as const;

export const registrationListQuerySchema = z.object({
  /** Only registrations in this status (1 to 5); all when left out. */
  status: z.coerce.number().int().min(1).max(5).optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
});
export type RegistrationListQuery = z.input<typeof registrationListQuerySchema>;

export const registrationEntrySchema = z.object({
  /** The applicant's portal user id: the key of the decision call. */
  userId: z.uuid(),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  registrationType: z.enum(['endCustomer', 'specialist', 'simple']),
  accountName: z.string().nullable(),
  postalCode: z.string().nullable(),
  city: z.string().nullable(),
  country: z.string(),
  language: z.string(),
  userStatus: z.number().int(),
  /** When the person confirmed their address (ISO time). */
  confirmedAt: z.string(),
  consentText: z.string().nullable(),
  consentAt: z.string().nullable(),
  decidedAt: z.string().nullable(),
  /** The version to send back as If-Match (`"v{version}"`) with a decision. */
  version: z.number().int(),
});
export type RegistrationEntry = z.infer<typeof registrationEntrySchema>;

export const registrationPageSchema = z.object({
  items: z.array(registrationEntrySchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type RegistrationPage = z.infer<typeof registrationPageSchema>;

export const registrationDecisionSchema = z.object({
  userStatus: z.union([z.literal(1), z.literal(2), z.literal(3)]),
});
export type RegistrationDecision = z.infer<typeof registrationDecisionSchema>;
