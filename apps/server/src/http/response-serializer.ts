import fastJson from 'fast-json-stringify';
import type { FastifySerializerCompiler } from 'fastify/types/schema.js';
import { serializerCompiler as zodSerializer } from 'fastify-type-provider-zod';
import { type ZodType, z } from 'zod';

type JsonSchema = Record<string, unknown>;

/**
 * `z.nullable(x)` becomes `anyOf: [x, {type: 'null'}]`; for a plain type, an enum of strings too,
 * that is the same as `type: [t, 'null']` (the enum taking null), which fast-json-stringify writes
 * without trying each branch.
 */
function simplify(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(simplify);
  if (!node || typeof node !== 'object') return node;
  const out: JsonSchema = {};
  for (const [key, value] of Object.entries(node)) out[key] = simplify(value);
  const anyOf = out.anyOf;
  if (Array.isArray(anyOf) && anyOf.length === 2) {
    const [a, b] = anyOf as JsonSchema[];
    const plain = (s: JsonSchema | undefined) =>
      s &&
      typeof s.type === 'string' &&
      s.type !== 'object' &&
      s.type !== 'array' &&
      (!('enum' in s) || s.type === 'string');
    const isNull = (s: JsonSchema | undefined) => s?.type === 'null' && Object.keys(s).length === 1;
    const [value, nothing] = isNull(b) ? [a, b] : [b, a];
    if (plain(value) && isNull(nothing)) {
      delete out.anyOf;
      Object.assign(out, value, { type: [value?.type, 'null'] });
      if (Array.isArray(value?.enum)) out.enum = [...value.enum, null];
    }
  }
  return out;
}

/** Branches (unions, intersections) are where a JSON-schema writer and zod could choose differently. */
const hasBranches = (schema: unknown): boolean =>
  JSON.stringify(schema).search(/"(anyOf|oneOf|allOf|not|if|\$ref)"/) >= 0;

/**
 * Writes responses with fast-json-stringify compiled from the route's contract schema: only the
 * declared fields, in their order (a column the schema does not name never leaves the server),
 * several times faster than validating with zod and then JSON.stringify. Schemas a JSON schema
 * cannot say exactly (transforms, unions of objects) keep the zod serializer. Under the test runner
 * (`VITEST`) or with `CHECK_SERIALIZER=1` every answer is written both ways and a difference is an
 * error, so the whole API suite proves the two agree.
 */
export const responseSerializer: FastifySerializerCompiler<ZodType> = (route) => {
  const checked = zodSerializer(route as Parameters<typeof zodSerializer>[0]);
  let fast: ((data: unknown) => string) | null = null;
  try {
    const schema = route.schema as ZodType;
    const json = simplify(z.toJSONSchema(schema, { io: 'output', unrepresentable: 'throw' })) as JsonSchema;
    delete json.$schema;
    if (!hasBranches(json)) fast = fastJson(json as unknown as Parameters<typeof fastJson>[0]);
  } catch {
    fast = null;
  }
  if (!fast) return checked;
  const write = fast;
  if (!checkBothWays()) return write;
  return (data: unknown) => {
    const expected = checked(data);
    const actual = write(data);
    if (JSON.stringify(JSON.parse(actual)) !== expected) {
      throw new Error(
        `Fast serializer differs from zod for ${route.method} ${route.url}:\n${actual}\n${expected}`,
      );
    }
    return actual;
  };
};

const checkBothWays = () => Boolean(process.env.VITEST) || process.env.CHECK_SERIALIZER === '1';
