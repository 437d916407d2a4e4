import rateLimit from '@fastify/rate-limit';
import {
  crmUserStateResponseSchema,
  DEFAULT_LOCALE,
  endCustomerRegistrationSchema,
  isLocale,
  problemSchema,
  registrationConfirmationSchema,
  simpleRegistrationDataSchema,
  userDataInputSchema,
  userDataSchema,
} from '@portal/contracts';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { PUBLIC, SIGNED_IN } from '../../http/access';
import type { CoreServices } from '../../platform/core-services';
import { CrmRegistrationService } from './registration';

/** Per client address, on top of the per-e-mail limit of the service (T33). */
export const REGISTRATION_RATE_LIMIT = { max: 20, timeWindow: 60_000 } as const;
/** A registration is a short form; anything bigger is not one (T33 body limit). */
export const REGISTRATION_BODY_LIMIT = 16 * 1024;

const errors = {
  400: problemSchema,
  401: problemSchema,
  403: problemSchema,
  404: problemSchema,
  412: problemSchema,
  429: problemSchema,
};
/** The CRM's writes answer 200 without a body (spec §7); said so in the API document. */
const done = { 200: z.undefined().describe('Done; the answer has no body'), ...errors };
/** The user's subject at the identity provider (UserData.openIdUserId); any issuer's form. */
const byId = z.object({ id: z.string().min(1).max(255) });
const tags = ['CRM registration'];

/**
 * Registration with the CRM and the registered user's profile (spec §7 CRM backend). Registering
 * needs only a signed-in user (the 412 flow sends people here before they hold anything); the
 * profile calls need an approved registration (else 412) and answer only for the caller's own id.
 */
export async function crmRegistrationRoutes(
  scope: FastifyInstance,
  deps: CoreServices<'config' | 'database' | 'rateLimits' | 'mailer'>,
): Promise<void> {
  await scope.register(async (inner) => {
    // JSON only: a cross-site form post (text/plain, form-encoded) is refused with 415 and needs a
    // CORS preflight to be sent at all (T33).
    inner.removeContentTypeParser('text/plain');
    await inner.register(rateLimit, deps.rateLimits);
    const app = inner.withTypeProvider<ZodTypeProvider>();
    const service = new CrmRegistrationService(deps.database.db, deps.mailer, deps.config.origins);
    const write = { access: SIGNED_IN, rateLimit: REGISTRATION_RATE_LIMIT };

    // End customers confirm their address by a mailed link (double opt-in) and give their consent.
    app.post(
      '/RegistrationEndCustomer',
      {
        config: write,
        bodyLimit: REGISTRATION_BODY_LIMIT,
        schema: { tags, body: endCustomerRegistrationSchema, response: done },
      },
      async (request, reply) => {
        const { consentGiven: _given, consentLanguage, ...data } = request.body;
        await service.register(request, 'endCustomer', data, { consentLanguage });
        return withoutBody(reply);
      },
    );

    app.post(
      '/RegistrationSpecialist',
      {
        config: write,
        bodyLimit: REGISTRATION_BODY_LIMIT,
        schema: { tags, body: userDataInputSchema, response: done },
      },
      async (request, reply) => {
        await service.register(request, 'specialist', request.body);
        return withoutBody(reply);
      },
    );

    // The link of the confirmation mail: the token is the proof, so it works without signing in
    // (the mail may be opened on another device).
    app.post(
      '/RegistrationConfirmation',
      {
        config: { access: PUBLIC, rateLimit: REGISTRATION_RATE_LIMIT },
        bodyLimit: REGISTRATION_BODY_LIMIT,
        schema: { tags, body: registrationConfirmationSchema, response: done },
      },
      async (request, reply) => {
        await service.confirm(request.body.token);
        return withoutBody(reply);
      },
    );

    app.post(
      '/RegistrationSimple',
      {
        config: write,
        bodyLimit: REGISTRATION_BODY_LIMIT,
        schema: { tags, body: simpleRegistrationDataSchema, response: done },
      },
      async (request, reply) => {
        await service.registerSimple(request, request.body.language);
        return withoutBody(reply);
      },
    );

    app.get(
      '/User/:id/status',
      {
        config: { access: SIGNED_IN },
        schema: {
          tags,
          params: byId,
          querystring: z.object({ locale: z.string().max(10).optional() }),
          response: { 200: crmUserStateResponseSchema, ...errors },
        },
      },
      (request) => {
        const language = request.query.locale?.slice(0, 2).toLowerCase();
        return service.status(request, request.params.id, isLocale(language) ? language : DEFAULT_LOCALE);
      },
    );

    // The approved CRM registration is what these need: without it 412 (spec §4 handling).
    const profile = { access: SIGNED_IN };
    app.get(
      '/User/:id',
      { config: profile, schema: { tags, params: byId, response: { 200: userDataSchema, ...errors } } },
      (request) => service.read(request, request.params.id),
    );
    app.patch(
      '/User/:id',
      {
        config: profile,
        bodyLimit: REGISTRATION_BODY_LIMIT,
        schema: { tags, params: byId, body: userDataInputSchema, response: done },
      },
      async (request, reply) => {
        await service.change(request, request.params.id, request.body);
        return withoutBody(reply);
      },
    );
  });
}

/** The CRM's writes answer 200 without a body (spec §7), not 204 and not `null`. */
function withoutBody(reply: FastifyReply): FastifyReply {
  return reply.status(200).send();
}
