import { uuid } from '@portal/contracts';
import { z } from 'zod';
import { CHANGE_PROBLEMS, HttpProblem } from '../../http/problem';

/** Problem answers every administration call may give. */
export const errors = CHANGE_PROBLEMS;
export const noContent = { 204: z.null(), ...errors };

export const byId = z.object({ id: uuid }).strict();

/** `?cascade=true` confirms deleting what still uses the thing being deleted. */
export const cascadeQuery = z
  .object({ cascade: z.enum(['true', 'false']).default('false') })
  .strict()
  .transform((q) => ({ cascade: q.cascade === 'true' }));

export interface Holder {
  /** users, roles or permissionSets */
  readonly kind: string;
  readonly name: string;
}

/**
 * 409 naming who still uses what the caller wants to delete, so the administrator can decide;
 * repeating the call with ?cascade=true removes those uses in the same transaction.
 */
export function stillInUse(what: string, holders: readonly Holder[]): HttpProblem {
  const byKind = new Map<string, string[]>();
  for (const h of holders) byKind.set(h.kind, [...(byKind.get(h.kind) ?? []), h.name]);
  const listed = [...byKind].map(([kind, names]) => `${kind}: ${names.join(', ')}`).join('; ');
  return new HttpProblem(409, 'conflict', `${what} is still in use (${listed}); confirm with ?cascade=true`, {
    errors: holders.map((h) => ({ path: h.kind, message: h.name })),
  });
}

export const displayName = (u: { firstName: string; lastName: string; username: string }) =>
  `${`${u.firstName} ${u.lastName}`.trim() || u.username}${u.username ? ` (${u.username})` : ''}`;
