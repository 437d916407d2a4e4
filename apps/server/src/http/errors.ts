import http from 'node:http';
import type { Socket } from 'node:net';
import type { FieldError } from '@portal/contracts';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
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

/**
 * What the HTTP parser refuses before there is a request (Fastify's `clientErrorHandler`): headers
 * larger than the server reads (431), a request that did not arrive in time (408) or that is not
 * HTTP (400). Answered problem+json like everything else, straight on the socket, then closed.
 */
export function answerClientError(this: FastifyInstance, error: Error & { code?: string }, socket: Socket): void {
  // A connection reset leaves nobody to answer (https://nodejs.org/api/http.html#event-clienterror).
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const problem = clientProblem(error.code);
  this.log.info({ event: 'http.client_error', reason: error.code, status: problem.status }, 'client error');
  if (socket.writable) {
    const body = JSON.stringify(problem.toProblem());
    socket.write(
      `HTTP/1.1 ${problem.status} ${http.STATUS_CODES[problem.status]}\r\n` +
        `Content-Type: application/problem+json\r\nContent-Length: ${Buffer.byteLength(body)}\r\n` +
        `Connection: close\r\n\r\n${body}`,
    );
  }
  socket.destroy(error);
}

function clientProblem(code: string | undefined): HttpProblem {
  if (code === 'HPE_HEADER_OVERFLOW') {
    return new HttpProblem(431, 'headers_too_large', 'the request headers are larger than the server reads');
  }
  if (code === 'ERR_HTTP_REQUEST_TIMEOUT') {
    return new HttpProblem(408, 'request_timeout', 'the request did not arrive in time');
  }
  return new HttpProblem(400, 'validation_failed', 'the request is not valid HTTP');
}

/**
 * The router's own refusals (Fastify's `frameworkErrors`): a path that is not valid percent-encoding
 * or a path parameter longer than the router reads. 400 problem+json, like a refused field.
 */
export function answerFrameworkError(error: FastifyError, _request: FastifyRequest, reply: FastifyReply): void {
  const detail = error.code === 'FST_ERR_MAX_PARAM_LENGTH' ? 'a path parameter is too long' : 'the path is not valid';
  const problem = new HttpProblem(400, 'validation_failed', detail);
  reply.status(400).type('application/problem+json').send(problem.toProblem());
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
      // Named like a refused field, so a client shows it where it shows the others.
      return new HttpProblem(400, 'validation_failed', 'the body is not valid JSON', {
        errors: [{ path: 'body', message: 'not valid JSON', reason: 'invalid' }],
      });
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
