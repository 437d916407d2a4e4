/**
 * The crm route's options (spec §2, packages/contracts/src/routes/shell.ts): whether the newsletter
 * and the specialist search are offered, which business units, which target groups. Read from the
 * route's props, which are data an operator may change, so anything missing falls back to "off".
 */
export interface CrmOptions {
  readonly newsletter: boolean;
  readonly specialistSearch: boolean;
  /** `Heating`, `Sanitary`: the UserData flags appearsInResourceSearchHeating/Sanitary. */
  readonly specialistBusinessUnits: readonly BusinessUnit[];
  readonly targetGroups: readonly string[];
}

export const BUSINESS_UNITS = ['Heating', 'Sanitary'] as const;
export type BusinessUnit = (typeof BUSINESS_UNITS)[number];

const strings = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : [];

export function crmOptionsOf(props: Readonly<Record<string, unknown>>): CrmOptions {
  return {
    newsletter: props.newsletter === true,
    specialistSearch: props.specialistSearch === true,
    specialistBusinessUnits: strings(props.specialistBusinessUnits).filter((u): u is BusinessUnit =>
      (BUSINESS_UNITS as readonly string[]).includes(u),
    ),
    targetGroups: strings(props.targetGroups),
  };
}
