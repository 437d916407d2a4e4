import type { Session } from './session';

/**
 * Whether two sessions hold the same user, sign-in level, permissions and parameters: the
 * permission list read again unchanged must not look like a change to the parts that watch it.
 */
export function sameSession(a: Session, b: Session): boolean {
  return (
    a.status === b.status &&
    a.acr === b.acr &&
    JSON.stringify([a.user, a.permissions, a.parameters]) === JSON.stringify([b.user, b.permissions, b.parameters])
  );
}
