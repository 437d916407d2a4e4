import type { FastifyReply, FastifyRequest } from 'fastify';
import { HttpProblem } from './problem';

/**
 * Optimistic concurrency for any entity with a version counter (R3, RFC 9110 §13.1.1, RFC 6585 §3).
 * A read answers the version as a strong ETag; a change names it in If-Match. Without If-Match the
 * change is refused with 428 (the client must show it read the current state), with a stale one
 * with 412 (someone else changed it meanwhile; read again). `If-Match: *` is refused too: it would
 * let a client overwrite whatever is there, which is the lost update this guards against.
 */

export type Version = number;

export function etagOf(version: Version): string {
  return `"v${version}"`;
}

/** Sets the ETag of a read; the shell keeps it for the change that follows. */
export function withEtag<T>(reply: FastifyReply, version: Version, body: T): T {
  reply.header('etag', etagOf(version));
  return body;
}

/** The versions If-Match names. Throws 428 when the header is missing, `*`, or names no version of ours. */
export function expectedVersions(request: FastifyRequest): ReadonlySet<Version> {
  const header = request.headers['if-match'];
  const value = Array.isArray(header) ? header.join(',') : header;
  if (!value?.trim()) throw preconditionRequired('send If-Match with the ETag of your last read');
  if (value.trim() === '*') throw preconditionRequired('If-Match must name the ETag you read, not *');
  const versions = new Set<Version>();
  for (const part of value.split(',')) {
    // Weak comparison is not allowed for If-Match (RFC 9110 §13.1.1): W/ tags never match.
    const match = /^\s*"v(\d{1,9})"\s*$/.exec(part);
    if (match) versions.add(Number(match[1]));
  }
  if (versions.size === 0) throw preconditionFailed();
  return versions;
}

/** The If-Match versions, when the client sent any; for changes where the precondition is optional. */
export function optionalExpectedVersions(request: FastifyRequest): ReadonlySet<Version> | undefined {
  return request.headers['if-match'] === undefined ? undefined : expectedVersions(request);
}

/** Throws 412 unless the current version is one the client named. Call inside the change's transaction. */
export function assertCurrent(expected: ReadonlySet<Version> | undefined, current: Version): void {
  if (expected && !expected.has(current)) throw preconditionFailed();
}

function preconditionRequired(detail: string): HttpProblem {
  return new HttpProblem(428, 'precondition_required', detail);
}

function preconditionFailed(): HttpProblem {
  return new HttpProblem(
    412,
    'precondition_failed',
    'changed by someone else since you read it: read it again, then repeat your change',
  );
}
