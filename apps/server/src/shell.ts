import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import fastifyStatic from '@fastify/static';
import { SHELL_IDENTITY_META, type ShellIdentity } from '@portal/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { PortalConfig } from './config';
import { PUBLIC } from './http/access';
import { notFound } from './http/problem';
import type { MiniAppRegistry } from './modules/miniapps/service';

/** The repository root, found from this file whether it runs from src or from the built bundle. */
export function repositoryRoot(): string {
  let dir = path.dirname(fileURLToPath(import.meta.url));
  for (let i = 0; i < 6; i++) {
    if (fs.existsSync(path.join(dir, 'apps', 'shell'))) return dir;
    dir = path.dirname(dir);
  }
  return process.cwd();
}

/**
 * Serves the built shell at /portal/ (every path inside it answers the shell's page, so deep links
 * work) and sends / there. Static files are public by declaration.
 */
export async function registerShell(
  app: FastifyInstance,
  config: PortalConfig,
  miniApps: MiniAppRegistry,
): Promise<void> {
  const dist = path.join(repositoryRoot(), 'apps', 'shell', 'dist');
  app.get('/', { config: { access: PUBLIC } }, (_request, reply) => reply.redirect('/portal/'));
  if (!fs.existsSync(path.join(dist, 'index.html'))) {
    app.log.warn('the shell is not built (npm run build); /portal/ answers 503');
    app.get('/portal/*', { config: { access: PUBLIC } }, async (request, reply) => {
      if (request.url.startsWith('/portal/api/')) throw notFound('route');
      return reply.status(503).type('text/plain').send('The portal shell is not built yet: run npm start.');
    });
    return;
  }
  await app.register(async (scope) => {
    scope.addHook('onRoute', (route) => {
      route.config = { ...route.config, access: PUBLIC };
    });
    await scope.register(fastifyStatic, {
      root: dist,
      prefix: '/portal/',
      wildcard: false,
      index: false,
      setHeaders: (res, file) => {
        // Hashed bundles never change; the page itself is always asked for again.
        res.header(
          'cache-control',
          file.includes(`${path.sep}assets${path.sep}`) ? 'public, max-age=31536000, immutable' : 'no-cache',
        );
      },
    });
    const html = withIdentity(fs.readFileSync(path.join(dist, 'index.html'), 'utf8'), shellIdentity(config));
    const page = async (request: FastifyRequest, reply: FastifyReply) => {
      // An unknown API path is an API 404, not the shell's page.
      if (request.url.startsWith('/portal/api/')) throw notFound('route');
      reply.header('cache-control', 'no-cache');
      return reply.type('text/html; charset=utf-8').send(html);
    };
    scope.get('/portal', page);
    scope.get('/portal/*', page);

    // Mini-apps at /portaluiv3/{AppName}/… (spec §7); the ?v= tag only busts caches.
    scope.get(
      '/portaluiv3/:app/*',
      async (request: FastifyRequest<{ Params: { app: string; '*': string } }>, reply: FastifyReply) => {
        // The registry as it stands now: a mini-app added by a reload is served at once.
        const dist = miniApps.current.entries.find((m) => m.name === request.params.app)?.dist;
        const file = request.params['*'];
        if (!dist || !file || file.includes('\0')) throw notFound('file');
        reply.header('cache-control', file === 'remoteEntry.js' ? 'no-cache' : 'public, max-age=31536000, immutable');
        return reply.sendFile(file, dist);
      },
    );
  });
}

/**
 * Where the shell signs in, when that is not the embedded provider: the first configured external
 * issuer, with the client id and scopes of its profile (docs/operations.md).
 */
export function shellIdentity(config: PortalConfig): ShellIdentity | undefined {
  if (config.embeddedIdp) return undefined;
  const profile = config.issuerProfiles[0]!;
  return {
    authority: profile.issuer,
    clientId: profile.clientId,
    scope: profile.signInScope,
    subjectClaim: profile.subjectClaim,
  };
}

const escapeAttribute = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** The shell's page with its sign-in settings as a meta element (data, not script: the CSP stays as it is). */
function withIdentity(html: string, identity: ShellIdentity | undefined): string {
  if (!identity) return html;
  const meta = `<meta name="${SHELL_IDENTITY_META}" content="${escapeAttribute(JSON.stringify(identity))}" />`;
  return html.replace('</head>', `${meta}\n  </head>`);
}
