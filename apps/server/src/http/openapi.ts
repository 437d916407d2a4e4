import type { FastifyDynamicSwaggerOptions } from '@fastify/swagger';
import * as contracts from '@portal/contracts';
import { createJsonSchemaTransform, createJsonSchemaTransformObject } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Access } from './access';

/**
 * The OpenAPI document of each API mount (docs/architecture.md "API documents"), generated from
 * the routes' zod schemas and kept valid for standard tools (issue 18 §7):
 * - every entity the contracts package exports is one named component, referenced wherever it
 *   appears (the recursive report filter too, which before pointed at a component that was never
 *   written);
 * - every operation has an operationId and a summary (a route may declare its own);
 * - public routes say so (`security: []`); the others keep the document's bearer requirement;
 * - components no operation uses are left out;
 * - the problem+json answer of the error statuses is one shared response, referenced by each.
 */
export function documentOptions(info: { title: string; prefix: string }): FastifyDynamicSwaggerOptions {
  registerComponents();
  return {
    openapi: {
      info: { title: info.title, version: '1.0.0' },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
      security: [{ bearer: [] }],
    },
    transform: (document) => describeOperation(document, info.prefix),
    transformObject: (document) => withSharedProblemResponse(withoutUnusedComponents(componentsOf(document))),
  };
}

type TransformArgument = Parameters<NonNullable<FastifyDynamicSwaggerOptions['transform']>>[0];
type Document = ReturnType<typeof componentsOf>;

const schemasOf = createJsonSchemaTransform({ skipList: [] });
const componentsOf = createJsonSchemaTransformObject({});

/** Kinds of zod schema that describe an entity; plain values (an id, a date) stay inline. */
const ENTITY_KINDS = new Set(['object', 'array', 'union', 'intersection', 'record', 'lazy', 'pipe']);

let registered = false;

/**
 * Each entity schema the contracts package exports becomes the component of its name
 * (`portalFavoriteSchema` → `PortalFavorite`). The zod type provider writes `{Name}Input` for a
 * schema read from a request, so a name's own `Input` is dropped (`favoriteInputSchema` →
 * `Favorite` → `FavoriteInput`), and one that would then repeat another's ends in `Request`.
 * Kept in zod's global registry, where the type provider and the routes' metadata meet; once.
 */
function registerComponents(): void {
  if (registered) return;
  registered = true;
  for (const [name, schema] of Object.entries(contracts)) {
    if (!(schema instanceof z.ZodType) || !ENTITY_KINDS.has(schema._zod.def.type)) continue;
    const known = z.globalRegistry.get(schema);
    if (known?.id) continue;
    const stem = pascal(name.replace(/Schema$/, ''));
    const plain = stem.replace(/Input$/, '');
    const id = [plain, `${plain}Request`].find((candidate) => !z.globalRegistry._idmap.has(candidate));
    if (id) z.globalRegistry.add(schema, { ...known, id });
  }
}

function describeOperation(document: TransformArgument, prefix: string): ReturnType<typeof schemasOf> {
  const described = schemasOf(document);
  const schema = described.schema as Record<string, unknown> & { hide?: boolean };
  if (schema.hide) return described;
  // Parameters are listed one by one from their object's properties, so that object is written out.
  for (const part of ['querystring', 'params', 'headers']) {
    const reference = (schema[part] as { $ref?: string } | undefined)?.$ref;
    if (reference) schema[part] = componentSchemas(document)[reference.split('/').pop()!];
  }
  const method = String(Array.isArray(document.route.method) ? document.route.method[0] : document.route.method);
  const path = document.url.startsWith(prefix) ? document.url.slice(prefix.length) : document.url;
  const access = (document.route.config as { access?: Access } | undefined)?.access;
  return {
    ...described,
    schema: {
      ...schema,
      operationId: (schema.operationId as string | undefined) ?? operationIdOf(method, path),
      summary: (schema.summary as string | undefined) ?? summaryOf(method, path),
      ...(access && 'public' in access ? { security: [] } : {}),
    },
  };
}

