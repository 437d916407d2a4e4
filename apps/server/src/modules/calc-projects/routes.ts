import {
  API,
  calcProject,
  calcProjectInput,
  calcProjectSummary,
  LOCALES,
  problemSchema,
  uuid,
} from '@portal/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { needs } from '../../http/access';
import { downloadResponse, logExport, sendDownload } from '../../http/download';
import type { CoreServices } from '../../platform/core-services';
import { EXPORT_TYPES, type ExportFormat } from '../calculators/service';
import { CalcProjectService } from './service';

/** Projects hold positions of the heating calculators; whoever may use the building calculation keeps them. */
const RESOURCE = API.buildingCalc;
const access = needs(RESOURCE);
const readErrors = { 400: problemSchema, 401: problemSchema, 403: problemSchema, 404: problemSchema };
const errors = { ...readErrors, 409: problemSchema };
const byId = z.object({ id: uuid });
const languageQuery = z.object({ language: z.enum(LOCALES).optional() });
const tags = ['CalcProjects'];
/** The file formats by the path's name for them. */
const FORMATS: Record<'PDF' | 'XLSX' | 'GAEB', ExportFormat> = { PDF: 'pdf', XLSX: 'xlsx', GAEB: 'gaeb' };
const byFormat = byId.extend({ format: z.enum(['PDF', 'XLSX', 'GAEB']) });

/** /api/CalcProjects: a planner's projects (docs/calculators.md "Planner projects"). */
export function calcProjectRoutes(scope: FastifyInstance, deps: CoreServices<'database'>): void {
  const app = scope.withTypeProvider<ZodTypeProvider>();
  const projects = new CalcProjectService(deps.database.db);

  app.get(
    '/CalcProjects',
    { config: { access }, schema: { tags, response: { 200: z.array(calcProjectSummary), ...readErrors } } },
    (request) => projects.list(request),
  );
  app.post(
    '/CalcProjects',
    { config: { access }, schema: { tags, body: calcProjectInput, response: { 201: calcProject, ...errors } } },
    async (request, reply) => reply.status(201).send(await projects.create(request, request.body)),
  );
  app.get(
    '/CalcProjects/:id',
    { config: { access }, schema: { tags, params: byId, response: { 200: calcProject, ...readErrors } } },
    (request) => projects.get(request, request.params.id),
  );
  app.put(
    '/CalcProjects/:id',
    {
      config: { access },
      schema: { tags, params: byId, body: calcProjectInput, response: { 200: calcProject, ...errors } },
    },
    (request) => projects.update(request, request.params.id, request.body),
  );
  app.delete(
    '/CalcProjects/:id',
    { config: { access }, schema: { tags, params: byId, response: { 204: z.null(), ...readErrors } } },
    async (request, reply) => {
      await projects.remove(request, request.params.id);
      return reply.status(204).send(null);
    },
  );
  app.get(
    '/CalcProjects/:id/Generate/:format',
    {
      config: { access },
      schema: {
        tags,
        params: byFormat,
        querystring: languageQuery,
        response: {
          200: downloadResponse(...Object.values(FORMATS).map((f) => EXPORT_TYPES[f].contentType)),
          ...readErrors,
        },
      },
    },
    async (request, reply) => {
      const format = FORMATS[request.params.format];
      const file = await projects.document(request, request.params.id, format, request.query.language);
      logExport(request, RESOURCE.technicalName, 1);
      return sendDownload(reply, file);
    },
  );
}
