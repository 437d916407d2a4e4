import { z } from 'zod';
import { isCityName, isPostalCodeOf } from './crmAddress';

/**
 * The CRM backend's dealer finder and localization lists (spec §3, §7 "CRM backend").
 * Field names are the spec's.
 */

/** The group's two business units (spec §2: specialist business units Heating and Sanitary). */
export const CRM_DIVISIONS = ['heating', 'sanitary'] as const;
export type CrmDivision = (typeof CRM_DIVISIONS)[number];

/** Kinds of project an end customer looks for a dealer for (the finder's `project`). */
export const CRM_PROJECTS = ['newBuilding', 'renovation', 'maintenance'] as const;
export type CrmProject = (typeof CRM_PROJECTS)[number];

/** Target groups of a registration (spec §2: FGH, FHW, PRS). */
export const CRM_TARGET_GROUPS = ['FGH', 'FHW', 'PRS'] as const;

export const CRM_SALUTATIONS = ['mr', 'ms', 'none'] as const;

/** Countries the group's CRM serves (ISO 3166-1 alpha-2). */
export const CRM_COUNTRIES = ['DE', 'AT', 'CH', 'CZ', 'FR', 'IT', 'NL', 'BE', 'LU', 'PL', 'SK'] as const;

export const dealerSearchProductSchema = z.object({
  productName: z.string().nullable(),
  productKey: z.string().nullable(),
  branchSubCode: z.string().nullable(),
});
export type DealerSearchProduct = z.infer<typeof dealerSearchProductSchema>;

export const dealerEntrySchema = z.object({
  accountName: z.string(),
  street: z.string(),
  postalCode: z.string(),
  city: z.string(),
  country: z.string(),
  telephoneAccount: z.string().nullable(),
  fax: z.string().nullable(),
  emailAccount: z.string().nullable(),
  websiteUrl: z.string().nullable(),
  /** Distance from the searched position in km (0 when no position was given). */
  radius: z.number(),
  latitude: z.number(),
  longitude: z.number(),
  products: z.array(dealerSearchProductSchema),
});
export type DealerEntry = z.infer<typeof dealerEntrySchema>;

/** Query strings come as text; lists may come repeated (`productKeys=a&productKeys=b`) or comma-joined. */
const listOfKeys = z
  .union([z.string(), z.array(z.string())])
  .transform((v) => (Array.isArray(v) ? v : v.split(',')).map((k) => k.trim()).filter((k) => k.length > 0))
  .pipe(z.array(z.string().max(40)).max(50));

/** de, de-DE, en-GB …: the language decides, the region is ignored; without one, German. */
const cultureCode = z
  .string()
  .regex(/^[a-zA-Z]{2}([-_][a-zA-Z]{2})?$/)
  .optional();

export const dealerProductsQuerySchema = z.object({
  division: z.enum(CRM_DIVISIONS).optional(),
  branchSubCodeKey: z.string().max(40).optional(),
  /** The language of the product names (an addition to the spec's call; without it, German). */
  cultureCode,
});

export const dealerSearchQuerySchema = z
  .object({
    division: z.enum(CRM_DIVISIONS).optional(),
    project: z.enum(CRM_PROJECTS).optional(),
    country: z
      .string()
      .regex(/^[A-Za-z]{2}$/)
      .transform((c) => c.toUpperCase())
      .optional(),
    latitude: z.coerce.number().min(-90).max(90).optional(),
    longitude: z.coerce.number().min(-180).max(180).optional(),
    productKeys: listOfKeys.optional(),
    /**
     * Search around a postal code's place (an addition to the spec's call; docs/crm.md "Places"):
     * within the `country` given, else among the countries whose codes the finder knows.
     */
    postalCode: z
      .string()
      .trim()
      .regex(/^[0-9A-Za-z][0-9A-Za-z -]{1,9}$/, 'a postal code')
      .optional(),
    /** Search around a town (an addition to the spec's call): its name, in the `country` given or any. */
    city: z.string().trim().min(1).max(100).refine(isCityName, 'a town name').optional(),
    /** The language of the dealers' product names, as for the products. */
    cultureCode,
  })
  .refine((q) => (q.latitude === undefined) === (q.longitude === undefined), {
    message: 'latitude and longitude come together',
    path: ['latitude'],
  })
  .refine((q) => [q.latitude, q.postalCode, q.city].filter((v) => v !== undefined).length <= 1, {
    message: 'one place at a time: a position, a postal code or a town',
    path: ['postalCode'],
  });
export type DealerSearchQuery = z.infer<typeof dealerSearchQuerySchema>;

export const localizationQuerySchema = z.object({ cultureCode });

export const translationDataSchema = z.object({
  translationData: z.array(z.object({ value: z.string(), translatedValue: z.string() })),
});
export type TranslationData = z.infer<typeof translationDataSchema>;