let components: { size: number; schemas: Record<string, unknown> } | undefined;

/** Every registered component as JSON Schema, computed again only when the registry grew. */
function componentSchemas(document: TransformArgument): Record<string, unknown> {
  const size = z.globalRegistry._idmap.size;
  if (components?.size !== size) {
    const all = componentsOf(document as unknown as Parameters<typeof componentsOf>[0]) as {
      components?: { schemas?: object };
    };
    components = { size, schemas: { ...all.components?.schemas } };
  }
  return components.schemas;
}

/** `GET /Favorites/user/:userId` → `getFavoritesUserByUserId`: unique per document, stable per route. */
export function operationIdOf(method: string, path: string): string {
  const words = segments(path).map((s) => (s.param ? `By${pascal(s.name)}` : pascal(s.name)));
  return `${method.toLowerCase()}${words.join('')}`;
}

const VERBS: Record<string, string> = {
  GET: 'Read',
  POST: 'Submit',
  PUT: 'Replace',
  PATCH: 'Change',
  DELETE: 'Delete',
};

/** `GET /Favorites/user/:userId` → `Read Favorites user by userId`, for a route that declares no summary. */
export function summaryOf(method: string, path: string): string {
  const words = segments(path).map((s) => (s.param ? `by ${s.name}` : s.name));
  return [VERBS[method.toUpperCase()] ?? method.toUpperCase(), ...words].join(' ');
}

function segments(path: string): Array<{ name: string; param: boolean }> {
  return path
    .split('/')
    .filter(Boolean)
    .map((segment) => {
      const param = segment.startsWith(':') || segment.startsWith('{');
      return { name: segment.replace(/^[:{]|}$/g, ''), param };
    });
}

function pascal(word: string): string {
  return word
    .split(/[^A-Za-z0-9]+/)
    .filter(Boolean)
    .map((part) => part[0]!.toUpperCase() + part.slice(1))
    .join('');
}

/**
 * The components reachable from the operations, and no others: the registry names every
 * entity of the contracts, but a document lists only those its own routes use.
 */
function withoutUnusedComponents(document: Document): Document {
  const { paths, components } = document as { paths?: unknown; components?: { schemas?: Record<string, unknown> } };
  const schemas = components?.schemas ?? {};
  const used = new Set<string>();
  const pending: unknown[] = [paths];
  while (pending.length > 0) {
    const text = JSON.stringify(pending.pop()) ?? '';
    for (const match of text.matchAll(/"\$ref":"#\/components\/schemas\/([^"]+)"/g)) {
      const name = decodeURIComponent(match[1]!);
      if (used.has(name)) continue;
      used.add(name);
      pending.push(schemas[name]);
    }
  }
  const kept = Object.fromEntries(Object.entries(schemas).filter(([name]) => used.has(name)));
  return { ...document, components: { ...components, schemas: kept } } as Document;
}

const PROBLEM_RESPONSE = {
  description: 'Default Response',
  content: { 'application/json': { schema: { $ref: '#/components/schemas/Problem' } } },
};

/**
 * Every error status of every operation answers the same problem+json, written out about two
 * thousand times: referenced instead from one response component, the document is a third smaller
 * and says the same (the SDK's generated types too).
 */
function withSharedProblemResponse(document: Document): Document {
  const { paths, components } = document as { paths?: Record<string, Record<string, unknown>>; components?: object };
  const shape = JSON.stringify(PROBLEM_RESPONSE);
  let shared = false;
  for (const item of Object.values(paths ?? {})) {
    for (const operation of Object.values(item)) {
      const responses = (operation as { responses?: Record<string, unknown> } | null)?.responses;
      for (const [status, response] of Object.entries(responses ?? {})) {
        if (Number(status) < 400 || JSON.stringify(response) !== shape) continue;
        responses![status] = { $ref: '#/components/responses/Problem' };
        shared = true;
      }
    }
  }
  if (!shared) return document;
  return { ...document, components: { ...components, responses: { Problem: PROBLEM_RESPONSE } } } as Document;
}
