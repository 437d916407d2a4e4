import { z } from 'zod';
import { BRANDS, LOCALES } from './brands';
import { orgSchema, portalPermissionSchema, portalRessourceSchema, portalUserSchema, uuid } from './portal';

/**
 * Bodies and answers of the administration calls (spec §3, §7): permissions, permission sets,
 * resources, roles, users, orgs, and the audit trail. Field names are the spec's, including its
 * spellings (`ressource`, `desription`). Every body is strict: a field the call does not know is
 * refused (mass assignment, T21).
 */

const name = z.string().trim().min(1).max(200);
const description = z.string().max(1000);
const shortText = z.string().max(255);

// ---- Conditions (permission-set details) --------------------------------------------------

/** The operators a condition may use; anything else is refused when the set is saved. */
export const CONDITION_OPERATORS = ['=', '!=', 'in', '<', '>', 'like'] as const;
export type ConditionOperator = (typeof CONDITION_OPERATORS)[number];

/** Detail type 1 tests the signed-in user; type 2 narrows the rows a data call shows. */
export const CONDITION_ON_USER = 1;
export const CONDITION_ON_DATA = 2;

/** In a data condition's value: "the user's own value of this attribute". */
export const OWN_VALUE = '$user';

const NUMBER = /^-?\d+(\.\d+)?$/;

export const permissionSetDetailInputSchema = z
  .object({
    permissionId: uuid,
    type: z.union([z.literal(CONDITION_ON_USER), z.literal(CONDITION_ON_DATA)]).default(CONDITION_ON_USER),
    operator: z.enum(CONDITION_OPERATORS),
    value: z.string().trim().min(1).max(500),
  })
  .strict()
  .superRefine((d, ctx) => {
    if ((d.operator === '<' || d.operator === '>') && !NUMBER.test(d.value) && d.value !== OWN_VALUE) {
      ctx.addIssue({ code: 'custom', path: ['value'], message: `${d.operator} compares numbers: give a number` });
    }
    if (d.operator === 'in' && d.value.split(',').every((v) => v.trim() === '')) {
      ctx.addIssue({ code: 'custom', path: ['value'], message: 'in needs a comma-separated list' });
    }
    if (d.value === OWN_VALUE && d.type !== CONDITION_ON_DATA) {
      ctx.addIssue({ code: 'custom', path: ['value'], message: `${OWN_VALUE} is for data conditions (type 2)` });
    }
  });
export type PermissionSetDetailInput = z.infer<typeof permissionSetDetailInputSchema>;

export const portalPermissionSetDetailSchema = z.object({
  permission: portalPermissionSchema,
  permissionId: uuid,
  type: z.number().int(),
  operator: z.string(),
  value: z.string(),
});
export type PortalPermissionSetDetail = z.infer<typeof portalPermissionSetDetailSchema>;

export const portalPermissionSetSchema = z.object({
  id: uuid,
  name: z.string(),
  description: z.string(),
  permissionDetails: z.array(portalPermissionSetDetailSchema),
});
export type PortalPermissionSet = z.infer<typeof portalPermissionSetSchema>;

export const permissionSetInputSchema = z
  .object({
    name,
    description: description.default(''),
    permissionDetails: z.array(permissionSetDetailInputSchema).max(50).default([]),
  })
  .strict();
export type PermissionSetInput = z.infer<typeof permissionSetInputSchema>;

// ---- Permissions (attributes a condition may test) ----------------------------------------

/** The name of an attribute an administrator assigns to a user (the part after `attribute:`). */
export const ATTRIBUTE_KEY = /^[A-Za-z0-9_.:-]{1,100}$/;
/** The lookup prefix of an assigned user attribute (docs/permissions.md). */
export const ATTRIBUTE_LOOKUP = 'attribute:';

/**
 * Where a user's value of an attribute comes from: an attribute an administrator assigned to the
 * user, the user's org, or a sign-in claim. Never a user parameter: users write those themselves.
 */
export const VARIABLE_LOOKUP =
  /^(attribute:[A-Za-z0-9_.:-]{1,100}|org|claim:(email|given_name|family_name|department|preferred_username|sub))$/;

