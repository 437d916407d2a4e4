import { API, userSignInSchema, uuid } from '@portal/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../../db/client';
import { needs } from '../../../http/access';
import { errors, noContent } from '../shared';
import type { UserOnboarding } from './onboarding';

/** User administration writes: the resource asks for the second factor (API.users, step-up). */
const config = { access: needs(API.users) };
const tags = ['User'];
const byUser = z.object({ userId: uuid }).strict();

/**
 * The user editor's onboarding actions (issue 19 §2): how the person signs in, send the invitation
 * again, disable or enable them, reset their second factors. Each is audited.
 */
export function userOnboardingRoutes(scope: FastifyInstance, db: Db, onboarding: UserOnboarding): void {
  const app = scope.withTypeProvider<ZodTypeProvider>();
  app.get(
    '/User/:userId/sign-in',
    { config, schema: { tags, params: byUser, response: { 200: userSignInSchema, ...errors } } },
    (request) => onboarding.signIn(db, request.params.userId),
  );
  app.post(
    '/User/:userId/invitation',
    { config, schema: { tags, params: byUser, response: noContent } },
    async (request, reply) => {
      await onboarding.resendInvitation(request, request.params.userId);
      return reply.status(204).send(null);
    },
  );
  app.post(
    '/User/:userId/disable',
    { config, schema: { tags, params: byUser, response: noContent } },
    async (request, reply) => {
      await onboarding.disable(request, request.params.userId, request.identity?.access.userId ?? null);
      return reply.status(204).send(null);
    },
  );
  app.post(
    '/User/:userId/enable',
    { config, schema: { tags, params: byUser, response: noContent } },
    async (request, reply) => {
      await onboarding.enable(request, request.params.userId);
      return reply.status(204).send(null);
    },
  );
  app.delete(
    '/User/:userId/factors',
    { config, schema: { tags, params: byUser, response: noContent } },
    async (request, reply) => {
      await onboarding.resetFactors(request, request.params.userId);
      return reply.status(204).send(null);
    },
  );
}
