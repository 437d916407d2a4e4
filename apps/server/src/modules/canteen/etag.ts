import type { FastifyReply, FastifyRequest } from 'fastify';
import { HttpProblem } from '../../http/problem';

/**
 * Lost updates of articles and plans (R3), the HTTP way: a read answers the row's version as a
 * strong ETag; a write must name it in If-Match. Without If-Match: 428. With an old one: 412, and
 * the client reads again and sees the other person's change.
 */
export const etagOf = (kind: string, version: number) => `"${kind}-${version}"`;

export function sendWithEtag<T>(reply: FastifyReply, kind: string, version: number, body: T): T {
  reply.header('etag', etagOf(kind, version));
  return body;
}

/** The version the client last read; 428 when it does not say. */
export function expectedVersion(request: FastifyRequest, kind: string): number {
  const header = request.headers['if-match'];
  if (!header) {
    throw new HttpProblem(428, 'precondition_required', 'send If-Match with the ETag of your last read');
  }
  const match = new RegExp(`^(?:W/)?"${kind}-(\\d{1,9})"$`).exec(String(header).trim());
  // An ETag of something else can never match: the same answer as a stale one.
  if (!match) throw stale();
  return Number(match[1]);
}

export const stale = () =>
  new HttpProblem(412, 'precondition_failed', 'someone changed it since you read it; read it again');
