import {
  API,
  buildingCalcInput,
  buildingCalcResult,
  coverDesignInput,
  coverDesignResult,
  grilleLoadInput,
  grilleLoadResult,
  heatPumpPlanningInput,
  heatPumpPlanningResult,
  investFbhInput,
  investFbhResult,
  investKwlInput,
  investKwlResult,
  investSystempackageInput,
  investSystempackageResult,
  type Locale,
  problemSchema,
  type RessourceDefinition,
  radiatorCalcInput,
  radiatorCalcResult,
  radiatorExchangeInput,
  radiatorExchangeResult,
  variantInput,
  variantResult,
} from '@portal/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { needs } from '../../http/access';
import { downloadResponse, sendDownload } from '../../http/download';
import { fanConvectorRoutes } from './fanConvectors';
import { formFields } from './multipart';
import {
  buildingCalcTemplate,
  convectorLoadCalcTemplate,
  exportForm,
  languageQuery,
  xflairTauschTemplate,
  xflairTemplate,
} from './schemas';
import {
  CalculatorService,
  EXPORT_FIELDS,
  EXPORT_TYPES,
  type ExportFormat,
  type ExportKind,
  TENDER_KINDS,
} from './service';
import { trenchConvectorRoutes } from './trenchConvectorRoutes';

const errors = { 400: problemSchema, 401: problemSchema, 403: problemSchema, 413: problemSchema, 415: problemSchema };

/**
 * The heating calculators of spec §7 under the portal API: JSON POST per calculation, GET
 * templates, and the documents as multipart form posts (one text field with the JSON input,
 * as the other calculators' exports) or JSON bodies. Each route needs its calculator's resource.
 */
export async function calculatorRoutes(scope: FastifyInstance): Promise<void> {
  const service = new CalculatorService();
  await scope.register(async (inner) => calculationRoutes(inner, service));
  await scope.register(async (inner) => trenchConvectorRoutes(inner));
  await scope.register(async (inner) => fanConvectorRoutes(inner, service));
  // The multipart reader is registered for the export routes only; the calculations take JSON.
  await scope.register(async (inner) => {
    await formFields(inner);
    exportRoutes(inner, service);
  });
}

function calculationRoutes(scope: FastifyInstance, service: CalculatorService): void {
  const app = scope.withTypeProvider<ZodTypeProvider>();
  const xflair = { config: { access: needs(API.xflair) } };
  const tausch = { config: { access: needs(API.xflairTausch) } };
  const building = { config: { access: needs(API.buildingCalc) } };
  const grille = { config: { access: needs(API.convectorLoadCalc) } };
  const designer = { config: { access: needs(API.crossDesigner) } };

  app.post(
    '/XFlair/calcOutput',
    {
      ...xflair,
      schema: { tags: ['XFlair'], body: radiatorCalcInput, response: { 200: radiatorCalcResult, ...errors } },
    },
    (request) => service.radiator(request.body),
  );
  app.get(
    '/XFlair/GetTemplate',
    { ...xflair, schema: { tags: ['XFlair'], response: { 200: xflairTemplate, ...errors } } },
    () => service.xflairTemplate(),
  );

  app.post(
    '/XFlairTausch/calcOutput',
    {
      ...tausch,
      schema: {
        tags: ['XFlairTausch'],
        body: radiatorExchangeInput,
        response: { 200: radiatorExchangeResult, ...errors },
      },
    },
    (request) => service.radiatorExchange(request.body),
  );
  app.get(
    '/XFlairTausch/GetTemplate',
    { ...tausch, schema: { tags: ['XFlairTausch'], response: { 200: xflairTauschTemplate, ...errors } } },
    () => service.xflairTauschTemplate(),
  );

  app.post(
    '/BuildingCalc/calc',
    {
      ...building,
      schema: { tags: ['BuildingCalc'], body: buildingCalcInput, response: { 200: buildingCalcResult, ...errors } },
    },
    (request) => service.buildingHeatLoad(request.body),
  );
  app.post(
    '/BuildingCalc/calcInvestSystempackage',
    {
      ...building,
      schema: {
        tags: ['BuildingCalc'],
        body: investSystempackageInput,
        response: { 200: investSystempackageResult, ...errors },
      },
    },
    (request) => service.investSystempackage(request.body),
  );
  app.post(
    '/BuildingCalc/calcInvestFBHhydrl',
    {
      ...building,
      schema: { tags: ['BuildingCalc'], body: investFbhInput, response: { 200: investFbhResult, ...errors } },
    },
    (request) => service.investFbh(request.body),
  );
  app.post(
    '/BuildingCalc/calcInvestKWL',
    {
      ...building,
      schema: { tags: ['BuildingCalc'], body: investKwlInput, response: { 200: investKwlResult, ...errors } },
    },
    (request) => service.investKwl(request.body),
  );
  app.post(
    '/BuildingCalc/calcHeatPump',
    {
      ...building,
      schema: {
        tags: ['BuildingCalc'],
        body: heatPumpPlanningInput,
        response: { 200: heatPumpPlanningResult, ...errors },
      },
    },
    (request) => service.heatPump(request.body),
  );
  app.get(
    '/BuildingCalc/GetTemplate',
    { ...building, schema: { tags: ['BuildingCalc'], response: { 200: buildingCalcTemplate, ...errors } } },
    () => service.buildingCalcTemplate(),
  );
  app.post(
    '/BuildingCalcV2',
    {
      ...building,
      schema: { tags: ['BuildingCalc'], body: variantInput, response: { 200: variantResult, ...errors } },
    },
    (request) => service.variants(request.body),
  );

  app.post(
    '/ConvectorLoadCalc/calc',
    {
      ...grille,
      schema: { tags: ['ConvectorLoadCalc'], body: grilleLoadInput, response: { 200: grilleLoadResult, ...errors } },
    },
    (request) => service.grilleLoad(request.body),
  );
  app.get(
    '/ConvectorLoadCalc/GetTemplate',
    { ...grille, schema: { tags: ['ConvectorLoadCalc'], response: { 200: convectorLoadCalcTemplate, ...errors } } },
    () => service.convectorLoadCalcTemplate(),
  );

  app.post(
    '/CrossDesigner/calc',
    {
      ...designer,
      schema: { tags: ['CrossDesigner'], body: coverDesignInput, response: { 200: coverDesignResult, ...errors } },
    },
    (request) => service.coverDesign(request.body),
  );
}

