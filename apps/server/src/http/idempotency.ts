import crypto from 'node:crypto';
import { and, eq, isNull, lt, sql } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Db, Tx } from '../db/client';
import { idempotencyKey } from '../db/schema/index';
import { currentUserId } from './guard';
import { HttpProblem } from './problem';

/**
 * Idempotency keys for POSTs that create something (R2, draft-ietf-httpapi-idempotency-key-header).
 * The portal's HTTP client retries on 5xx and time-outs; with a key, a retry gets the first
 * request's answer instead of a second order.
 *
 * - same user, same key, same request: the stored status and body again (errors too), with
 *   `Idempotent-Replayed: true`;
 * - same key, another request (method, route, parameters or body): 422;
 * - same key while the first request still runs: 409 with `Retry-After`;
 * - no key: 400.
 *
 * The answer is stored in the same transaction as the work, so a crash between commit and
 * response still leaves the retry its answer. Server errors (5xx) are not stored: the work was
 * rolled back, and the retry runs it again.
 */

export const IDEMPOTENCY_HEADER = 'idempotency-key';
/** Keys are kept this long (at least 24 hours, R2), then pruned. */
export const KEEP_HOURS = 48;
/** A claim older than this without an answer belongs to a process that died: the next retry takes it over. */
export const ABANDONED_AFTER_MS = 60_000;
const PRUNE_EVERY_MS = 10 * 60_000;

/** What the work answers; the body is stored as JSON. */
export interface IdempotentAnswer {
  readonly status: number;
  readonly body: unknown;
}

const lastPrune = new WeakMap<Db, number>();

/**
 * Claims this process made whose work failed and whose release could not be written (the
 * database was away, R4): nobody is working on them, so a retry takes them over at once instead
 * of waiting for ABANDONED_AFTER_MS.
 */
const orphanedClaims = new Set<string>();
const claimOf = (userId: string, key: string) => `${userId}\n${key}`;

/**
 * Runs `work` in a transaction once per (user, Idempotency-Key) and sends its answer, or sends
 * the stored answer of the first request with this key.
 */
export async function idempotent(
  db: Db,
  request: FastifyRequest,
  reply: FastifyReply,
  work: (tx: Tx) => Promise<IdempotentAnswer>,
): Promise<FastifyReply> {
  const key = keyOf(request);
  const userId = currentUserId(request);
  const fingerprint = fingerprintOf(request);
  await pruneNow(db);

  const claimed = await claim(db, userId, key, fingerprint);
  if (!claimed) return replayOrRefuse(db, reply, userId, key, fingerprint);

  let answer: IdempotentAnswer;
  try {
    answer = await db.transaction(async (tx) => {
      const done = await work(tx);
      await complete(tx, userId, key, done);
      return done;
    });
  } catch (error) {
    if (error instanceof HttpProblem && error.status < 500) {
      // A refusal is the request's answer too: the retry hears the same refusal (Stripe does the same).
      answer = { status: error.status, body: error.toProblem(request.url.split('?')[0]) };
      await complete(db, userId, key, answer);
    } else {
      await release(db, userId, key);
      throw error;
    }
  }
  return send(reply, answer, false);
}

function keyOf(request: FastifyRequest): string {
  const given = request.headers[IDEMPOTENCY_HEADER];
  if (given === undefined || given === '') {
    throw new HttpProblem(400, 'idempotency_key_missing', 'send an Idempotency-Key header (a new UUID per order)');
  }
  if (typeof given !== 'string' || given.length > 255 || !/^[\x21-\x7e]+$/.test(given)) {
    throw new HttpProblem(400, 'validation_failed', 'headers.idempotency-key: 1 to 255 visible ASCII characters', {
      errors: [{ path: 'headers.idempotency-key', message: '1 to 255 visible ASCII characters' }],
    });
  }
  return given;
}

/** Method, route pattern, path parameters and body, independent of key order and white space. */
export function fingerprintOf(request: FastifyRequest): string {
  const what = [
    request.method,
    request.routeOptions.url ?? request.url,
    canonical(request.params),
    canonical(request.body),
  ];
  return crypto.createHash('sha256').update(what.join('\n')).digest('base64url');
}

