import type { FastifySerializerCompiler } from 'fastify/types/schema';
import fastJson from 'fast-json-stringify';
import { serializerCompiler as zodSerializerCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';

type ZodSerializerSchema = Parameters<typeof zodSerializerCompiler>[0]['schema'];

/**
 * A route-level serializer compiler for hot routes with large responses (the board's search): the
 * 200 answer is written by fast-json-stringify, compiled once from the route's zod response schema
 * (its JSON Schema for output), instead of zod checking every field and JSON.stringify walking the
 * result again. It writes the schema's properties in the schema's order and drops the rest, as
 * zod's check does, so the body is the same text. Other statuses (problems) keep zod's serializer.
 * Unlike zod it does not refuse a value of the wrong type: the route's tests compare its bodies
 * with zod's (assertSameAsZod in the tests).
 */
export function fastResponseSerializer<RouteSchema>(
  fastStatuses: readonly string[] = ['200'],
): FastifySerializerCompiler<RouteSchema> {
  return (route) => {
    // Fastify passes the response schema of one status here (typed as the route's whole schema).
    const schema = route.schema as unknown as ZodSerializerSchema;
    if (!fastStatuses.includes(String(route.httpStatus)) || !(schema instanceof z.ZodType)) {
      return zodSerializerCompiler({ ...route, schema });
    }
    const jsonSchema = z.toJSONSchema(schema, { io: 'output', unrepresentable: 'any', target: 'draft-7' });
    const stringify = fastJson(jsonSchema as Parameters<typeof fastJson>[0]);
    return (data) => stringify(data);
  };
}
