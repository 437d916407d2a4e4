import type { FastifyInstance, FastifyPluginAsync } from 'fastify';

/**
 * A service a module may declare that it needs, by name and type (Backstage's backend system as
 * the model: `createServiceRef`, services declared as deps). The composition root provides each
 * service once; a module receives only the ones it declared.
 */
export interface ServiceRef<T> {
  readonly id: string;
  /** Carries the type only; never set. */
  readonly type?: T;
}

export function createServiceRef<T>(id: string): ServiceRef<T> {
  return { id };
}

/** The values of declared service refs. */
export type ServicesOf<D> = { readonly [K in keyof D]: D[K] extends ServiceRef<infer T> ? T : never };

/** What the composition root provides: every service under its ref, given once. */
export class ServiceRegistry {
  private readonly values = new Map<string, unknown>();

  provide<T>(ref: ServiceRef<T>, value: T): this {
    if (this.values.has(ref.id)) throw new Error(`service ${ref.id} is provided twice`);
    this.values.set(ref.id, value);
    return this;
  }

  get<T>(ref: ServiceRef<T>): T {
    if (!this.values.has(ref.id)) throw new Error(`service ${ref.id} is not provided`);
    return this.values.get(ref.id) as T;
  }

  /** The declared services of a module, or an error naming the first one nobody provides. */
  resolve<D extends Record<string, ServiceRef<unknown>>>(deps: D): ServicesOf<D> {
    return Object.fromEntries(Object.entries(deps).map(([key, ref]) => [key, this.get(ref)])) as ServicesOf<D>;
  }
}

export interface PortalModuleOptions {
  readonly services: ServiceRegistry;
}

/** A module: one encapsulated Fastify plugin that names the services it needs. */
export interface PortalModule {
  readonly name: string;
  readonly deps: Readonly<Record<string, ServiceRef<unknown>>>;
  readonly plugin: FastifyPluginAsync<PortalModuleOptions>;
}

/**
 * Declares a module. Its routes are registered in a scope of their own (no `fastify-plugin`), so
 * what it adds there (a body parser, a hook, a rate limit) stays with its routes; it receives the
 * services named in `deps` and nothing else.
 */
export function createModule<D extends Record<string, ServiceRef<unknown>>>(definition: {
  readonly name: string;
  readonly deps: D;
  readonly register: (scope: FastifyInstance, services: ServicesOf<D>) => void | Promise<void>;
}): PortalModule {
  const plugin: FastifyPluginAsync<PortalModuleOptions> = async (scope, { services }) => {
    await definition.register(scope, services.resolve(definition.deps));
  };
  return { name: definition.name, deps: definition.deps, plugin };
}
