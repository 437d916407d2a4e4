import { z } from 'zod';

/** Entities and bodies of the portal API (spec §3, §7). Field names are the spec's. */

export const uuid = z.uuid();
/** The site's country as its routes write it (`/de/ch` → `ch`): exports write numbers and dates as that site does. */
export const siteCountry = z.string().regex(/^[a-zA-Z]{2}$/);

const name = z.string().trim().min(1).max(200);
const description = z.string().max(1000);

// ---- Users --------------------------------------------------------------------------------

export const portalUserSchema = z.object({
  id: uuid,
  openIdUserId: z.string(),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  department: z.string(),
  username: z.string(),
  authType: z.number().int(),
  org: z.number().int().nullable(),
});
export type PortalUser = z.infer<typeof portalUserSchema>;

export const usernameSchema = z.object({ id: uuid, firstName: z.string(), lastName: z.string() });
export type Username = z.infer<typeof usernameSchema>;

// ---- Sign-in ------------------------------------------------------------------------------

/** PortalLoginOpenId: the claims the shell read from the ID token. The server trusts the token, not this body. */
export const portalLoginOpenIdSchema = z
  .object({
    sub: z.string().min(1).max(255),
    login: z.string().max(255).default(''),
    displayName: z.string().max(255).default(''),
    firstName: z.string().max(255).default(''),
    lastName: z.string().max(255).default(''),
    mail: z.string().max(320).default(''),
    department: z.string().max(255).default(''),
  })
  .strict();
export type PortalLoginOpenId = z.infer<typeof portalLoginOpenIdSchema>;

export const portalRessourcePermissionSchema = z.object({
  ressource: uuid,
  accessType: z.number().int(),
  permissionSet: uuid.nullable(),
});
export type PortalRessourcePermission = z.infer<typeof portalRessourcePermissionSchema>;

// ---- User parameters ----------------------------------------------------------------------

export const USER_PARAMETER_TYPES = ['string', 'number', 'boolean', 'json'] as const;

export const portalUserParameterSchema = z.object({
  userParametersId: uuid,
  userId: uuid,
  name: z.string(),
  type: z.enum(USER_PARAMETER_TYPES),
  value: z.string(),
});
export type PortalUserParameter = z.infer<typeof portalUserParameterSchema>;

export const userParameterInputSchema = z
  .object({
    name: z
      .string()
      .trim()
      .min(1)
      .max(100)
      .regex(/^[A-Za-z0-9_.:-]+$/, 'letters, digits and _ . : - only'),
    type: z.enum(USER_PARAMETER_TYPES).default('string'),
    value: z.string().max(65_536),
  })
  .strict()
  .superRefine((p, ctx) => {
    if (p.type === 'number' && !Number.isFinite(Number(p.value))) {
      ctx.addIssue({ code: 'custom', path: ['value'], message: 'must be a number' });
    }
    if (p.type === 'boolean' && p.value !== 'true' && p.value !== 'false') {
      ctx.addIssue({ code: 'custom', path: ['value'], message: 'must be true or false' });
    }
    if (p.type === 'json') {
      try {
        JSON.parse(p.value);
      } catch {
        ctx.addIssue({ code: 'custom', path: ['value'], message: 'must be JSON' });
      }
    }
  });
export type UserParameterInput = z.infer<typeof userParameterInputSchema>;

/** POST /api/UserParameter names the user in the body; an administrator may name another user. */
export const userParameterCreateSchema = z
  .object({
    userId: uuid.optional(),
    name: z.string(),
    type: z.enum(USER_PARAMETER_TYPES).optional(),
    value: z.string(),
  })
  .strict();

export const portalLoginResultSchema = z.object({
  user: portalUserSchema,
  token: z.object({ accessToken: z.string(), expiresIn: z.number().int() }),
  permissions: z.array(portalRessourcePermissionSchema),
  parameters: z.array(portalUserParameterSchema),
});
export type PortalLoginResult = z.infer<typeof portalLoginResultSchema>;

// ---- Favourites ---------------------------------------------------------------------------

/** A portal path: absolute, inside the portal, no scheme or host (no open redirect through favourites). */
export const portalPath = z
  .string()
  .trim()
  .min(1)
  .max(2000)
  .regex(/^\/(?!\/)[^\s\\]*$/, 'must be a path inside the portal, starting with /');

export const favoriteQuery = z
  .string()
  .max(2000)
  .regex(/^[^\s#]*$/, 'must be a query string without spaces or #')
  .transform((q) => q.replace(/^\?/, ''));

export const portalFavoriteSchema = z.object({
  id: uuid,
  userId: uuid,
  name: z.string(),
  description: z.string(),
  path: z.string(),
  query: z.string(),
});
export type PortalFavorite = z.infer<typeof portalFavoriteSchema>;

export const favoriteInputSchema = z
  .object({
    name,
    description: description.default(''),
    path: portalPath,
    query: favoriteQuery.default(''),
  })
  .strict();
export type FavoriteInput = z.infer<typeof favoriteInputSchema>;

export const favoriteCreateSchema = favoriteInputSchema.extend({ userId: uuid.optional() }).strict();
export type FavoriteCreate = z.infer<typeof favoriteCreateSchema>;

// ---- Permissions catalogue ----------------------------------------------------------------

export const portalPermissionSchema = z.object({
  id: uuid,
  name: z.string(),
  technicalName: z.string(),
  variableLookup: z.string(),
  description: z.string(),
  type: z.number().int(),
});
export type PortalPermission = z.infer<typeof portalPermissionSchema>;

export const portalRessourceSchema = z.object({
  id: uuid,
  name: z.string(),
  description: z.string(),
  technicalName: z.string(),
  type: z.number().int(),
  ressourceGroup: z.object({ id: uuid, name: z.string(), desription: z.string() }),
});
export type PortalRessource = z.infer<typeof portalRessourceSchema>;

export const orgSchema = z.object({ id: z.number().int(), name: z.string() });
export type Org = z.infer<typeof orgSchema>;
