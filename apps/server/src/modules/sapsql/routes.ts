import rateLimit from '@fastify/rate-limit';
import {
  API,
  problemSchema,
  sapSqlQuerySchema,
  sapSqlResultSchema,
  sqlAuditPageSchema,
  sqlAuditQuerySchema,
} from '@portal/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { needs } from '../../http/access';
import type { CoreServices } from '../../platform/core-services';
import { ConcurrencyGate } from './gate';
import { readOnlyRunner } from './runner';
import { SapSqlService } from './service';
import { findSqlAudit } from './store';

const errors = {
  400: problemSchema,
  401: problemSchema,
  403: problemSchema,
  422: problemSchema,
  429: problemSchema,
  503: problemSchema,
};

/** Calls are counted per signed-in user (issuer and subject), not per address: a proxy does not pool them. */
function perUser(request: FastifyRequest): string {
  const principal = request.identity?.principal;
  return principal ? `sapsql:${principal.issuerKey}:${principal.sub}` : `sapsql-ip:${request.ip}`;
}

/**
 * POST /api/SapSql (spec §7): one read-only statement over the ERP stand-in, for administrators
 * after a second factor (`api.sapSql` is marked urn:portal:mfa). The rules are in docs/sapsql.md.
 */
export async function sapSqlRoutes(
  scope: FastifyInstance,
  deps: CoreServices<'config' | 'database' | 'rateLimits'>,
): Promise<void> {
  const limits = deps.config.sqlTool;
  // The tool's own connections (or its own embedded sandbox): never the portal's pool or session.
  const runner = readOnlyRunner(deps.config, deps.database, scope.log);
  scope.addHook('onClose', () => runner.close());
  // A running portal readies the embedded sandbox at start; the test suite starts an app per file
  // and most never use the tool, so there it starts on the first statement.
  if (deps.config.env !== 'test') scope.addHook('onReady', async () => runner.warm?.());
  const gate = new ConcurrencyGate(limits.concurrency, limits.concurrencyPerUser);
  const service = new SapSqlService(deps.database.db, runner, limits, gate);

  await scope.register(async (inner) => {
    // The guard runs first (outer scope), so the limit knows who is asking.
    await inner.register(rateLimit, deps.rateLimits);
    const app = inner.withTypeProvider<ZodTypeProvider>();
    app.post(
      '/SapSql',
      {
        config: {
          access: needs(API.sapSql),
          rateLimit: { max: limits.perMinute, timeWindow: 60_000, keyGenerator: perUser },
        },
        schema: {
          tags: ['SAP SQL'],
          body: sapSqlQuerySchema,
          response: { 200: sapSqlResultSchema, ...errors },
        },
      },
      async (request, reply) => {
        // A client that goes away (closed tab, cancel) stops its statement in the database (R9).
        const gone = new AbortController();
        const onClose = () => {
          if (!reply.raw.writableFinished) gone.abort();
        };
        reply.raw.on('close', onClose);
        try {
          return await service.query(request, request.body.query, gone.signal);
        } finally {
          reply.raw.off('close', onClose);
        }
      },
    );
  });
  // The trail of every statement (T35): what was asked, by whom, how it ended. It holds SQL text
  // and so is for those who may read the audit trail, not for every user of the tool.
  scope.withTypeProvider<ZodTypeProvider>().get(
    '/SapSql/audit',
    {
      config: { access: needs(API.audit) },
      schema: { tags: ['SAP SQL'], querystring: sqlAuditQuerySchema, response: { 200: sqlAuditPageSchema, ...errors } },
    },
    async (request) => {
      const { items, total } = await findSqlAudit(deps.database.db, request.query);
      return { items, total, page: request.query.page, pageSize: request.query.pageSize };
    },
  );
}
