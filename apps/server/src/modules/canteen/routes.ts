import {
  API,
  articleInputSchema,
  canteenApplicationId,
  canteenListEntrySchema,
  canteenMonth,
  formatLocale,
  kitchenCancelSchema,
  LOCALES,
  monthlyStatementSchema,
  orderablePlansSchema,
  orderCreateSchema,
  orderedArticlesSchema,
  orderUpdateSchema,
  planClosingSchema,
  planDetailSchema,
  planInputSchema,
  planSchema,
  portalArticleSchema,
  portalOrderSchema,
  problemSchema,
  siteCountry,
  uuid,
} from '@portal/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { needs } from '../../http/access';
import { CONTENT_TYPES, downloadResponse, logExport, sendDownload } from '../../http/download';
import { idempotent } from '../../http/idempotency';
import type { CoreServices } from '../../platform/core-services';
import { ArticleService } from './articles';
import { expectedVersion, sendWithEtag } from './etag';
import { KitchenService } from './kitchen';
import { OrderService } from './orders';
import { kitchenRoute, mayActOnCanteen } from './own-canteen';
import { PlanService } from './plans';
import { dateRangeQuery } from './ranges';
import * as store from './store';

const errors = { 400: problemSchema, 401: problemSchema, 403: problemSchema, 404: problemSchema };
const writeErrors = { ...errors, 409: problemSchema, 412: problemSchema, 422: problemSchema, 428: problemSchema };
const inCanteen = z.object({ applicationId: canteenApplicationId });
const byId = inCanteen.extend({ id: uuid });
const noContent = { 204: z.null(), ...writeErrors };

/**
 * The order system of spec §7: OrderSystemArticle, OrderSystemPlan and OrderSystemOrder for
 * canteen staff, OrderSystemUserOrder for everyone who orders (the plans to order from are served
 * there too, so ordering needs one resource). 200 reads, 201 creates, 204 updates and deletes.
 * A staff call acts only on a canteen one of its resource's grants holds for (`kitchenRoute`); the
 * user-order calls are open to every holder for every canteen. Rules: docs/canteen.md.
 */
