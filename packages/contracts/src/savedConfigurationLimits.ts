/**
 * The bounds of saved configurations (docs/configurator.md), without zod: the screen checks a
 * name against the same numbers the server does (browser.ts exports these, configurator.ts uses them).
 */
export const SAVED_CONFIGURATION_LIMITS = {
  /** Characters of a name, after trimming. */
  maxNameLength: 100,
  /** Saved configurations one user may keep; one more is refused with `saved_configuration_limit`. */
  maxPerUser: 100,
} as const;

/** Why a saved value did not hold when the configuration was opened again (reported, never dropped). */
export const SAVED_CONFIGURATION_ISSUES = [
  'unknown_kmat',
  'unknown_characteristic',
  'unknown_value',
  'value_not_allowed',
  'out_of_range',
] as const;
export type SavedConfigurationIssueCode = (typeof SAVED_CONFIGURATION_ISSUES)[number];
