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
import { expectedVersions, optionalExpectedVersions, withEtag } from '../../http/etag';
import { CHANGE_PROBLEMS } from '../../http/problem';
import type { CoreServices } from '../../platform/core-services';
import { EXPORT_TYPES, type ExportFormat } from '../calculators/service';
import { CalcProjectService } from './service';

/** Projects hold positions of the heating calculators; whoever may use the building calculation keeps them. */
const RESOURCE = API.buildingCalc;
const access = needs(RESOURCE);
const readErrors = { 400: problemSchema, 401: problemSchema, 403: problemSchema, 404: problemSchema };
const errors = { ...readErrors, 409: problemSchema };
/** A change names the version it read (If-Match): 428 without, 412 when stale. */
const changeErrors = CHANGE_PROBLEMS;
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
    async (request, reply) => {
      const created = await projects.create(request, request.body);
      return reply.status(201).send(withEtag(reply, created.version, created));
    },
  );
  app.get(
    '/CalcProjects/:id',
    { config: { access }, schema: { tags, params: byId, response: { 200: calcProject, ...readErrors } } },
    async (request, reply) => {
      const project = await projects.get(request, request.params.id);
      return withEtag(reply, project.version, project);
    },
  );
  app.put(
    '/CalcProjects/:id',
    {
      config: { access },
      schema: {
        tags,
        description:
          'Send If-Match with the project\'s version as `"v{version}"` (its ETag); 428 without, 412 when it was saved meanwhile.',
        params: byId,
        body: calcProjectInput,
        response: { 200: calcProject, ...changeErrors },
      },
    },
    async (request, reply) => {
      const updated = await projects.update(request, request.params.id, request.body, () => expectedVersions(request));
      return withEtag(reply, updated.version, updated);
    },
  );
  app.delete(
    '/CalcProjects/:id',
    { config: { access }, schema: { tags, params: byId, response: { 204: z.null(), ...changeErrors } } },
    async (request, reply) => {
      await projects.remove(request, request.params.id, optionalExpectedVersions(request));
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