export const permissionInputSchema = z
  .object({
    name,
    /** The attribute's name: data modules map it to a column from their own allow-list. */
    technicalName: z.string().regex(/^[A-Za-z][A-Za-z0-9_]{0,63}$/, 'a letter, then letters, digits or _ (at most 64)'),
    variableLookup: z
      .string()
      .max(120)
      .regex(
        VARIABLE_LOOKUP,
        'attribute:<name>, org, or claim:<email|given_name|family_name|department|preferred_username|sub>',
      ),
    description: description.default(''),
    type: z.number().int().min(0).max(100).default(1),
  })
  .strict();
export type PermissionInput = z.infer<typeof permissionInputSchema>;

// ---- Resources and groups -----------------------------------------------------------------

export const ressourceInputSchema = z
  .object({
    name,
    description: description.default(''),
    technicalName: z
      .string()
      .regex(/^[A-Za-z][A-Za-z0-9_.-]{0,99}$/, 'a letter, then letters, digits, _ . or - (at most 100)'),
    type: z.union([z.literal(1), z.literal(2)]),
    ressourceGroup: z.object({ id: uuid }).strict(),
  })
  .strict();
export type RessourceInput = z.infer<typeof ressourceInputSchema>;

export const portalRessourceGroupSchema = z.object({
  id: uuid,
  name: z.string(),
  desription: z.string(),
  ressources: z.array(portalRessourceSchema),
});
export type PortalRessourceGroup = z.infer<typeof portalRessourceGroupSchema>;

// ---- Roles --------------------------------------------------------------------------------

export const roleSchema = z.object({
  id: uuid,
  name: z.string(),
  description: z.string(),
  org: z.number().int().nullable(),
  roleType: z.number().int(),
});
export type Role = z.infer<typeof roleSchema>;

export const roleInputSchema = z
  .object({
    name,
    description: description.default(''),
    org: z.number().int().positive().nullable().default(null),
    roleType: z.number().int().min(0).max(100).default(1),
  })
  .strict();
export type RoleInput = z.infer<typeof roleInputSchema>;

export const permissionSetSummarySchema = z.object({ id: uuid, name: z.string(), description: z.string() });

/** Role-resource permission (spec §3): accessType, ressource, permissionSet, role. */
export const roleRessourcePermissionSchema = z.object({
  accessType: z.number().int(),
  ressource: portalRessourceSchema,
  permissionSet: permissionSetSummarySchema,
  role: uuid,
});
export type RoleRessourcePermission = z.infer<typeof roleRessourcePermissionSchema>;

// ---- Users --------------------------------------------------------------------------------

export const userInputSchema = z
  .object({
    email: z.union([z.email().max(320), z.literal('')]).default(''),
    firstName: shortText.default(''),
    lastName: shortText.default(''),
    department: shortText.default(''),
    username: shortText.default(''),
    authType: z.number().int().min(0).max(100).default(1),
    org: z.number().int().positive().nullable().default(null),
  })
  .strict();
export type UserInput = z.infer<typeof userInputSchema>;

/**
 * A user is created for a subject of an identity provider before their first sign-in; without
 * `openIdUserId` the person is invited (issue 19 §2): the embedded provider creates their account
 * and mails them a one-time link to set a password and a second factor (`email` required then).
 * `roles` are assigned at once; `brand` names the site the invitation comes from (its name, colours
 * and address in the mail), `locale` the person's language.
 */
export const userCreateSchema = userInputSchema
  .extend({
    openIdUserId: z.string().trim().min(1).max(255).optional(),
    /** Issuer URL of an external provider; omitted: the embedded provider. */
    issuer: z.string().max(500).optional(),
    roles: z.array(uuid).max(100).optional(),
    brand: z.enum(BRANDS).optional(),
    locale: z.enum(LOCALES).optional(),
  })
  .strict();
export type UserCreate = z.infer<typeof userCreateSchema>;

/**
 * How a user signs in, for the user editor's onboarding actions (issue 19 §2): through the
 * embedded provider (`invited`: the invitation is not accepted yet) or an external one.
 */
export const userSignInSchema = z.object({
  provider: z.enum(['embedded', 'external']),
  invitationOpen: z.boolean(),
  disabled: z.boolean(),
  secondFactor: z.boolean(),
});
export type UserSignIn = z.infer<typeof userSignInSchema>;

