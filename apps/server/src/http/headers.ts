import type { FastifyInstance } from 'fastify';

/**
 * Browser-facing headers on every response (T31, T32). Scripts only from our own origin: the
 * shell and the mini-apps are served here; no 'unsafe-eval'.
 */
export function registerSecurityHeaders(
  app: FastifyInstance,
  options: {
    production: boolean;
    /**
     * An external identity provider's origins: the shell's page reads its metadata and exchanges
     * codes there, and frames its session check (check_session_iframe) when it offers one.
     */
    identityProviders?: readonly string[];
    /** Other origins pages may show images from: the dealer finder's map tiles (docs/crm.md "Map"). */
    imageSources?: readonly string[];
  },
): void {
  const provider = ["'self'", ...(options.identityProviders ?? [])].join(' ');
  const images = ["'self'", 'data:', ...(options.imageSources ?? [])].join(' ');
  // A callback hook: an async one costs a promise on every response.
  app.addHook('onSend', (_request, reply, payload, done) => {
    reply.header('x-content-type-options', 'nosniff');
    reply.header('referrer-policy', 'strict-origin-when-cross-origin');
    if (options.production) reply.header('strict-transport-security', 'max-age=31536000; includeSubDomains');
    const type = String(reply.getHeader('content-type') ?? '');
    if (type.startsWith('text/html') && !reply.hasHeader('content-security-policy')) {
      reply.header(
        'content-security-policy',
        [
          "default-src 'self'",
          "script-src 'self'",
          "style-src 'self' 'unsafe-inline'",
          `img-src ${images}`,
          "font-src 'self' data:",
          `connect-src ${provider}`,
          `frame-src ${provider}`,
          "object-src 'none'",
          "base-uri 'self'",
          "frame-ancestors 'self'",
          "form-action 'self'",
        ].join('; '),
      );
      reply.header('cross-origin-opener-policy', 'same-origin');
    }
    done(null, payload);
  });
}

/** The origin of a tile template for the CSP: `https://{s}.tiles.example/{z}/…` → `https://*.tiles.example`. */
export function tileOrigin(template: string): string {
  const match = /^(https?:\/\/[^/]+)/.exec(template);
  if (!match?.[1]) throw new Error(`not an http(s) tile address: ${template}`);
  return match[1].replace(/\{s\}/g, '*').toLowerCase();
}
