import {
  accountPasskeySchema,
  accountProfileSchema,
  accountSessionSchema,
  passkeyRegistrationOptionsSchema,
  passkeyRegistrationSchema,
  passkeyRenameSchema,
  passwordChangeSchema,
  problemSchema,
  signOutEverywhereResultSchema,
  totpConfirmationSchema,
  totpEnrolmentSchema,
} from '@portal/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { SIGNED_IN } from '../../http/access';
import { PasskeyChallenges } from '../../idp/passkeys';
import type { CoreServices } from '../../platform/core-services';
import { AccountService } from './service';

const access = SIGNED_IN;
const tags = ['Account'];
/** What each call can answer besides success: reads 401/404, changes also 400 (the document stays small). */
const errors = { 401: problemSchema, 404: problemSchema };
const refusals = { 400: problemSchema, ...errors };
const passkeyParams = z.object({ passkeyId: z.string().regex(/^[A-Za-z0-9_-]{1,1400}$/) });

/**
 * /api/Account/…: the security page ("Mein Konto") of every signed-in person, on their own
 * account at the embedded provider only (issue 19 §3).
 */
export function accountRoutes(
  scope: FastifyInstance,
  deps: CoreServices<'config' | 'database' | 'revokedGrants'>,
): void {
  const app = scope.withTypeProvider<ZodTypeProvider>();
  const account = new AccountService({
    db: deps.database.db,
    config: deps.config,
    challenges: new PasskeyChallenges(deps.database.db),
    revokedGrants: deps.revokedGrants,
  });
  const noContent = { 204: z.null(), ...refusals };

  app.get(
    '/Account/me',
    { config: { access }, schema: { tags, response: { 200: accountProfileSchema, ...errors } } },
    (request) => account.profile(request),
  );

  app.post(
    '/Account/passkeys/options',
    { config: { access }, schema: { tags, response: { 200: passkeyRegistrationOptionsSchema, ...errors } } },
    async (request) => ({ ...(await account.passkeyOptions(request)) }),
  );

  app.post(
    '/Account/passkeys',
    {
      config: { access },
      schema: { tags, body: passkeyRegistrationSchema, response: { 201: accountPasskeySchema, ...refusals } },
    },
    async (request, reply) => reply.status(201).send(await account.addPasskey(request, request.body)),
  );

  app.put(
    '/Account/passkeys/:passkeyId',
    {
      config: { access },
      schema: {
        tags,
        params: passkeyParams,
        body: passkeyRenameSchema,
        response: { 200: accountPasskeySchema, ...refusals },
      },
    },
    (request) => account.renamePasskey(request, request.params.passkeyId, request.body.name),
  );

  app.delete(
    '/Account/passkeys/:passkeyId',
    { config: { access }, schema: { tags, params: passkeyParams, response: noContent } },
    async (request, reply) => {
      await account.removePasskey(request, request.params.passkeyId);
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/Account/totp/enrolment',
    { config: { access }, schema: { tags, response: { 200: totpEnrolmentSchema, ...errors } } },
    (request) => account.startTotp(request),
  );

  app.put(
    '/Account/totp',
    { config: { access }, schema: { tags, body: totpConfirmationSchema, response: noContent } },
    async (request, reply) => {
      await account.confirmTotp(request, request.body.code);
      return reply.status(204).send(null);
    },
  );

  app.delete('/Account/totp', { config: { access }, schema: { tags, response: noContent } }, async (request, reply) => {
    await account.removeTotp(request);
    return reply.status(204).send(null);
  });

  app.put(
    '/Account/password',
    { config: { access }, schema: { tags, body: passwordChangeSchema, response: noContent } },
    async (request, reply) => {
      await account.changePassword(request, request.body);
      return reply.status(204).send(null);
    },
  );

  app.get(
    '/Account/sessions',
    { config: { access }, schema: { tags, response: { 200: z.array(accountSessionSchema), ...errors } } },
    (request) => account.sessions(request),
  );

  app.delete(
    '/Account/sessions',
    { config: { access }, schema: { tags, response: { 200: signOutEverywhereResultSchema, ...errors } } },
    (request) => account.signOutEverywhere(request),
  );
}
