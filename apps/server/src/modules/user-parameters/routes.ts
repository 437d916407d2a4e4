import {
  API,
  portalUserParameterSchema,
  problemSchema,
  userParameterCreateSchema,
  userParameterInputSchema,
  uuid,
} from '@portal/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { needs } from '../../http/access';
import type { CoreServices } from '../../platform/core-services';
import { UserParameterService } from './service';

const access = needs(API.userParameters);
const errors = { 400: problemSchema, 401: problemSchema, 403: problemSchema, 404: problemSchema };
const tags = ['UserParameter'];
const saved = { 200: portalUserParameterSchema, 201: portalUserParameterSchema, ...errors };

/**
 * /api/UserParameter and /api/User/{userId}/parameter (spec §7). Saving answers 201 when the
 * name is new for the user and 200 when it replaced the value of that name. Beyond the spec, both
 * addresses also list the parameters (GET): a mini-app restores a user's last inputs from them, and
 * an administrator sees a user's parameters.
 */
export function userParameterRoutes(scope: FastifyInstance, deps: CoreServices<'database'>): void {
  const app = scope.withTypeProvider<ZodTypeProvider>();
  const parameters = new UserParameterService(deps.database.db);

  app.get(
    '/UserParameter',
    { config: { access }, schema: { tags, response: { 200: z.array(portalUserParameterSchema), ...errors } } },
    (request) => parameters.listFor(request, undefined),
  );

  app.get(
    '/User/:userId/parameter',
    {
      config: { access },
      schema: {
        tags,
        params: z.object({ userId: uuid }),
        response: { 200: z.array(portalUserParameterSchema), ...errors },
      },
    },
    (request) => parameters.listFor(request, request.params.userId),
  );

  app.post(
    '/UserParameter',
    { config: { access }, schema: { tags, body: userParameterCreateSchema, response: saved } },
    async (request, reply) => {
      const { userId, ...input } = request.body;
      const { parameter, created } = await parameters.save(request, userId, input);
      return reply.status(created ? 201 : 200).send(parameter);
    },
  );

  app.delete(
    '/UserParameter/:userParametersId',
    {
      config: { access },
      schema: { tags, params: z.object({ userParametersId: uuid }), response: { 204: z.null(), ...errors } },
    },
    async (request, reply) => {
      await parameters.remove(request, request.params.userParametersId);
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/User/:userId/parameter',
    {
      config: { access },
      schema: { tags, params: z.object({ userId: uuid }), body: userParameterInputSchema, response: saved },
    },
    async (request, reply) => {
      const { parameter, created } = await parameters.save(request, request.params.userId, request.body);
      return reply.status(created ? 201 : 200).send(parameter);
    },
  );

  app.delete(
    '/User/:userId/parameter/:parameterId',
    {
      config: { access },
      schema: { tags, params: z.object({ userId: uuid, parameterId: uuid }), response: { 204: z.null(), ...errors } },
    },
    async (request, reply) => {
      await parameters.remove(request, request.params.parameterId, request.params.userId);
      return reply.status(204).send(null);
    },
  );
}