export const userSearchSchema = z
  .object({
    query: z.string().max(200).default(''),
    page: z.coerce.number().int().min(1).max(100_000).default(1),
    pageSize: z.coerce.number().int().min(1).max(200).default(25),
  })
  .strict();

export const userPageSchema = z.object({
  items: z.array(portalUserSchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type UserPage = z.infer<typeof userPageSchema>;

export const userRoleInputSchema = z.object({ roleId: uuid }).strict();

// ---- User attributes (assigned by user administration; they decide access) ----------------

export const attributeKeySchema = z.string().regex(ATTRIBUTE_KEY, 'letters, digits, _ . : or - (at most 100)');

/** PUT /api/User/{userId}/attribute/{key}: the value; the key is in the address. */
export const userAttributeInputSchema = z.object({ value: z.string().trim().min(1).max(200) }).strict();
export type UserAttributeInput = z.infer<typeof userAttributeInputSchema>;

export const userAttributeSchema = z.object({
  key: z.string(),
  value: z.string(),
  /** The administrator who set it; null when it came from the seed or from the former user parameters. */
  setBy: z.object({ id: uuid, name: z.string() }).nullable(),
  setAt: z.string(),
});
export type UserAttribute = z.infer<typeof userAttributeSchema>;

// ---- Effective access ---------------------------------------------------------------------

export const conditionOutcomeSchema = z.object({
  attribute: z.string(),
  on: z.enum(['user', 'data']),
  operator: z.string(),
  value: z.string(),
  /** The user's value of the attribute (user conditions, and data conditions on the user's own value). */
  actual: z.string().nullable(),
  /** User conditions: whether it holds. Data conditions narrow rows and are not decided here: null. */
  holds: z.boolean().nullable(),
});
export type ConditionOutcome = z.infer<typeof conditionOutcomeSchema>;

export const accessPathSchema = z.object({
  role: z.object({ id: uuid, name: z.string() }),
  permissionSet: z.object({ id: uuid, name: z.string() }),
  accessType: z.number().int(),
  /** Access type 1 and every user condition holds. */
  grants: z.boolean(),
  conditions: z.array(conditionOutcomeSchema),
});
export type AccessPath = z.infer<typeof accessPathSchema>;

export const effectiveRessourceSchema = z.object({
  ressource: z.object({ id: uuid, name: z.string(), technicalName: z.string(), type: z.number().int() }),
  granted: z.boolean(),
  /** Whether rows are narrowed by data conditions of the granting sets. */
  rowsFiltered: z.boolean(),
  reason: z.string(),
  via: z.array(accessPathSchema),
});
export type EffectiveRessource = z.infer<typeof effectiveRessourceSchema>;

// ---- Orgs ---------------------------------------------------------------------------------

export const orgInputSchema = z.object({ name, isPublic: z.boolean().default(false) }).strict();
export type OrgInput = z.infer<typeof orgInputSchema>;
export const orgDetailSchema = orgSchema.extend({ isPublic: z.boolean() });

// ---- Audit trail --------------------------------------------------------------------------

export const AUDIT_ENTITIES = ['user', 'role', 'permission', 'permissionSet', 'ressource', 'org'] as const;

export const auditEntrySchema = z.object({
  id: z.number().int(),
  at: z.string(),
  actor: z.object({ id: uuid.nullable(), sub: z.string(), name: z.string() }),
  action: z.string(),
  entity: z.string(),
  entityId: z.string(),
  before: z.unknown(),
  after: z.unknown(),
  requestId: z.string().nullable(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;

export const auditQuerySchema = z
  .object({
    actor: uuid.optional(),
    entity: z.enum(AUDIT_ENTITIES).optional(),
    entityId: z.string().max(100).optional(),
    from: z.iso.datetime({ offset: true }).optional(),
    to: z.iso.datetime({ offset: true }).optional(),
    page: z.coerce.number().int().min(1).max(100_000).default(1),
    pageSize: z.coerce.number().int().min(1).max(200).default(50),
  })
  .strict();
export type AuditQuery = z.infer<typeof auditQuerySchema>;

export const auditPageSchema = z.object({
  items: z.array(auditEntrySchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