function canonical(value: unknown): string {
  if (value === undefined) return 'null';
  if (value === null || typeof value !== 'object') return JSON.stringify(value);
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  const entries = Object.entries(value as Record<string, unknown>)
    .filter(([, v]) => v !== undefined)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonical(v)}`).join(',')}}`;
}

async function claim(db: Db, userId: string, key: string, fingerprint: string): Promise<boolean> {
  const inserted = await db
    .insert(idempotencyKey)
    .values({ userId, key, fingerprint })
    .onConflictDoNothing()
    .returning({ key: idempotencyKey.key });
  if (inserted.length > 0) return true;
  // Take over a claim whose process died before answering (its transaction never committed), or
  // one this process left behind when the database went away.
  // Taken from the set before asking, so of two retries at once only one takes the claim over.
  const orphaned = orphanedClaims.delete(claimOf(userId, key));
  const takenOver = await db
    .update(idempotencyKey)
    .set({ createdAt: sql`now()` })
    .where(
      and(
        eq(idempotencyKey.userId, userId),
        eq(idempotencyKey.key, key),
        eq(idempotencyKey.fingerprint, fingerprint),
        isNull(idempotencyKey.completedAt),
        orphaned
          ? undefined
          : lt(idempotencyKey.createdAt, sql`now() - make_interval(secs => ${ABANDONED_AFTER_MS / 1000})`),
      ),
    )
    .returning({ key: idempotencyKey.key });
  return takenOver.length > 0;
}

async function replayOrRefuse(
  db: Db,
  reply: FastifyReply,
  userId: string,
  key: string,
  fingerprint: string,
): Promise<FastifyReply> {
  const [stored] = await db
    .select()
    .from(idempotencyKey)
    .where(and(eq(idempotencyKey.userId, userId), eq(idempotencyKey.key, key)));
  if (!stored) {
    // Pruned or released between our insert and this read: the client may simply retry.
    throw new HttpProblem(409, 'idempotency_in_flight', 'the request with this key just ended; retry', {
      headers: { 'retry-after': '1' },
    });
  }
  if (stored.fingerprint !== fingerprint) {
    throw new HttpProblem(422, 'idempotency_key_reused', 'this Idempotency-Key was used for another request');
  }
  if (stored.statusCode === null) {
    throw new HttpProblem(409, 'idempotency_in_flight', 'the first request with this key is still running', {
      headers: { 'retry-after': '1' },
    });
  }
  return send(reply, { status: stored.statusCode, body: stored.responseBody }, true);
}

async function complete(db: Db | Tx, userId: string, key: string, answer: IdempotentAnswer): Promise<void> {
  await db
    .update(idempotencyKey)
    .set({ statusCode: answer.status, responseBody: answer.body, completedAt: sql`now()` })
    .where(and(eq(idempotencyKey.userId, userId), eq(idempotencyKey.key, key)));
}

async function release(db: Db, userId: string, key: string): Promise<void> {
  await db
    .delete(idempotencyKey)
    .where(and(eq(idempotencyKey.userId, userId), eq(idempotencyKey.key, key), isNull(idempotencyKey.completedAt)))
    .then(
      () => orphanedClaims.delete(claimOf(userId, key)),
      () => orphanedClaims.add(claimOf(userId, key)),
    );
}

function send(reply: FastifyReply, answer: IdempotentAnswer, replayed: boolean): FastifyReply {
  if (replayed) reply.header('idempotent-replayed', 'true');
  if (answer.status >= 400) reply.type('application/problem+json');
  return reply.status(answer.status).send(answer.body);
}

/** Deletes keys older than KEEP_HOURS, at most every ten minutes per process: cheap, and no timer to stop. */
async function pruneNow(db: Db): Promise<void> {
  const now = Date.now();
  if (now - (lastPrune.get(db) ?? 0) < PRUNE_EVERY_MS) return;
  lastPrune.set(db, now);
  await pruneIdempotencyKeys(db);
}

export async function pruneIdempotencyKeys(db: Db | Tx, keepHours = KEEP_HOURS): Promise<number> {
  const deleted = await db
    .delete(idempotencyKey)
    .where(lt(idempotencyKey.createdAt, sql`now() - make_interval(hours => ${keepHours})`))
    .returning({ key: idempotencyKey.key });
  return deleted.length;
}
