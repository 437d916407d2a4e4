import { z } from 'zod';
import { LOCALES } from './brands';
import { SAVED_CONFIGURATION_ISSUES, SAVED_CONFIGURATION_LIMITS } from './savedConfigurationLimits';

/**
 * The product configurator (spec §7 DynamicConfigurator, SAP variant configuration): configurable
 * materials (KMAT, `bauform`) grouped into product groups (`sparte`), asked step by step. The
 * spec's own field names (SapConfigRequest, SapConfigResponse) are kept; what it leaves open is
 * decided in docs/configurator.md.
 */

/** A choice among listed values, or a number within a range on a grid (length in mm). */
export const CHARACTERISTIC_TYPES = ['choice', 'number'] as const;
export type CharacteristicType = (typeof CHARACTERISTIC_TYPES)[number];

/** complete: every characteristic has a value and all hold; incomplete: values missing; conflict: a value does not hold. */
export const CONFIG_RETURN_CODES = ['complete', 'incomplete', 'conflict'] as const;
export type ConfigReturnCode = (typeof CONFIG_RETURN_CODES)[number];

/** Message numbers of the configuration response (the screen translates by `code`). */
export const CONFIG_MESSAGES = {
  value_not_allowed: 101,
  out_of_range: 102,
  required_missing: 103,
  customer_price: 201,
  list_price: 202,
} as const;
export type ConfigMessageCode = keyof typeof CONFIG_MESSAGES;

/** Characteristic and value keys: upper-case letters, digits and _ (numbers as digits). */
export const CONFIG_KEY = /^[A-Z0-9_]{1,30}$/;
const configKey = z.string().regex(CONFIG_KEY, 'upper-case letters, digits and _');
export const kmatNumberSchema = z.string().regex(/^KMAT-[A-Z0-9]{2,12}$/, 'a KMAT number such as KMAT-KRN');

export const productGroupSchema = z.object({
  sparte: z.string(),
  spartenName: z.string(),
  text: z.string(),
  reihenfolge: z.number().int(),
});
export type ProductGroup = z.infer<typeof productGroupSchema>;

export const kmatSchema = z.object({
  bauform: z.string(),
  sparte: z.string(),
  materialText: z.string(),
  text: z.string(),
  reihenfolge: z.number().int(),
});
export type Kmat = z.infer<typeof kmatSchema>;

export const selectStepSchema = z.object({
  step: z.number().int(),
  name: z.string(),
  merkmale: z.array(z.string()),
});
export type SelectStep = z.infer<typeof selectStepSchema>;

export const customerNumberSchema = z.object({
  kundenNummer: z.string().nullable(),
  name: z.string().nullable(),
});
export type CustomerNumber = z.infer<typeof customerNumberSchema>;

export const infoTextSchema = z.object({
  merkmal: z.string(),
  language: z.enum(LOCALES),
  text: z.string(),
});
export type InfoText = z.infer<typeof infoTextSchema>;

/** One chosen value (spec: sapCharacteristicValue: characteristicKey, valueKey). */
export const sapCharacteristicValueSchema = z.object({
  characteristicKey: configKey,
  valueKey: z.string().trim().min(1).max(30),
});

/** The configuration request (spec: SapConfigRequest); the server evaluates it from scratch every time. */
export const sapConfigRequestSchema = z.object({
  bauform: kmatNumberSchema,
  sprache: z.enum(LOCALES).default('de'),
  /** Whose prices: only one's own customer, or any when the caller may read customers (docs/configurator.md). */
  kundenNummer: z
    .string()
    .regex(/^[0-9]{6,10}$/)
    .optional(),
  sapCharacteristics: z.array(sapCharacteristicValueSchema).max(50).default([]),
  noPricing: z.boolean().default(false),
});
export type SapConfigRequest = z.input<typeof sapConfigRequestSchema>;

export const configValueSchema = z.object({
  valueKey: z.string(),
  name: z.string(),
  /** Whether the value may be chosen given the other choices. */
  allowed: z.boolean(),
  /** Why not, in the request's language. */
  reason: z.string().nullable(),
});
export type ConfigValue = z.infer<typeof configValueSchema>;

