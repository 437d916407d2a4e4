/*
 * The codes a canteen's dish declares, without zod: the ordering screen names them in the browser
 * (packages/contracts/src/browser.ts), the schemas in canteen.ts check them.
 */

/**
 * The 14 substances of Regulation (EU) No 1169/2011, Annex II, that a menu must declare, in the
 * Annex's order. Their names in the portal's languages are in the canteen mini-app's texts.
 */
export const ALLERGENS = [
  'gluten',
  'crustaceans',
  'eggs',
  'fish',
  'peanuts',
  'soybeans',
  'milk',
  'nuts',
  'celery',
  'mustard',
  'sesame',
  'sulphites',
  'lupin',
  'molluscs',
] as const;
export type Allergen = (typeof ALLERGENS)[number];

/**
 * Additives a canteen menu declares (the German Zusatzstoff-Zulassungsverordnung's menu notes,
 * numbered 1–12 on printed menus in this order).
 */
export const ADDITIVES = [
  'colouring',
  'preservative',
  'antioxidant',
  'flavourEnhancer',
  'sulphured',
  'blackened',
  'waxed',
  'phosphate',
  'sweetener',
  'phenylalanine',
  'caffeine',
  'quinine',
] as const;
export type Additive = (typeof ADDITIVES)[number];
