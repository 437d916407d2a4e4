import {
  API,
  answerInputSchema,
  formatLocale,
  isLocale,
  LOCALES,
  type Locale,
  problemSchema,
  questionnaireResultSchema,
  questionnaireResultsEntrySchema,
  questionnaireSummarySchema,
  questionSchema,
  responseInputSchema,
  siteCountry,
} from '@portal/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { needs } from '../../http/access';
import { CONTENT_TYPES, logExport, sendDownload } from '../../http/download';
import type { CoreServices } from '../../platform/core-services';
import { QuestionnaireService } from './service';

const access = needs(API.questionnaire);
const tags = ['Questionnaire'];
const errors = { 400: problemSchema, 401: problemSchema, 403: problemSchema, 404: problemSchema, 409: problemSchema };
const inQuestionnaire = z.object({ questionnaireId: z.coerce.number().int().min(1).max(2_147_483_647) });
const responseOutput = z.object({ questionnaireId: z.number().int(), anonymous: z.boolean() });
const inLocale = z.object({ locale: z.string().max(10).optional() });

/** The language asked for, else the browser's, else German (spec §9). */
function localeOf(request: FastifyRequest<{ Querystring: { locale?: string } }>): Locale {
  const asked = (request.query.locale ?? request.headers['accept-language'] ?? '').slice(0, 2).toLowerCase();
  return isLocale(asked) ? asked : 'de';
}

/**
 * /api/Questionnaire (spec §7, issue 21 §7): list the questionnaires open to one; read the questions
 * with one's own answers; answer one question (201 new, 200 replaced) or several at once (…/Response,
 * the way to answer an anonymous questionnaire, once).
 */
export function questionnaireRoutes(scope: FastifyInstance, deps: CoreServices<'database'>): void {
  const app = scope.withTypeProvider<ZodTypeProvider>();
  const service = new QuestionnaireService(deps.database.db);

  app.get(
    '/Questionnaire',
    {
      config: { access },
      schema: {
        tags,
        querystring: inLocale,
        response: { 200: z.array(questionnaireSummarySchema), ...errors },
      },
    },
    (request) => service.open(request, localeOf(request)),
  );

  app.get(
    '/Questionnaire/Results',
    {
      config: { access },
      schema: {
        tags,
        querystring: inLocale,
        response: { 200: z.array(questionnaireResultsEntrySchema), ...errors },
      },
    },
    (request) => service.readable(request, localeOf(request)),
  );

  app.get(
    '/Questionnaire/:questionnaireId/Question',
    {
      config: { access },
      schema: {
        tags,
        params: inQuestionnaire,
        querystring: inLocale,
        response: { 200: z.array(questionSchema), ...errors },
      },
    },
    (request) => service.questions(request, request.params.questionnaireId, localeOf(request)),
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

  app.post(
    '/Questionnaire/:questionnaireId/Response',
    {
      config: { access },
      schema: {
        tags,
        params: inQuestionnaire,
        body: responseInputSchema,
        response: { 200: responseOutput, 201: responseOutput, ...errors },
      },
    },
    async (request, reply) => {
      const { created, anonymous } = await service.respond(request, request.params.questionnaireId, request.body);
      return reply.status(created ? 201 : 200).send({ questionnaireId: request.params.questionnaireId, anonymous });
    },
  );

  app.post(
    '/Questionnaire/:questionnaireId/Close',
    {
      config: { access },
      schema: {
        tags,
        params: inQuestionnaire,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await service.close(request, request.params.questionnaireId);
      return reply.status(204).send(null);
    },
  );

  app.get(
    '/Questionnaire/:questionnaireId/Result',
    {
      config: { access },
      schema: {
        tags,
        params: inQuestionnaire,
        querystring: z.object({
          format: z.enum(['json', 'csv', 'xlsx']).default('json'),
          /** The reader's language, and their site: a CSV writes numbers as it does (`formatLocale`). */
          locale: z.enum(LOCALES).default('de'),
          country: siteCountry.optional(),
        }),
        response: { 200: questionnaireResultSchema, ...errors },
      },
    },
    async (request, reply) => {
      const { format, locale, country } = request.query;
      const { questionnaireId } = request.params;
      if (format === 'json') return service.result(request, questionnaireId, locale);
      const file = await service.exportFile(request, questionnaireId, format, locale, formatLocale(locale, country));
      logExport(request, `questionnaire:result ${questionnaireId}`, file.rows);
      return sendDownload(reply, { filename: file.filename, contentType: CONTENT_TYPES[format], body: file.body });
    },
  );
}
