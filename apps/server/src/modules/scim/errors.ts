import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { isDatabaseUnavailable } from '../../db/client';
import { HttpProblem } from '../../http/problem';
import { ERROR, SCIM_MEDIA_TYPE } from './schemas';

/** The `scimType` values of RFC 7644 §3.12 the portal answers with. */
export type ScimType =
  | 'invalidFilter'
  | 'tooMany'
  | 'uniqueness'
  | 'mutability'
  | 'invalidSyntax'
  | 'invalidPath'
  | 'noTarget'
  | 'invalidValue'
  | 'invalidVers';

/** A failure answered as a SCIM error (RFC 7644 §3.12), never as problem+json. */
export class ScimError extends Error {
  constructor(
    readonly status: number,
    readonly detail: string,
    readonly scimType?: ScimType,
    readonly headers: Record<string, string> = {},
  ) {
    super(detail);
  }

  body(): Record<string, unknown> {
    return {
      schemas: [ERROR],
      status: String(this.status),
      ...(this.scimType ? { scimType: this.scimType } : {}),
      detail: this.detail,
    };
  }
}

export const scimNotFound = (what: string) => new ScimError(404, `${what} not found`);

/** Every failure of the SCIM mount as a SCIM error; nothing internal leaves the server (T34). */
export function registerScimErrors(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const scim = toScimError(error);
    if (scim.status >= 500) request.log.error({ err: error }, 'SCIM request failed');
    for (const [name, value] of Object.entries(scim.headers)) reply.header(name, value);
    return reply.status(scim.status).type(SCIM_MEDIA_TYPE).send(scim.body());
  });
  app.setNotFoundHandler((request, reply) => {
    const scim = new ScimError(404, `no endpoint ${request.method} ${request.url.split('?')[0]}`);
    return reply.status(404).type(SCIM_MEDIA_TYPE).send(scim.body());
  });
}

function toScimError(error: FastifyError): ScimError {
  if (error instanceof ScimError) return error;
  if (hasZodFastifySchemaValidationErrors(error)) {
    const detail = error.validation
      .map(
        (v) =>
          `${[error.validationContext, ...String(v.instancePath).split('/').filter(Boolean)].join('.')}: ${v.message}`,
      )
      .join('; ');
    return new ScimError(400, detail, error.validationContext === 'body' ? 'invalidValue' : 'invalidSyntax');
  }
  if (error instanceof HttpProblem) {
    const scimType = error.status === 409 && error.code === 'conflict' ? 'uniqueness' : undefined;
    return new ScimError(error.status, error.detail ?? error.message, scimType, error.headers);
  }
  if (isDatabaseUnavailable(error)) {
    return new ScimError(503, 'the database cannot be reached right now', undefined, { 'retry-after': '5' });
  }
  switch (error.code) {
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return new ScimError(415, `send ${SCIM_MEDIA_TYPE} or application/json`);
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return new ScimError(413, 'the request body is too large');
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
      return new ScimError(400, 'the body is not valid JSON', 'invalidSyntax');
  }
  if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
    return new ScimError(error.statusCode, error.message, 'invalidSyntax');
  }
  return new ScimError(500, 'the server could not run the request now; try again later');
}
