import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buildApp } from '../../apps/server/src/app.ts';
import { loadConfig } from '../../apps/server/src/config.ts';
import { openDatabase } from '../../apps/server/src/db/client.ts';

/** The generated file the web's API client is typed by. */
export const API_PATHS_FILE = path.join(import.meta.dirname, '../../apps/web/src/lib/api-paths.ts');

/** The parts of an OpenAPI 3.0 document (as @fastify/swagger writes it) the generator reads. */
export interface JsonSchema {
  type?: string | string[];
  nullable?: boolean;
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: boolean | JsonSchema;
  items?: JsonSchema;
  $ref?: string;
}
interface Content {
  content?: Record<string, { schema?: JsonSchema }>;
}
interface Operation {
  parameters?: Array<{ in: string; name: string; schema?: JsonSchema }>;
  requestBody?: Content;
  responses?: Record<string, Content>;
}
export interface OpenApiDocument {
  paths: Record<string, Record<string, Operation>>;
}

/**
 * The OpenAPI document the app serves at /api/docs/json, built in this process: the routes are
 * registered without touching the database, so an empty in-memory one is enough.
 */
export async function servedDocument(): Promise<OpenApiDocument> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'studydesk-api-types-'));
  const database = await openDatabase({ kind: 'pglite' });
  try {
    const config = loadConfig(
      { LOG_LEVEL: 'silent', DATA_DIR: dataDir, DATA_KEY: '00'.repeat(32), WEB_DIST: dataDir },
      dataDir,
    );
    const app = await buildApp({ config, database, logger: false });
    await app.ready();
    const doc = app.swagger() as unknown as OpenApiDocument;
    await app.close();
    return doc;
  } finally {
    await database.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

const IDENTIFIER = /^[A-Za-z_$][A-Za-z0-9_$]*$/;
const METHODS = ['get', 'post', 'put', 'patch', 'delete'] as const;

const indent = (depth: number) => '  '.repeat(depth);
const key = (name: string) => (IDENTIFIER.test(name) ? name : `'${name.replaceAll("'", "\\'")}'`);
const literal = (value: unknown) =>
  typeof value === 'string'
    ? `'${value.replaceAll('\\', '\\\\').replaceAll("'", "\\'")}'`
    : JSON.stringify(value);

/** The TypeScript type a JSON schema describes, written at `depth` (objects span lines). */
export function typeOf(schema: JsonSchema | undefined, depth = 0): string {
  if (!schema) return 'unknown';
  if (schema.$ref) throw new Error(`$ref is not supported (${schema.$ref}): inline the schema`);
  const base = baseTypeOf(schema, depth);
  const nullable = schema.nullable && base !== 'unknown' && !base.split(' | ').includes('null');
  return nullable ? `${base} | null` : base;
}

function union(members: string[]): string {
  const unique = [...new Set(members)];
  return unique.length === 1
    ? (unique[0] ?? 'never')
    : unique.map((m) => (m.includes('\n') ? `(${m})` : m)).join(' | ');
}

function baseTypeOf(schema: JsonSchema, depth: number): string {
  if (schema.const !== undefined) return literal(schema.const);
  if (schema.enum) return union(schema.enum.map(literal));
  const choices = schema.anyOf ?? schema.oneOf;
  if (choices) return union(choices.map((s) => typeOf(s, depth)));
  if (schema.allOf) return schema.allOf.map((s) => `(${typeOf(s, depth)})`).join(' & ');
  if (Array.isArray(schema.type))
    return union(schema.type.map((type) => baseTypeOf({ ...schema, type }, depth)));
  switch (schema.type) {
    case 'string':
      return 'string';
    case 'number':
    case 'integer':
      return 'number';
    case 'boolean':
      return 'boolean';
    case 'null':
      return 'null';
    case 'array': {
      const item = typeOf(schema.items, depth);
      return /^[\w']+$/.test(item) ? `${item}[]` : `Array<${item}>`;
    }
    case 'object':
      return objectTypeOf(schema, depth);
    default:
      return schema.properties ? objectTypeOf(schema, depth) : 'unknown';
  }
}

function objectTypeOf(schema: JsonSchema, depth: number): string {
  const required = new Set(schema.required ?? []);
  const lines = Object.entries(schema.properties ?? {}).map(
    ([name, property]) =>
      `${indent(depth + 1)}${key(name)}${required.has(name) ? '' : '?'}: ${typeOf(property, depth + 1)};`,
  );
  const extra = schema.additionalProperties;
  if (extra !== false && (extra !== undefined || lines.length === 0)) {
    lines.push(
      `${indent(depth + 1)}[key: string]: ${extra === true || !extra ? 'unknown' : typeOf(extra, depth + 1)};`,
    );
  }
  return lines.length === 0 ? 'Record<string, never>' : `{\n${lines.join('\n')}\n${indent(depth)}}`;
}

/**
 * The path as a client writes it, as a template literal type: a parameter that takes numbers is
 * `${number}` (so '/api/students/my-students' cannot be mistaken for '/api/students/{id}').
 */
export function pathPatternOf(route: string, operation: Operation): string {
  const params = new Map(
    (operation.parameters ?? []).filter((p) => p.in === 'path').map((p) => [p.name, p.schema]),
  );
  const pattern = route.replace(/\{([^}]+)\}/g, (_, name: string) =>
    takesNumbers(params.get(name)) ? `\${number}` : `\${string}`,
  );
  return pattern === route ? `'${route}'` : `\`${pattern}\``;
}

function takesNumbers(schema: JsonSchema | undefined): boolean {
  if (!schema) return false;
  const types = [schema.type, ...(schema.anyOf ?? []).map((s) => s.type)].flat();
  return types.includes('number') || types.includes('integer');
}

/** The JSON body of the first success (200, 201) the operation declares; undefined for 204 or a file. */
function responseOf(operation: Operation): { type: string } | undefined {
  for (const [status, response] of Object.entries(operation.responses ?? {})) {
    if (!/^2\d\d$/.test(status)) continue;
    if (status === '204') return { type: 'undefined' };
    const json = response.content?.['application/json'];
    return json ? { type: typeOf(json.schema, 3) } : undefined;
  }
  return undefined;
}

/** The source of apps/web/src/lib/api-paths.ts for `doc`. */
export function apiPathsSource(doc: OpenApiDocument): string {
  const out = [
    '// Generated by `npm run api-types` from the OpenAPI document the server serves: do not edit.',
    '// Each JSON operation by method and path: `path` as a client writes it, `body` the JSON request',
    '// (absent: none), `response` the success answer. lib/api-client.ts is typed by it.',
    '',
    'export interface ApiRoutes {',
  ];
  for (const method of METHODS) {
    out.push(`  ${method}: {`);
    for (const [route, operations] of Object.entries(doc.paths).sort(([a], [b]) => a.localeCompare(b))) {
      const operation = operations[method];
      const response = operation && responseOf(operation);
      if (!operation || !response) continue; // files and pages are not the JSON client's
      out.push(`    '${route}': {`);
      out.push(`      path: ${pathPatternOf(route, operation)};`);
      const body = operation.requestBody?.content?.['application/json'];
      if (body) out.push(`      body: ${typeOf(body.schema, 3)};`);
      out.push(`      response: ${response.type};`);
      out.push('    };');
    }
    out.push('  };');
  }
  out.push('}', '');
  return out.join('\n');
}