const EXPORTS: ReadonlyArray<{ kind: ExportKind; path: string; resource: RessourceDefinition; tag: string }> = [
  { kind: 'xflair', path: '/XFlair', resource: API.xflair, tag: 'XFlair' },
  { kind: 'xflairTausch', path: '/XFlairTausch', resource: API.xflairTausch, tag: 'XFlairTausch' },
  { kind: 'buildingCalc', path: '/BuildingCalc', resource: API.buildingCalc, tag: 'BuildingCalc' },
  { kind: 'convectorLoadCalc', path: '/ConvectorLoadCalc', resource: API.convectorLoadCalc, tag: 'ConvectorLoadCalc' },
  { kind: 'krn41', path: '/KRN41', resource: API.krn41, tag: 'KRN41' },
  { kind: 'krn92', path: '/PM/KRN92', resource: API.krn92, tag: 'KRN92' },
  { kind: 'kcModel', path: '/KCModel', resource: API.kcModel, tag: 'KCModel' },
  { kind: 'hpc', path: '/HPC', resource: API.hpc, tag: 'HPC' },
  { kind: 'crossDesigner', path: '/CrossDesigner', resource: API.crossDesigner, tag: 'CrossDesigner' },
  { kind: 'heatPump', path: '/BuildingCalc/HeatPump', resource: API.buildingCalc, tag: 'BuildingCalc' },
];

function exportRoutes(scope: FastifyInstance, service: CalculatorService): void {
  const app = scope.withTypeProvider<ZodTypeProvider>();
  for (const { kind, path, resource, tag } of EXPORTS) {
    const field = EXPORT_FIELDS[kind];
    const formats: ReadonlyArray<readonly [string, ExportFormat]> = [
      ['GeneratePDF', 'pdf'],
      ['GenerateXLSX', 'xlsx'],
      // GAEB DA XML X81: the tender text as a bill of quantities, for the calculators that write one
      ...(TENDER_KINDS.has(kind) ? ([['GenerateGAEB', 'gaeb']] as const) : []),
    ];
    for (const [route, format] of formats) {
      app.post(
        `${path}/${route}`,
        {
          config: { access: needs(resource) },
          schema: {
            tags: [tag],
            consumes: ['multipart/form-data', 'application/json'],
            body: exportForm(field),
            querystring: languageQuery,
            response: { 200: downloadResponse(EXPORT_TYPES[format].contentType), ...errors },
          },
        },
        async (request, reply) => {
          const body = request.body as Record<string, unknown>;
          const language = (body.language as Locale | undefined) ?? request.query.language;
          try {
            const file = await service.document(kind, format, {
              data: body[field],
              language,
              projekt: body.projekt as string | undefined,
            });
            audit(request, resource, format, language, 'success', file.body.length);
            return sendDownload(reply, file);
          } catch (error) {
            audit(request, resource, format, language, 'refused');
            throw error;
          }
        },
      );
    }
  }
}

/** Exports are audit events (T35): who, which calculator, which format, and the outcome. */
function audit(
  request: FastifyRequest,
  resource: RessourceDefinition,
  format: ExportFormat,
  language: Locale | undefined,
  outcome: 'success' | 'refused',
  bytes?: number,
): void {
  const principal = request.identity?.principal;
  request.log.info(
    {
      event: 'calc.export',
      iss: principal?.issuer,
      sub: principal?.sub,
      resource: resource.technicalName,
      format,
      language: language ?? 'de',
      outcome,
      ...(bytes !== undefined ? { bytes } : {}),
    },
    'calculator export',
  );
}
