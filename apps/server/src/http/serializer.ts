import fastJsonStringify from 'fast-json-stringify';
import type { FastifySerializerCompiler } from 'fastify/types/schema';
import { serializerCompiler as zodSerializerCompiler } from 'fastify-type-provider-zod';
import { type ZodType, z } from 'zod';

/**
 * Responses are written by fast-json-stringify from the JSON Schema of the route's zod response
 * schema: only declared fields leave the server (nothing leaks that a schema does not name), at a
 * fraction of the cost of validating every response object. Schemas that JSON Schema cannot
 * express (transforms) keep the zod serializer.
 */
export const serializerCompiler: FastifySerializerCompiler<ZodType> = (route) => {
  try {
    const jsonSchema = z.toJSONSchema(route.schema, { io: 'output', target: 'draft-7', unrepresentable: 'throw' });
    const stringify = fastJsonStringify(jsonSchema as Parameters<typeof fastJsonStringify>[0]);
    return (data: unknown) => stringify(data);
  } catch {
    return zodSerializerCompiler(route as never);
  }
};

/**
 * For reads whose results are shared by several requests and never changed afterwards: a batched
 * read hands the same list object to every request of its batch (db/batch.ts), so its JSON is
 * written once per list and reused for the other requests of the batch (about 1 µs of CPU each
 * on the favourites list, measured by profile). A route opts in with `serializerCompiler`; only
 * results the route's code never mutates may use it.
 */
export function sharedResultSerializerCompiler<S>(
  route: Parameters<FastifySerializerCompiler<S>>[0],
): ReturnType<FastifySerializerCompiler<S>> {
  // A route's own compiler is typed by the route's whole schema; the response schema is a zod type.
  const stringify = serializerCompiler(route as unknown as Parameters<typeof serializerCompiler>[0]);
  const written = new WeakMap<object, string>();
  return (data: unknown) => {
    if (typeof data !== 'object' || data === null) return stringify(data);
    let json = written.get(data);
    if (json === undefined) {
      json = stringify(data);
      written.set(data, json);
    }
    return json;
  };
}
