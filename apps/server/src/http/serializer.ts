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
