import { API, auditPageSchema, auditQuerySchema, problemSchema } from '@portal/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { needs } from '../../http/access';
import type { CoreServices } from '../../platform/core-services';
import { findAuditEntries } from './store';

const errors = { 400: problemSchema, 401: problemSchema, 403: problemSchema };

/** GET /api/Audit: the trail of administration changes, newest first, filtered by actor, entity and time. */
export function auditRoutes(scope: FastifyInstance, deps: CoreServices<'database'>): void {
  const app = scope.withTypeProvider<ZodTypeProvider>();
  app.get(
    '/Audit',
    {
      config: { access: needs(API.audit) },
      schema: { tags: ['Audit'], querystring: auditQuerySchema, response: { 200: auditPageSchema, ...errors } },
    },
    async (request) => {
      const { items, total } = await findAuditEntries(deps.database.db, request.query);
      return { items, total, page: request.query.page, pageSize: request.query.pageSize };
    },
  );
}
