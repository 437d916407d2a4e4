import { API, answerInputSchema, isLocale, problemSchema, questionSchema } from '@portal/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { ModuleDeps } from '../../app';
import { needs } from '../../http/access';
import { QuestionnaireService } from './service';

const access = needs(API.questionnaire);
const tags = ['Questionnaire'];
const errors = { 400: problemSchema, 401: problemSchema, 403: problemSchema, 404: problemSchema };
const inQuestionnaire = z.object({ questionnaireId: z.coerce.number().int().min(1).max(2_147_483_647) });

/** /api/Questionnaire (spec §7): read the questions with one's own answers; answer one (201 new, 200 replaced). */
export function questionnaireRoutes(scope: FastifyInstance, deps: ModuleDeps): void {
  const app = scope.withTypeProvider<ZodTypeProvider>();
  const service = new QuestionnaireService(deps.database.db);

  app.get(
    '/Questionnaire/:questionnaireId/Question',
    {
      config: { access },
      schema: {
        tags,
        params: inQuestionnaire,
        querystring: z.object({ locale: z.string().max(10).optional() }),
        response: { 200: z.array(questionSchema), ...errors },
      },
    },
    (request) => {
      // The language asked for, else the browser's, else German (spec §9).
      const asked = (request.query.locale ?? request.headers['accept-language'] ?? '').slice(0, 2).toLowerCase();
      return service.questions(request, request.params.questionnaireId, isLocale(asked) ? asked : 'de');
    },
  );

  app.post(
    '/Questionnaire/:questionnaireId/Answer',
    {
      config: { access },
      schema: {
        tags,
        params: inQuestionnaire,
        body: answerInputSchema,
        response: { 200: z.object({ id: z.uuid() }), 201: z.object({ id: z.uuid() }), ...errors },
      },
    },
    async (request, reply) => {
      const { id, created } = await service.answer(request, request.params.questionnaireId, request.body);
      return reply.status(created ? 201 : 200).send({ id });
    },
  );
}
