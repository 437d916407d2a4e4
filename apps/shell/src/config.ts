/** Base addresses of spec §7, derived from the current host. */
export const origin = window.location.origin;

export const baseUrls = {
  portal: `${origin}/portal`,
  crm: `${origin}/webcrmapi`,
  production: `${origin}/portalapiproduction`,
  identity: `${origin}/openid`,
} as const;

export const BASE_PATH = '/portal';
