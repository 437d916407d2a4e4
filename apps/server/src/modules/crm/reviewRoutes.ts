import {
  API,
  registrationDecisionSchema,
  registrationEntrySchema,
  registrationListQuerySchema,
  registrationPageSchema,
} from '@portal/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { needs } from '../../http/access';
import { expectedVersions, withEtag } from '../../http/etag';
import { CHANGE_PROBLEMS } from '../../http/problem';
import type { CoreServices } from '../../platform/core-services';
import { RegistrationReviewService } from './review';

const errors = CHANGE_PROBLEMS;

const tags = ['CRM registration review'];

/**
 * The CRM clerk's calls (issue 19 §6): the confirmed registrations, and the decision on one.
 * Both need the CRM registrations resource (`api.crmRegistration`).
 */
export function crmReviewRoutes(scope: FastifyInstance, deps: CoreServices<'database' | 'mailer'>): void {
  const app = scope.withTypeProvider<ZodTypeProvider>();
  const service = new RegistrationReviewService(deps.database.db, deps.mailer);
  const access = { access: needs(API.crmRegistration) };

  app.get(
    '/Registration',
    {
      config: access,
      schema: { tags, querystring: registrationListQuerySchema, response: { 200: registrationPageSchema, ...errors } },
    },
    (request) => service.list(request.query),
  );

  app.put(
    '/Registration/:userId/status',
    {
      config: access,
      schema: {
        tags,
        description: 'Send If-Match with the entry\'s version as `"v{version}"`; answers the entry with its new ETag.',
        params: z.object({ userId: z.uuid() }),
        body: registrationDecisionSchema,
        response: { 200: registrationEntrySchema, ...errors },
      },
    },
    async (request, reply) => {
      const entry = await service.decide(request, request.params.userId, request.body, expectedVersions(request));
      return withEtag(reply, entry.version, entry);
    },
  );
}
