import { type PortalUserParameter, type UserParameterInput, userParameterInputSchema } from '@portal/contracts';
import type { FastifyRequest } from 'fastify';
import { type Db, sqlState } from '../../db/client';
import { HttpProblem, notFound } from '../../http/problem';
import { actingFor } from '../access/service';
import * as store from './store';

/**
 * User parameters (spec: PortalUserParameter): what users set about themselves, such as the
 * interface language or a calculator's last inputs. They decide no access: the attributes
 * conditions test are assigned by user administration (administration/users/attributes.ts).
 */
export class UserParameterService {
  constructor(private readonly db: Db) {}

  list(userId: string): Promise<PortalUserParameter[]> {
    return store.listParameters(this.db, userId);
  }

  /** The caller's own parameters, or (for an administrator) another user's. */
  listFor(request: FastifyRequest, userId: string | undefined): Promise<PortalUserParameter[]> {
    return store.listParameters(this.db, actingFor(request, userId).userId);
  }

  async save(request: FastifyRequest, userId: string | undefined, raw: unknown) {
    const input = parseInput(raw);
    try {
      return await store.upsertParameter(this.db, actingFor(request, userId).userId, input);
    } catch (error) {
      // An administrator naming a user that does not exist: 404, not a failed insert.
      if (sqlState(error) === '23503') throw notFound('user');
      throw error;
    }
  }

  /**
   * Deletes one parameter. Another user's parameter and an id that does not exist get the same
   * answer (T20), unless the caller administers users (after the second factor).
   */
  async remove(request: FastifyRequest, id: string, userId?: string): Promise<void> {
    const found = await store.findParameter(this.db, id);
    if (!found || (userId && found.userId !== userId)) throw notFound('parameter');
    try {
      actingFor(request, found.userId);
    } catch (error) {
      if (error instanceof HttpProblem && error.status === 404) throw notFound('parameter');
      throw error;
    }
    if (!(await store.deleteParameter(this.db, id, found.userId))) throw notFound('parameter');
  }
}

function parseInput(raw: unknown): UserParameterInput {
  const parsed = userParameterInputSchema.safeParse(raw);
  if (!parsed.success) {
    const errors = parsed.error.issues.map((i) => ({ path: ['body', ...i.path].join('.'), message: i.message }));
    throw new HttpProblem(400, 'validation_failed', errors.map((e) => `${e.path}: ${e.message}`).join('; '), {
      errors,
    });
  }
  return parsed.data;
}
