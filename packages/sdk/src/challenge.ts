/** The parts of a `WWW-Authenticate: Bearer …` challenge the client acts on (RFC 6750, RFC 9470). */
export interface BearerChallenge {
  error?: string;
  errorDescription?: string;
  acrValues?: string;
  maxAge?: number;
  scope?: string;
  /** Entra ID's claims challenge (`error="insufficient_claims"`): the claims request, decoded from base64 to JSON. */
  claims?: string;
}

export function parseBearerChallenge(header: string | null): BearerChallenge | undefined {
  if (!header || !/^Bearer\b/i.test(header)) return undefined;
  const params: Record<string, string> = {};
  for (const match of header.matchAll(/([a-zA-Z_]+)="((?:[^"\\]|\\.)*)"/g)) params[match[1]!] = match[2]!;
  const maxAge = params.max_age !== undefined ? Number(params.max_age) : undefined;
  return {
    ...(params.error ? { error: params.error } : {}),
    ...(params.error_description ? { errorDescription: params.error_description } : {}),
    ...(params.acr_values ? { acrValues: params.acr_values } : {}),
    ...(maxAge !== undefined && Number.isFinite(maxAge) ? { maxAge } : {}),
    ...(params.scope ? { scope: params.scope } : {}),
    ...(params.claims ? decodedClaims(params.claims) : {}),
  };
}

function decodedClaims(base64: string): { claims?: string } {
  try {
    const json = atob(base64);
    JSON.parse(json);
    return { claims: json };
  } catch {
    return {};
  }
}
