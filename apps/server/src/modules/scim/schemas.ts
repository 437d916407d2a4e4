import { z } from 'zod';

/** The schema URNs of RFC 7643 and the message URNs of RFC 7644. */
export const CORE_USER = 'urn:ietf:params:scim:schemas:core:2.0:User';
export const ENTERPRISE_USER = 'urn:ietf:params:scim:schemas:extension:enterprise:2.0:User';
export const CORE_GROUP = 'urn:ietf:params:scim:schemas:core:2.0:Group';
export const PATCH_OP = 'urn:ietf:params:scim:api:messages:2.0:PatchOp';
export const LIST_RESPONSE = 'urn:ietf:params:scim:api:messages:2.0:ListResponse';
export const ERROR = 'urn:ietf:params:scim:api:messages:2.0:Error';

/** The media type of every SCIM request and answer (RFC 7644 §3.1). */
export const SCIM_MEDIA_TYPE = 'application/scim+json';

const text = z.string().max(1024);
const many = <T extends z.ZodType>(item: T) => z.array(item).max(50);

/** Entra ID has sent booleans as the strings "True" and "False"; both forms are read. */
const scimBoolean = z.union([
  z.boolean(),
  z
    .string()
    .regex(/^(true|false)$/i)
    .transform((v) => v.toLowerCase() === 'true'),
]);

const schemasHolding = (urn: string) =>
  z
    .array(text)
    .min(1)
    .max(10)
    .refine((schemas) => schemas.includes(urn), { message: `schemas must include ${urn}` });

/** A multi-valued attribute's entry (emails, phoneNumbers, ims, photos, entitlements, roles, x509Certificates). */
const multiValued = z.object({
  value: text.optional(),
  display: text.optional(),
  type: text.optional(),
  primary: scimBoolean.optional(),
});

const address = z.object({
  formatted: text.optional(),
  streetAddress: text.optional(),
  locality: text.optional(),
  region: text.optional(),
  postalCode: text.optional(),
  country: text.optional(),
  type: text.optional(),
  primary: scimBoolean.optional(),
});

const enterprise = z.object({
  employeeNumber: text.optional(),
  costCenter: text.optional(),
  organization: text.optional(),
  division: text.optional(),
  department: text.optional(),
  manager: z.object({ value: text.optional(), $ref: text.optional(), displayName: text.optional() }).optional(),
});

/**
 * A User as a directory writes it (RFC 7643 §4.1, with the enterprise extension §4.3). Read-only
 * attributes (id, meta, groups) and a password are dropped: the portal keeps no passwords of a
 * directory's users, they sign in at the group's identity provider.
 */
export const scimUserInput = z.object({
  schemas: schemasHolding(CORE_USER),
  externalId: text.min(1).optional(),
  userName: z.string().trim().min(1).max(256),
  name: z
    .object({
      formatted: text.optional(),
      familyName: text.optional(),
      givenName: text.optional(),
      middleName: text.optional(),
      honorificPrefix: text.optional(),
      honorificSuffix: text.optional(),
    })
    .optional(),
  displayName: text.optional(),
  nickName: text.optional(),
  profileUrl: text.optional(),
  title: text.optional(),
  userType: text.optional(),
  preferredLanguage: text.optional(),
  locale: text.optional(),
  timezone: text.optional(),
  active: scimBoolean.optional(),
  emails: many(multiValued).optional(),
  phoneNumbers: many(multiValued).optional(),
  ims: many(multiValued).optional(),
  photos: many(multiValued).optional(),
  addresses: many(address).optional(),
  entitlements: many(multiValued).optional(),
  roles: many(multiValued).optional(),
  x509Certificates: many(multiValued).optional(),
  [ENTERPRISE_USER]: enterprise.optional(),
});
export type ScimUserInput = z.infer<typeof scimUserInput>;

/** A Group as a directory writes it (RFC 7643 §4.2): members are users of the same directory. */
export const scimGroupInput = z.object({
  schemas: schemasHolding(CORE_GROUP),
  externalId: text.min(1).optional(),
  displayName: z.string().trim().min(1).max(256),
  members: z
    .array(z.object({ value: text.min(1), display: text.optional(), type: text.optional(), $ref: text.optional() }))
    .max(100_000)
    .optional(),
});
export type ScimGroupInput = z.infer<typeof scimGroupInput>;

/** PATCH (RFC 7644 §3.5.2); operation names in any case, as Entra ID sends "Replace". */
export const scimPatchInput = z.object({
  schemas: schemasHolding(PATCH_OP),
  Operations: z
    .array(
      z.object({
        op: z
          .string()
          .transform((op) => op.toLowerCase())
          .pipe(z.enum(['add', 'replace', 'remove'])),
        path: text.min(1).optional(),
        value: z.unknown().optional(),
      }),
    )
    .min(1)
    .max(1000),
});
export type ScimPatchInput = z.infer<typeof scimPatchInput>;

/** The query of a list (RFC 7644 §3.4.2): filter, paging, and attributes left out. */
export const scimListQuery = z.object({
  filter: z.string().max(4096).optional(),
  // §3.4.2.4: a startIndex below 1 is read as 1, a negative count as 0.
  startIndex: z.coerce
    .number()
    .int()
    .optional()
    .transform((n) => Math.max(1, n ?? 1)),
  count: z.coerce.number().int().optional(),
  attributes: z.string().max(1024).optional(),
  excludedAttributes: z.string().max(1024).optional(),
  sortBy: z.string().max(256).optional(),
  sortOrder: z.string().max(32).optional(),
});
export type ScimListQuery = z.infer<typeof scimListQuery>;

/** A resource id as the path names it; one that is not ours is simply not found (404), not malformed. */
export const scimId = z.object({ id: z.string().max(256) });
