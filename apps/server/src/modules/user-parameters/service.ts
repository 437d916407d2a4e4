import { type PortalUserParameter, type UserParameterInput, userParameterInputSchema } from '@portal/contracts';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../../db/client';
import { HttpProblem, notFound } from '../../http/problem';
import { actingFor } from '../access/acting';
import * as store from './store';

/** User parameters (spec: PortalUserParameter): small named settings a user keeps, such as a calculator's last inputs. */
export class UserParameterService {
  constructor(private readonly db: Db) {}

  list(userId: string): Promise<PortalUserParameter[]> {
    return store.listParameters(this.db, userId);
  }

  /** The caller's own parameters, or (for an administrator) another user's. */
  listFor(request: FastifyRequest, userId: string | undefined): Promise<PortalUserParameter[]> {
    return store.listParameters(this.db, actingFor(request, userId).userId);
  }

  save(request: FastifyRequest, userId: string | undefined, raw: unknown) {
    const input = parseInput(raw);
    return store.upsertParameter(this.db, actingFor(request, userId).userId, input);
  }

  async remove(request: FastifyRequest, id: string, userId?: string): Promise<void> {
    const found = await store.findParameter(this.db, id);
    if (!found || (userId && found.userId !== userId)) throw notFound('parameter');
    actingFor(request, found.userId);
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
