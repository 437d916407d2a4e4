import { describe, expect, it } from 'vitest';
import { sameSession } from './same-session';
import type { Session } from './session';

const read = (): Session => ({
  status: 'signedIn',
  user: { id: 'u1', username: 'employee' } as Session['user'],
  permissions: [
    { ressource: 'r-canteen', accessType: 1, permissionSet: null },
    { ressource: 'r-favorites', accessType: 1, permissionSet: null },
  ] as Session['permissions'],
  granted: new Set(['r-canteen', 'r-favorites']),
  parameters: [{ id: 'p1', name: 'theme', value: 'dark' }] as unknown as Session['parameters'],
  acr: 'urn:portal:pwd',
});

describe('a session read again', () => {
  it('is the same when the server says the same, though every object is new', () => {
    expect(sameSession(read(), read())).toBe(true);
  });

  it('differs when a permission, its access type, a parameter, the level or the user changes', () => {
    const base = read();
    expect(sameSession(base, { ...read(), permissions: base.permissions.slice(1) })).toBe(false);
    expect(
      sameSession(base, { ...read(), permissions: [{ ...base.permissions[0]!, accessType: 0 }, base.permissions[1]!] }),
    ).toBe(false);
    expect(sameSession(base, { ...read(), parameters: [] })).toBe(false);
    expect(sameSession(base, { ...read(), acr: 'urn:portal:mfa' })).toBe(false);
    expect(sameSession(base, { ...read(), user: { ...base.user!, username: 'other' } })).toBe(false);
    expect(sameSession(base, { ...read(), status: 'anonymous' })).toBe(false);
  });
});