export const crmUserStateResponseSchema = z.object({
  /** The status value as text, `'1'` to `'7'` (CRM_USER_STATUS), e.g. `'7'` for NotExists. */
  userStatus: z.string(),
  statusMessage: z.string(),
});
export type CrmUserStateResponse = z.infer<typeof crmUserStateResponseSchema>;

/** Required text fields: at least one character (spec §9), trimmed. */
const required = (max: number) => z.string().trim().min(1).max(max);
const optionalText = (max: number) => z.string().trim().max(max).nullable().optional();

/** The stable messages of the address checks; the form shows them translated by field. */
export const POSTAL_CODE_MESSAGE = 'postal code does not match the country';
export const CITY_MESSAGE = 'not a city name';

const userDataFields = z.object({
  openIdUserId: z.string().max(255).optional(),
  login: z.string().max(255).optional(),
  email: z.email().max(254),
  domain: z.string().max(255).optional(),
  accountId: z.uuid().nullable().optional(),
  serial: z.number().int().nullable().optional(),
  salutation: z.enum(CRM_SALUTATIONS).nullable().optional(),
  firstName: required(100),
  lastName: required(100),
  telephone: optionalText(40),
  street: optionalText(200),
  postalCode: optionalText(20),
  city: optionalText(100),
  language: z.enum(['de', 'en', 'cs', 'fr', 'it']),
  country: z.enum(CRM_COUNTRIES),
  appearsInResourceSearchHeating: z.boolean().default(false),
  appearsInResourceSearchSanitary: z.boolean().default(false),
  targetGroup: z.enum(CRM_TARGET_GROUPS).nullable().optional(),
  websiteUrl: z
    .url({ protocol: /^https?$/ })
    .max(300)
    .nullable()
    .optional(),
  telephoneAccount: optionalText(40),
  accountName: optionalText(200),
  accountInfo: optionalText(2000),
  newsletter: z.boolean().default(false),
  /**
   * Left empty by people: the form hides it. A registration that fills it is answered like any
   * other and stored nowhere (T33 anti-automation).
   */
  nickname: z.string().max(200).optional(),
});

/** Postal code and city as the country writes them (crmAddress.ts), named by field. */
function addressOfCountry(
  data: { country: string; postalCode?: string | null; city?: string | null },
  ctx: z.RefinementCtx,
) {
  if (data.postalCode && !isPostalCodeOf(data.country, data.postalCode)) {
    ctx.addIssue({ code: 'custom', path: ['postalCode'], message: POSTAL_CODE_MESSAGE });
  }
  if (data.city && !isCityName(data.city)) {
    ctx.addIssue({ code: 'custom', path: ['city'], message: CITY_MESSAGE });
  }
}

/** What a registration or a profile change may send (spec UserData); the server sets the identity fields. */
export const userDataInputSchema = userDataFields.superRefine(addressOfCountry);
export type UserDataInput = z.input<typeof userDataInputSchema>;

/**
 * An end customer's registration: UserData plus the consent the person gave, named by the
 * language its text was shown in. The server records that exact text (CRM_CONSENT_TEXTS) with the
 * time; a registration without consent is refused.
 */
export const endCustomerRegistrationSchema = userDataFields
  .extend({
    consentGiven: z.literal(true, { error: 'consent is required' }),
    consentLanguage: z.enum(['de', 'en', 'cs', 'fr', 'it']),
  })
  .superRefine(addressOfCountry);
export type EndCustomerRegistration = z.input<typeof endCustomerRegistrationSchema>;

export const userDataSchema = z.object({
  openIdUserId: z.string(),
  login: z.string(),
  email: z.string(),
  domain: z.string(),
  accountId: z.string().nullable(),
  serial: z.number().nullable(),
  salutation: z.string().nullable(),
  firstName: z.string(),
  lastName: z.string(),
  telephone: z.string().nullable(),
  street: z.string().nullable(),
  postalCode: z.string().nullable(),
  city: z.string().nullable(),
  language: z.string(),
  country: z.string(),
  appearsInResourceSearchHeating: z.boolean(),
  appearsInResourceSearchSanitary: z.boolean(),
  targetGroup: z.string().nullable(),
  websiteUrl: z.string().nullable(),
  telephoneAccount: z.string().nullable(),
  accountName: z.string().nullable(),
  accountInfo: z.string().nullable(),
  newsletter: z.boolean(),
});
export type UserData = z.infer<typeof userDataSchema>;

export const simpleRegistrationDataSchema = z.object({
  language: z.enum(['de', 'en', 'cs', 'fr', 'it']),
});

/**
 * The dealer finder's map (docs/crm.md "Map"): the tile server an operator configured, with the
 * attribution its licence asks for; `tileUrl` null means no map, the finder lists only.
 */
export const dealerMapSchema = z.object({
  /** A template with {z}, {x}, {y} (and optionally {s}), e.g. `https://tiles.example/{z}/{x}/{y}.png`. */
  tileUrl: z.string().nullable(),
  attribution: z.string(),
  maxZoom: z.number().int(),
});
export type DealerMap = z.infer<typeof dealerMapSchema>;
