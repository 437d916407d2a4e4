import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { HttpProblem } from './problem';

const NUL = '\u0000';

/** The parts of a request that carry data, named as the validation errors name them. */
const PARTS = ['params', 'querystring', 'headers', 'body'] as const;

/**
 * A NUL character (`%00`, `\u0000`) is refused at the boundary, once for every route of an API
 * mount: PostgreSQL stores no 0x00 in text, so it would otherwise fail deep in a handler as a 500
 * (or, in the SQL tool, as a misleading "database unreachable"). Runs after the body is read and
 * before validation, so no handler, store or database ever sees it (T34).
 */
export function refuseNulBytes(app: FastifyInstance): void {
  app.addHook('preValidation', (request: FastifyRequest, _reply: FastifyReply, done: (error?: Error) => void) => {
    const path = nulBytePath(request);
    if (!path) return done();
    request.log.warn({ event: 'input.refused', reason: 'nul', field: path }, 'NUL character refused');
    done(
      new HttpProblem(400, 'validation_failed', `${path}: must not contain a NUL character`, {
        errors: [{ path, message: 'must not contain a NUL character', reason: 'invalid' }],
      }),
    );
  });
}

/** Where the request carries a NUL character (`body.lines.0.name`), or undefined when nowhere. */
export function nulBytePath(
  request: Pick<FastifyRequest, 'params' | 'query' | 'headers' | 'body'>,
): string | undefined {
  const values = { params: request.params, querystring: request.query, headers: request.headers, body: request.body };
  for (const part of PARTS) {
    const found = findNul(values[part]);
    if (found) return [part, ...found].join('.');
  }
  return undefined;
}

interface Step {
  readonly value: unknown;
  readonly key: string | undefined;
  readonly parent: Step | undefined;
}

/**
 * The path to the first text (a value or a key) holding a NUL character. Walks with its own
 * stack, not by recursion, and each step keeps only its key and parent: a JSON body nested a
 * hundred thousand levels deep must end neither in a stack overflow nor in copying paths. Binary
 * bodies (an upload's buffer) are data, not text, and are not read.
 */
function findNul(root: unknown): string[] | undefined {
  const stack: Step[] = [{ value: root, key: undefined, parent: undefined }];
  while (stack.length > 0) {
    const step = stack.pop()!;
    const { value } = step;
    if (typeof value === 'string') {
      if (value.includes(NUL)) return pathOf(step);
      continue;
    }
    if (typeof value !== 'object' || value === null || ArrayBuffer.isView(value) || isStream(value)) continue;
    if (Array.isArray(value)) {
      for (let i = value.length - 1; i >= 0; i--) stack.push({ value: value[i], key: String(i), parent: step });
      continue;
    }
    const keys = Object.keys(value);
    for (let i = keys.length - 1; i >= 0; i--) {
      const key = keys[i]!;
      if (key.includes(NUL)) return [...pathOf(step), key.replaceAll(NUL, '\\0')];
      stack.push({ value: (value as Record<string, unknown>)[key], key, parent: step });
    }
  }
  return undefined;
}

function isStream(value: object): boolean {
  return typeof (value as { pipe?: unknown }).pipe === 'function';
}

function pathOf(step: Step): string[] {
  const path: string[] = [];
  for (let at: Step | undefined = step; at?.key !== undefined; at = at.parent) path.push(at.key);
  return path.reverse();
}
