import type { FieldError } from '@portal/contracts';
import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { isDatabaseUnavailable } from '../db/client';
import { HttpProblem } from './problem';

/**
 * One place turns every failure into problem+json with a stable code. Nothing internal leaves
 * the server (no stack, SQL or token); the details go to the log (T34).
 */
export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const problem = toProblem(error);
    if (problem.status >= 500) {
      request.log.error({ err: error }, 'request failed');
    }
    for (const [name, value] of Object.entries(problem.headers)) reply.header(name, value);
    return reply
      .status(problem.status)
      .type('application/problem+json')
      .send(problem.toProblem(request.url.split('?')[0]));
  });

  app.setNotFoundHandler((request, reply) => {
    const problem = new HttpProblem(404, 'not_found', `no route ${request.method} ${request.url.split('?')[0]}`);
    return reply.status(404).type('application/problem+json').send(problem.toProblem());
  });
}

function toProblem(error: FastifyError): HttpProblem {
  if (error instanceof HttpProblem) return error;
  if (hasZodFastifySchemaValidationErrors(error)) {
    const errors = error.validation.map((v) => ({
      path: [error.validationContext, ...String(v.instancePath).split('/').filter(Boolean)].join('.'),
      message: v.message ?? 'invalid',
      ...reasonOf(v.keyword, v.params),
    }));
    const detail = errors.map((e) => `${e.path}: ${e.message}`).join('; ');
    return new HttpProblem(400, 'validation_failed', detail, { errors });
  }
  if (isResponseSerializationError(error)) return new HttpProblem(500, 'internal_error');
  // A transaction cut off with its connection is rolled back; only a commit whose answer was lost
  // may have happened, and a retry with the same Idempotency-Key gets its stored answer (R4, R8).
  if (isDatabaseUnavailable(error)) {
    return new HttpProblem(503, 'service_unavailable', 'the database cannot be reached right now', {
      headers: { 'retry-after': '5' },
    });
  }
  switch (error.code) {
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return new HttpProblem(415, 'unsupported_media_type', 'send application/json');
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return new HttpProblem(413, 'payload_too_large');
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
      return new HttpProblem(400, 'validation_failed', 'the body is not valid JSON');
  }
  if (error.statusCode === 429) {
    return new HttpProblem(429, 'rate_limited', undefined, { headers: {} });
  }
  if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
    return new HttpProblem(error.statusCode, 'validation_failed', error.message);
  }
  return new HttpProblem(500, 'internal_error');
}

/** The reason of a refused field, from zod's issue, so the interface can say it in the reader's language. */
export function reasonOf(issue: string, params: Record<string, unknown>): Pick<FieldError, 'reason' | 'limit'> {
  const text = params.origin === 'string';
  const limit = Number(issue === 'too_small' ? params.minimum : params.maximum);
  if (issue === 'too_small') {
    if (text && limit === 1) return { reason: 'required' };
    return { reason: text ? 'too_short' : 'too_small', limit };
  }
  if (issue === 'too_big') return { reason: text ? 'too_long' : 'too_big', limit };
  if (issue === 'invalid_format' && params.format === 'email') return { reason: 'invalid_email' };
  return { reason: 'invalid' };
}