export const configCharacteristicSchema = z.object({
  characteristicKey: z.string(),
  name: z.string(),
  step: z.number().int(),
  type: z.enum(CHARACTERISTIC_TYPES),
  unit: z.string().nullable(),
  hasInfo: z.boolean(),
  /** The value in force: chosen, or the default; null when none. */
  valueKey: z.string().nullable(),
  source: z.enum(['user', 'default']).nullable(),
  /** For choices: every value with whether it is allowed now. */
  values: z.array(configValueSchema),
  /** For numbers: the range allowed now, on a grid of `increment`. */
  range: z.object({ min: z.number(), max: z.number(), increment: z.number() }).nullable(),
  /** Why the value in force does not hold (a conflict), else null. */
  conflict: z.string().nullable(),
});
export type ConfigCharacteristic = z.infer<typeof configCharacteristicSchema>;

export const configMessageSchema = z.object({
  msgNumber: z.number().int(),
  code: z.string(),
  characteristicKey: z.string().nullable(),
  message: z.string(),
});
export type ConfigMessage = z.infer<typeof configMessageSchema>;

export const configPriceSchema = z.object({
  brutto: z.number(),
  netto: z.number(),
  currency: z.string(),
  message: z.string(),
});
export type ConfigPrice = z.infer<typeof configPriceSchema>;

/** The configuration response (spec: SapConfigResponse). */
export const sapConfigResponseSchema = z.object({
  bauform: z.string(),
  materialText: z.string(),
  language: z.enum(LOCALES),
  kundenNummer: z.string().nullable(),
  sapCharacteristics: z.array(configCharacteristicSchema),
  messages: z.array(configMessageSchema),
  returnCode: z.enum(CONFIG_RETURN_CODES),
  complete: z.boolean(),
  consistent: z.boolean(),
  /** The variant key: the KMAT and every value in characteristic order, when complete. */
  materialVariante: z.string().nullable(),
  price: configPriceSchema.nullable(),
});
export type SapConfigResponse = z.infer<typeof sapConfigResponseSchema>;

// ---- Saved configurations (docs/configurator.md) -------------------------------------------

const savedName = z.string().trim().min(1).max(SAVED_CONFIGURATION_LIMITS.maxNameLength);

/**
 * Saving a configuration: a name and the configuration as the configurator is asked for it. The
 * server evaluates it again and stores what it answers (variant, price, customer); owner, price
 * and variant are never taken from the body (T21), and any other field is refused.
 */
export const savedConfigurationCreateSchema = sapConfigRequestSchema
  .omit({ noPricing: true })
  .extend({ name: savedName })
  .strict();
export type SavedConfigurationCreate = z.input<typeof savedConfigurationCreateSchema>;

/** Renaming (PUT, with If-Match). */
export const savedConfigurationRenameSchema = z.object({ name: savedName }).strict();
export type SavedConfigurationRename = z.infer<typeof savedConfigurationRenameSchema>;

export const savedPriceSchema = configPriceSchema.omit({ message: true });
export type SavedPrice = z.infer<typeof savedPriceSchema>;

/** One saved configuration as listed: what it was when saved. */
export const savedConfigurationSchema = z.object({
  id: z.string(),
  name: z.string(),
  bauform: z.string(),
  /** The KMAT's name in the asked language (the KMAT number when the ERP no longer has it). */
  materialText: z.string(),
  kundenNummer: z.string().nullable(),
  sapCharacteristics: z.array(z.object({ characteristicKey: z.string(), valueKey: z.string() })),
  materialVariante: z.string(),
  price: savedPriceSchema,
  createdAt: z.string(),
  updatedAt: z.string(),
  /** The strong ETag a rename or delete names in If-Match, so the list needs no second read. */
  etag: z.string(),
});
export type SavedConfiguration = z.infer<typeof savedConfigurationSchema>;

export const savedConfigurationIssueSchema = z.object({
  code: z.enum(SAVED_CONFIGURATION_ISSUES),
  characteristicKey: z.string().nullable(),
  valueKey: z.string().nullable(),
  message: z.string(),
});
export type SavedConfigurationIssue = z.infer<typeof savedConfigurationIssueSchema>;

/**
 * A saved configuration opened again: evaluated from scratch with today's model and prices.
 * Values the model no longer knows are left out of `configuration` and named in `issues`; values it
 * knows but no longer allows stay in force as conflicts and are named there too.
 */
export const savedConfigurationOpenedSchema = savedConfigurationSchema.extend({
  /** Today's evaluation; null when the KMAT itself is gone. */
  configuration: sapConfigResponseSchema.nullable(),
  issues: z.array(savedConfigurationIssueSchema),
  /** Today's price differs from the price when saved (false when it cannot be priced today). */
  priceChanged: z.boolean(),
});
export type SavedConfigurationOpened = z.infer<typeof savedConfigurationOpenedSchema>;
