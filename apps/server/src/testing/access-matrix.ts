import { expect, it } from 'vitest';
import type { TestApp } from './app';
import { bearer, type DemoLogin, userWithoutRoles } from './users';

export type MatrixActor = 'no token' | 'no role' | DemoLogin;

export interface MatrixRoute {
  readonly method: 'GET' | 'POST';
  readonly url: string;
  readonly payload?: object;
  /** The technical name of the resource the route declares. */
  readonly resource: string;
}

/** The headers each actor sends: none, a signed-in user without roles, or a demo account's token. */
export async function actorHeaders(
  app: TestApp,
  actors: readonly MatrixActor[],
): Promise<Record<MatrixActor, Record<string, string>>> {
  const headers = {} as Record<MatrixActor, Record<string, string>>;
  for (const actor of actors) {
    if (actor === 'no token') headers[actor] = {};
    else if (actor === 'no role') headers[actor] = (await userWithoutRoles(app)).headers;
    else headers[actor] = await bearer(app, actor);
  }
  return headers;
}

/**
 * One test per route and actor (T19): the status each actor gets, and for the user without roles
 * the refusal logged with the resource the route declares. Call inside a describe whose
 * beforeAll sets up the app and the headers the getters return.
 */
export function accessMatrix(
  routes: readonly MatrixRoute[],
  expected: Partial<Record<MatrixActor, number>>,
  running: () => { app: TestApp; headers: Record<MatrixActor, Record<string, string>> },
): void {
  for (const route of routes)
    for (const [actor, status] of Object.entries(expected) as Array<[MatrixActor, number]>)
      it(`${route.method} ${route.url.split('?')[0]}: ${actor} → ${status}`, async () => {
        const { app, headers } = running();
        const response = await app.app.inject({
          method: route.method,
          url: route.url,
          headers: headers[actor],
          ...(route.payload ? { payload: route.payload } : {}),
        });
        expect(response.statusCode, response.body.slice(0, 300)).toBe(status);
        if (actor === 'no role') {
          const denied = app.logs.find((l) => l.event === 'authz.denied' && l.resource === route.resource);
          expect(denied).toBeDefined();
        }
      });
}
