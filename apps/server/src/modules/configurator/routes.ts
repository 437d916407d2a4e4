import {
  API,
  customerNumberSchema,
  infoTextSchema,
  kmatNumberSchema,
  kmatSchema,
  LOCALES,
  problemSchema,
  productGroupSchema,
  sapConfigRequestSchema,
  sapConfigResponseSchema,
  selectStepSchema,
} from '@portal/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { needs } from '../../http/access';
import type { CoreServices } from '../../platform/core-services';
import { savedConfigurationRoutes } from './saved-routes';
import { ConfiguratorService } from './service';

const tags = ['DynamicConfigurator'];
const errors = { 400: problemSchema, 401: problemSchema, 403: problemSchema, 503: problemSchema };
const access = needs(API.dynamicConfigurator);
const language = z.enum(LOCALES).default('de');
const productGroupKey = z.string().regex(/^[A-Z0-9]{2,10}$/, 'a product group key such as RAD');
const characteristicKey = z.string().regex(/^[A-Z0-9_]{1,30}$/, 'upper-case letters, digits and _');
const customerNumber = z.string().regex(/^[0-9]{6,10}$/, 'a customer number of 6 to 10 digits');

const requestBody = sapConfigRequestSchema.superRefine((body, ctx) => {
  const seen = new Set<string>();
  body.sapCharacteristics.forEach((c, i) => {
    if (seen.has(c.characteristicKey))
      ctx.addIssue({
        code: 'custom',
        path: ['sapCharacteristics', i, 'characteristicKey'],
        message: `${c.characteristicKey} is named twice`,
      });
    seen.add(c.characteristicKey);
  });
});

/**
 * The product configurator of spec §7 (`/api/DynamicConfigurator`, docs/configurator.md) on the
 * portal API; every call needs the DynamicConfigurator controller and reads the ERP through the
 * shared ERP service, behind the same circuit breaker as sales. Saved configurations live in the
 * portal's own database, beside it under the same controller.
 */
export function configuratorRoutes(scope: FastifyInstance, deps: CoreServices<'erp' | 'database'>): void {
  const erp = deps.erp;
  const db = deps.database.db;
  const app = scope.withTypeProvider<ZodTypeProvider>();
  const service = new ConfiguratorService(erp);
  const base = '/DynamicConfigurator';
  savedConfigurationRoutes(scope, service, erp, db);

  app.post(
    base,
    {
      config: { access },
      schema: { tags, body: requestBody, response: { 200: sapConfigResponseSchema, ...errors } },
    },
    (request) =>
      service.configure(request, {
        bauform: request.body.bauform,
        sprache: request.body.sprache,
        kundenNummer: request.body.kundenNummer,
        choices: new Map(request.body.sapCharacteristics.map((c) => [c.characteristicKey, c.valueKey])),
        noPricing: request.body.noPricing,
      }),
  );

  app.get(
    `${base}/GetProductGroupsData`,
    {
      config: { access },
      schema: { tags, querystring: z.object({ language }), response: { 200: z.array(productGroupSchema), ...errors } },
    },
    (request) => service.productGroups(request.query.language),
  );

  app.get(
    `${base}/GetKMat`,
    {
      config: { access },
      schema: {
        tags,
        querystring: z.object({ sparte: productGroupKey.optional(), language }),
        response: { 200: z.array(kmatSchema), ...errors },
      },
    },
    (request) => service.kmats(request.query.sparte, request.query.language),
  );

  app.get(
    `${base}/GetSelectStepData`,
    {
      config: { access },
      schema: {
        tags,
        querystring: z.object({ bauform: kmatNumberSchema, language }),
        response: { 200: z.array(selectStepSchema), ...errors },
      },
    },
    (request) => service.steps(request.query.bauform, request.query.language),
  );

  app.get(
    `${base}/GetCustomerNumber`,
    { config: { access }, schema: { tags, response: { 200: customerNumberSchema, ...errors } } },
    (request) => service.customerNumber(request),
  );

  app.get(
    `${base}/GetCharacteristicListFirst`,
    {
      config: { access },
      schema: {
        tags,
        querystring: z.object({ bauform: kmatNumberSchema, language, kundenNummer: customerNumber.optional() }),
        response: { 200: sapConfigResponseSchema, ...errors },
      },
    },
    (request) =>
      service.configure(
        request,
        {
          bauform: request.query.bauform,
          sprache: request.query.language,
          kundenNummer: request.query.kundenNummer,
          choices: new Map(),
          noPricing: false,
        },
        'querystring',
      ),
  );

  app.get(
    `${base}/GetInfoText`,
    {
      config: { access },
      schema: {
        tags,
        querystring: z.object({ bauform: kmatNumberSchema, merkmal: characteristicKey.optional(), language }),
        response: { 200: z.array(infoTextSchema), ...errors },
      },
    },
    (request) => service.infoTexts(request.query.bauform, request.query.language, request.query.merkmal),
  );
}