export function canteenRoutes(scope: FastifyInstance, deps: CoreServices<'database' | 'mailer'>): void {
  const app = scope.withTypeProvider<ZodTypeProvider>();
  const db = deps.database.db;
  const articles = new ArticleService(db);
  const plans = new PlanService(db);
  const orders = new OrderService(db);
  const kitchen = new KitchenService(db, deps.mailer);

  // ---- Articles (canteen staff) ----------------------------------------------------------
  {
    const staff = kitchenRoute(API.orderSystemArticle);
    const tags = ['OrderSystemArticle'];
    const base = '/OrderSystemArticle/:applicationId';

    app.get(
      `${base}/articles`,
      { ...staff, schema: { tags, params: inCanteen, response: { 200: z.array(portalArticleSchema), ...errors } } },
      (request) => articles.list(request.params.applicationId, 'all'),
    );
    app.get(
      `${base}/nonDefaultArticles`,
      { ...staff, schema: { tags, params: inCanteen, response: { 200: z.array(portalArticleSchema), ...errors } } },
      (request) => articles.list(request.params.applicationId, 'nonDefault'),
    );
    app.get(
      `${base}/:id/article`,
      { ...staff, schema: { tags, params: byId, response: { 200: portalArticleSchema, ...errors } } },
      async (request, reply) => {
        const { version, ...article } = await articles.get(request.params.applicationId, request.params.id);
        return sendWithEtag(reply, 'article', version, article);
      },
    );
    app.post(
      `${base}/createArticle`,
      {
        ...staff,
        schema: {
          tags,
          params: inCanteen,
          body: articleInputSchema,
          response: { 201: portalArticleSchema, ...errors },
        },
      },
      async (request, reply) => {
        const { version, ...article } = await articles.create(request.params.applicationId, request.body);
        return reply.status(201).send(sendWithEtag(reply, 'article', version, article));
      },
    );
    app.put(
      `${base}/:id/updateArticle`,
      { ...staff, schema: { tags, params: byId, body: articleInputSchema, response: noContent } },
      async (request, reply) => {
        const { applicationId, id } = request.params;
        await articles.update(applicationId, id, expectedVersion(request, 'article'), request.body);
        return reply.status(204).send(null);
      },
    );
    app.delete(
      `${base}/:id/article`,
      { ...staff, schema: { tags, params: byId, response: noContent } },
      async (request, reply) => {
        await articles.remove(request.params.applicationId, request.params.id);
        return reply.status(204).send(null);
      },
    );
  }

  // ---- Plans (canteen staff) -------------------------------------------------------------
  {
    const staff = kitchenRoute(API.orderSystemPlan);
    const tags = ['OrderSystemPlan'];
    const base = '/OrderSystemPlan/:applicationId';

    app.get(
      `${base}/plan`,
      {
        ...staff,
        schema: {
          tags,
          params: inCanteen,
          querystring: dateRangeQuery,
          response: { 200: z.array(planSchema), ...errors },
        },
      },
      (request) => plans.list(request.params.applicationId, request.query),
    );
    app.get(
      `${base}/plan/items`,
      {
        ...staff,
        schema: {
          tags,
          params: inCanteen,
          querystring: z.object({ planId: uuid }),
          response: { 200: z.array(planDetailSchema), ...errors },
        },
      },
      (request) => plans.items(request.params.applicationId, request.query.planId),
    );
    app.get(
      `${base}/plans`,
      { ...staff, schema: { tags, params: inCanteen, response: { 200: z.array(planSchema), ...errors } } },
      (request) => plans.list(request.params.applicationId),
    );
    app.get(
      `${base}/:id/plan`,
      { ...staff, schema: { tags, params: byId, response: { 200: planSchema, ...errors } } },
      async (request, reply) => {
        const { version, ...plan } = await plans.get(request.params.applicationId, request.params.id);
        return sendWithEtag(reply, 'plan', version, plan);
      },
    );
    app.post(
      `${base}/createPlan`,
      {
        ...staff,
        schema: { tags, params: inCanteen, body: planInputSchema, response: { 201: planSchema, ...writeErrors } },
      },
      async (request, reply) => {
        const { version, ...plan } = await plans.create(request.params.applicationId, request.body);
        return reply.status(201).send(sendWithEtag(reply, 'plan', version, plan));
      },
    );
    app.put(
      `${base}/:id/updatePlan`,
      { ...staff, schema: { tags, params: byId, body: planInputSchema, response: noContent } },
      async (request, reply) => {
        const { applicationId, id } = request.params;
        await plans.update(applicationId, id, expectedVersion(request, 'plan'), request.body);
        return reply.status(204).send(null);
      },
    );
    // Closing: the plan's orders are final; reopening lets orders and changes in again (audited).
    app.put(
      `${base}/:id/closed`,
      {
        ...staff,
        schema: { tags, params: byId, body: planClosingSchema, response: { 204: z.null(), ...errors } },
      },
      async (request, reply) => {
        const { applicationId, id } = request.params;
        await plans.setClosed(request, applicationId, id, request.body.closed);
        return reply.status(204).send(null);
      },
    );
    app.delete(
      `${base}/:id/deletePlan`,
      { ...staff, schema: { tags, params: byId, response: noContent } },
      async (request, reply) => {
        await plans.remove(request.params.applicationId, request.params.id);
        return reply.status(204).send(null);
      },
    );
  }

  // ---- Orders of everyone: the kitchen ---------------------------------------------------
  {
    const staff = kitchenRoute(API.orderSystemOrder);
    const tags = ['OrderSystemOrder'];
    const base = '/OrderSystemOrder/:applicationId';

    app.get(
      `${base}/orderedArticles`,
      {
        ...staff,
        schema: {
          tags,
          params: inCanteen,
          querystring: dateRangeQuery,
          response: { 200: orderedArticlesSchema, ...errors },
        },
      },
      (request) => kitchen.orderedArticles(request.params.applicationId, request.query),
    );
    app.get(
      `${base}/export`,
      {
        ...staff,
        schema: {
          tags,
          params: inCanteen,
          querystring: z.intersection(
            dateRangeQuery,
            z.object({
              format: z.enum(['xlsx', 'csv']).default('xlsx'),
              /** The reader's language (the file's words) and site: a CSV writes prices as it does (`formatLocale`). */
              locale: z.enum(LOCALES).default('de'),
              country: siteCountry.optional(),
            }),
          ),
          response: { 200: downloadResponse(CONTENT_TYPES.xlsx, CONTENT_TYPES.csv), ...errors },
        },
      },
      async (request, reply) => {
        const { format, locale, country, ...range } = request.query;
        const tag = formatLocale(locale, country);
        const file = await kitchen.exportOrders(request.params.applicationId, range, format, locale, tag);
        logExport(request, `canteen:orders ${range.from}..${range.to}`, file.rows);
        return sendDownload(reply, { filename: file.filename, contentType: CONTENT_TYPES[format], body: file.body });
      },
    );
    app.post(
      `${base}/:id/cancel`,
      {
        ...staff,
        schema: {
          tags,
          params: byId,
          body: kitchenCancelSchema,
          response: { 204: z.null(), ...errors, 409: problemSchema },
        },
      },
      async (request, reply) => {
        await kitchen.cancelOrder(request, request.params.applicationId, request.params.id, request.body.reason);
        return reply.status(204).send(null);
      },
    );
    app.get(
      `${base}/statement`,
      {
        ...staff,
        schema: {
          tags,
          params: inCanteen,
          querystring: z.object({ month: canteenMonth }),
          response: { 200: monthlyStatementSchema, ...errors },
        },
      },
      (request) => kitchen.statement(request.params.applicationId, request.query.month),
    );
    app.get(
      `${base}/statement/export`,
      {
        ...staff,
        schema: {
          tags,
          params: inCanteen,
          querystring: z.object({
            month: canteenMonth,
            /** The reader's language: the file's sheets, headings and name. */
            locale: z.enum(LOCALES).default('de'),
          }),
          response: { 200: downloadResponse(CONTENT_TYPES.xlsx), ...errors },
        },
      },
      async (request, reply) => {
        const { month, locale } = request.query;
        const file = await kitchen.statementXlsx(request.params.applicationId, month, locale);
        logExport(request, `canteen:statement ${month}`, file.people);
        return sendDownload(reply, { filename: file.filename, contentType: CONTENT_TYPES.xlsx, body: file.body });
      },
    );
  }

  // ---- A person's own orders, and the plans to order from ---------------------------------
  {
    const config = { access: needs(API.orderSystemUserOrder) };
    const tags = ['OrderSystemUserOrder'];
    const base = '/OrderSystemUserOrder/:applicationId';

    app.get(
      '/OrderSystemUserOrder/canteens',
      { config, schema: { tags, response: { 200: z.array(canteenListEntrySchema), ...errors } } },
      async (request) =>
        // Each with what the caller's kitchen may do there, so the kitchen's screens offer only those.
        (await store.listCanteens(db)).map((canteen) => ({
          ...canteen,
          kitchen: {
            articles: mayActOnCanteen(request, API.orderSystemArticle, canteen.applicationId),
            plans: mayActOnCanteen(request, API.orderSystemPlan, canteen.applicationId),
            orders: mayActOnCanteen(request, API.orderSystemOrder, canteen.applicationId),
          },
        })),
    );
    app.get(
      `${base}/plans`,
      {
        config,
        schema: {
          tags,
          params: inCanteen,
          querystring: dateRangeQuery,
          response: { 200: orderablePlansSchema, ...errors },
        },
      },
      (request) => plans.orderable(request.params.applicationId, request.query),
    );
    app.post(
      `${base}/createOrder`,
      {
        config,
        schema: {
          tags,
          params: inCanteen,
          headers: z.object({ 'idempotency-key': z.string().optional() }),
          body: orderCreateSchema,
          response: { 201: portalOrderSchema, ...writeErrors },
        },
      },
      async (request, reply) => {
        await idempotent(db, request, reply, async (tx) => ({
          status: 201,
          body: await orders.create(tx, request, request.params.applicationId, request.body),
        }));
      },
    );
    app.put(
      `${base}/:id/updateOrder`,
      { config, schema: { tags, params: byId, body: orderUpdateSchema, response: noContent } },
      async (request, reply) => {
        await orders.update(request, request.params.applicationId, request.params.id, request.body);
        return reply.status(204).send(null);
      },
    );
    app.get(
      `${base}/orderedUserArticles`,
      {
        config,
        schema: {
          tags,
          params: inCanteen,
          querystring: dateRangeQuery,
          response: { 200: z.array(portalOrderSchema), ...errors },
        },
      },
      (request) => orders.list(request, request.params.applicationId, request.query),
    );
    app.get(
      `${base}/orderedUserArticlesByPlanId`,
      {
        config,
        schema: {
          tags,
          params: inCanteen,
          querystring: z.object({ planId: uuid }),
          response: { 200: z.array(portalOrderSchema), ...errors },
        },
      },
      (request) => orders.list(request, request.params.applicationId, { planId: request.query.planId }),
    );
    app.get(
      `${base}/:id/order`,
      { config, schema: { tags, params: byId, response: { 200: portalOrderSchema, ...errors } } },
      (request) => orders.get(request, request.params.applicationId, request.params.id),
    );
    app.delete(
      `${base}/:id/deleteOrder`,
      { config, schema: { tags, params: byId, response: noContent } },
      async (request, reply) => {
        await orders.cancel(request, request.params.applicationId, request.params.id);
        return reply.status(204).send(null);
      },
    );
  }
}
