import {
  API,
  krn41Input,
  krn41Result,
  krn41Size,
  krn41SizeInput,
  krn92Query,
  krn92Result,
  problemSchema,
} from '@portal/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { needs } from '../../http/access';
import { krn41Template, krn92Template, TrenchConvectorService } from './trenchConvectors';

const errors = { 400: problemSchema, 401: problemSchema, 403: problemSchema, 415: problemSchema };

/**
 * Trench convector calculations of spec §7: KRN41 as JSON POST (calc completes the size,
 * calcOutput calculates), KRN92 as GET with its inputs in the query string; each with a template.
 * Their exports are among the calculators' export routes.
 */
export function trenchConvectorRoutes(scope: FastifyInstance, service = new TrenchConvectorService()): void {
  const app = scope.withTypeProvider<ZodTypeProvider>();
  const krn41 = { config: { access: needs(API.krn41) } };
  const krn92 = { config: { access: needs(API.krn92) } };

  app.get(
    '/KRN41/GetTemplate',
    { ...krn41, schema: { tags: ['KRN41'], response: { 200: krn41Template, ...errors } } },
    () => service.krn41Template(),
  );
  app.post(
    '/KRN41/calc',
    { ...krn41, schema: { tags: ['KRN41'], body: krn41SizeInput, response: { 200: krn41Size, ...errors } } },
    (request) => service.krn41Size(request.body),
  );
  app.post(
    '/KRN41/calcOutput',
    { ...krn41, schema: { tags: ['KRN41'], body: krn41Input, response: { 200: krn41Result, ...errors } } },
    (request) => service.krn41(request.body),
  );

  app.get(
    '/PM/KRN92/getTemplate',
    { ...krn92, schema: { tags: ['KRN92'], response: { 200: krn92Template, ...errors } } },
    () => service.krn92Template(),
  );
  app.get(
    '/PM/KRN92',
    { ...krn92, schema: { tags: ['KRN92'], querystring: krn92Query, response: { 200: krn92Result, ...errors } } },
    (request) => service.krn92(request.query),
  );
}
