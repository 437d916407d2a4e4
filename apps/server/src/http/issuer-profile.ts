import { ACR_MFA } from '@portal/contracts';
import { z } from 'zod';

/**
 * What one identity provider's access tokens look like (docs/operations.md): the `typ` it writes,
 * the audience, where the scopes are, how a second factor shows, which claims name the person,
 * and optionally which of its groups or app roles give which portal roles. The embedded provider
 * has the portal's own shape; Keycloak and Entra ID each write theirs.
 */
const secondFactorSchema = z.discriminatedUnion('claim', [
  /** An `acr` value proves it (Keycloak: "2" from its acr-to-LoA mapping); step-up asks for the first value. */
  z.object({ claim: z.literal('acr'), values: z.array(z.string().min(1)).min(1) }).strict(),
  /** `amr` containing a method (RFC 8176 "mfa"); step-up asks for `acrValues`, which make the provider ask for it. */
  z
    .object({
      claim: z.literal('amr'),
      value: z.string().min(1).default('mfa'),
      acrValues: z.string().min(1),
    })
    .strict(),
  /** Entra ID's authentication context (`acrs` holds "c1" …): step-up is a claims challenge. */
  z
    .object({
      claim: z.literal('acrs'),
      value: z.string().regex(/^c([1-9]|[1-9][0-9])$/, 'an authentication context id c1 … c99'),
    })
    .strict(),
]);

export const issuerProfileSchema = z
  .object({
    issuer: z
      .string()
      .url()
      .transform((s) => s.replace(/\/$/, '')),
    /** The `typ` header the provider writes on access tokens: `JWT` (Keycloak, Entra ID) or `at+jwt` (RFC 9068). */
    typ: z.enum(['at+jwt', 'JWT']).default('at+jwt'),
    /** Default: PORTAL_OIDC_AUDIENCE. */
    audience: z.string().min(1).optional(),
    scopeClaim: z.enum(['scope', 'scp']).default('scope'),
    secondFactor: secondFactorSchema.default({ claim: 'acr', values: [ACR_MFA] }),
    subjectClaim: z.enum(['sub', 'oid']).default('sub'),
    emailClaim: z.enum(['email', 'preferred_username', 'upn']).default('email'),
    /** Provider groups or app roles to portal roles: the claim (a dotted path such as `realm_access.roles`) and the map. */
    roles: z
      .object({
        claim: z.string().regex(/^[A-Za-z_][\w-]*(\.[A-Za-z_][\w-]*)*$/),
        map: z.record(z.string().min(1), z.array(z.string().min(1)).min(1)),
      })
      .strict()
      .optional(),
    /** For the shell's sign-in: its client id at this provider (default PORTAL_OIDC_CLIENT_ID) and the scopes it asks for. */
    clientId: z.string().min(1).optional(),
    signInScope: z.string().min(1).optional(),
  })
  .strict();

export const issuerProfilesSchema = z.array(issuerProfileSchema).min(1);

export type IssuerProfileInput = z.input<typeof issuerProfileSchema>;
type ParsedProfile = z.output<typeof issuerProfileSchema>;
export type SecondFactor = z.output<typeof secondFactorSchema>;

export interface IssuerProfile extends Omit<ParsedProfile, 'audience' | 'clientId' | 'signInScope'> {
  readonly audience: string;
  readonly clientId: string;
  readonly signInScope: string;
}

/** The scopes the shell asks the embedded provider for; an external provider's default is the same. */
export const DEFAULT_SIGN_IN_SCOPE = 'openid email profile offline_access portal crm';

/** A profile with every default filled from the portal's configuration. */
export function completeProfile(
  parsed: ParsedProfile,
  defaults: { audience: string; clientId: string },
): IssuerProfile {
  return {
    ...parsed,
    audience: parsed.audience ?? defaults.audience,
    clientId: parsed.clientId ?? defaults.clientId,
    signInScope: parsed.signInScope ?? DEFAULT_SIGN_IN_SCOPE,
  };
}

/** The portal's own token shape (the embedded provider, and issuers named in PORTAL_OIDC_ISSUER). */
export function portalProfile(issuer: string, defaults: { audience: string; clientId: string }): IssuerProfile {
  return completeProfile(issuerProfileSchema.parse({ issuer }), defaults);
}

type Claims = Record<string, unknown>;

const text = (claims: Claims, name: string): string | undefined =>
  typeof claims[name] === 'string' && claims[name] !== '' ? (claims[name] as string) : undefined;

const list = (value: unknown): string[] =>
  typeof value === 'string'
    ? value.split(' ').filter(Boolean)
    : Array.isArray(value)
      ? value.filter((v): v is string => typeof v === 'string')
      : [];

/** The claim at a dotted path (`realm_access.roles`). */
function at(claims: Claims, path: string): unknown {
  let value: unknown = claims;
  for (const part of path.split('.')) {
    if (typeof value !== 'object' || value === null) return undefined;
    value = (value as Claims)[part];
  }
  return value;
}

/** The person a token names, as this provider names them. */
export function subjectOf(profile: IssuerProfile, claims: Claims): string | undefined {
  return text(claims, profile.subjectClaim);
}

export function emailOf(profile: IssuerProfile, claims: Claims): string | undefined {
  return text(claims, profile.emailClaim) ?? text(claims, 'email');
}

/** The scopes a token carries (`scope` as a space-separated string, Entra's `scp` the same). */
export function scopesOf(profile: IssuerProfile, claims: Claims): Set<string> {
  return new Set(list(claims[profile.scopeClaim]));
}

/** True when the token proves a sign-in with a second factor, in this provider's words. */
export function provesSecondFactor(profile: IssuerProfile, claims: Claims): boolean {
  const factor = profile.secondFactor;
  switch (factor.claim) {
    case 'acr':
      return typeof claims.acr === 'string' && factor.values.includes(claims.acr);
    case 'amr':
      return list(claims.amr).includes(factor.value);
    case 'acrs':
      return list(claims.acrs).includes(factor.value);
  }
}

/**
 * The portal roles the provider's groups or app roles give, and every role the mapping governs
 * (those not given are taken away at sign-in); undefined without a mapping.
 */
export function mappedRoles(
  profile: IssuerProfile,
  claims: Claims,
): { given: Set<string>; governed: Set<string> } | undefined {
  if (!profile.roles) return undefined;
  const held = new Set(list(at(claims, profile.roles.claim)));
  const given = new Set<string>();
  const governed = new Set<string>();
  for (const [providerRole, portalRoles] of Object.entries(profile.roles.map)) {
    for (const role of portalRoles) {
      governed.add(role);
      if (held.has(providerRole)) given.add(role);
    }
  }
  return { given, governed };
}

const DESCRIPTION = 'A sign-in with a second factor is required';

/**
 * The `WWW-Authenticate` challenge that asks for a sign-in with a second factor: RFC 9470's
 * `insufficient_user_authentication` with `acr_values`, or for Entra ID's authentication context
 * its claims challenge (`insufficient_claims` with the base64 `claims` request the client passes on).
 */
export function stepUpChallenge(profile: IssuerProfile, realm: string): string {
  const factor = profile.secondFactor;
  if (factor.claim === 'acrs') {
    const claims = JSON.stringify({ access_token: { acrs: { essential: true, value: factor.value } } });
    return `Bearer realm="${realm}", error="insufficient_claims", error_description="${DESCRIPTION}", claims="${Buffer.from(claims).toString('base64')}"`;
  }
  const acrValues = factor.claim === 'acr' ? factor.values[0]! : factor.acrValues;
  return `Bearer realm="${realm}", error="insufficient_user_authentication", error_description="${DESCRIPTION}", acr_values="${acrValues}"`;
}
