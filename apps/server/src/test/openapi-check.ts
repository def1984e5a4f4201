import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { Ajv, type ValidateFunction } from 'ajv';
import addFormats from 'ajv-formats';

/** The parts of an OpenAPI 3.0 document the check reads. */
interface MediaType {
  schema?: object;
}
interface ResponseObject {
  content?: Record<string, MediaType>;
  headers?: Record<string, unknown>;
}
type Operation = { responses?: Record<string, ResponseObject> };
export interface OpenApiDocument {
  paths: Record<string, Record<string, Operation>>;
}

/** A response as the client received it. */
export interface SeenResponse {
  method: string;
  url: string;
  statusCode: number;
  headers: Record<string, string | string[] | number | undefined>;
  rawPayload: Buffer;
}

/**
 * Headers of the API's own that a client reads; each must be declared on the response that sends
 * it (Helmet's and Fastify's standard headers are not the API's and are left out).
 */
const API_HEADERS = [
  'content-disposition',
  'x-total-count',
  'x-total-cap',
  'idempotent-replayed',
  'retry-after',
  'x-ratelimit-limit',
  'x-ratelimit-remaining',
  'x-ratelimit-reset',
];

/** What a file's first bytes must be, for the content types the API sends as files. */
const MAGIC: Record<string, string> = {
  'application/pdf': '%PDF',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': 'PK',
};

const isJson = (contentType: string) => contentType === 'application/json';

interface Route {
  path: string;
  pattern: RegExp;
  /** Static segments rank before parameters, as in Fastify's router. */
  rank: string;
}

/**
 * Checks responses against an OpenAPI document: the status, content type, JSON body (undeclared
 * fields included, as the document's objects forbid them) and the API's headers must all be
 * declared for the operation the request reached. Returns what is wrong, empty when nothing is.
 * Paths outside `/api`, and the document's own pages, are not the API's and are not checked.
 */
export function createResponseChecker(doc: OpenApiDocument) {
  const ajv = new Ajv({ strict: false, allErrors: true });
  addFormats(ajv);
  const validators = new Map<object, ValidateFunction>();
  const routes: Route[] = Object.keys(doc.paths).map((path) => {
    const segments = path.split('/').slice(1);
    const pattern = segments.map((s) => (/^\{.+\}$/.test(s) ? '[^/]+' : escapeRegExp(s))).join('/');
    return {
      path,
      pattern: new RegExp(`^/${pattern}/?$`),
      rank: segments.map((s) => (s.startsWith('{') ? '1' : '0')).join(''),
    };
  });

  function operationOf(method: string, pathname: string) {
    const verb = method.toLowerCase() === 'head' ? 'get' : method.toLowerCase();
    const matches = routes
      .filter((r) => r.pattern.test(pathname) && doc.paths[r.path]?.[verb])
      .sort((a, b) => (a.rank < b.rank ? -1 : a.rank > b.rank ? 1 : 0));
    const route = matches[0];
    return route ? { path: route.path, operation: doc.paths[route.path]?.[verb] as Operation } : null;
  }

  return function check(res: SeenResponse): string[] {
    const pathname = res.url.split('?')[0] ?? '';
    if (!pathname.startsWith('/api/') || pathname.startsWith('/api/docs')) return [];
    const found = operationOf(res.method, pathname);
    const label = `${res.method} ${found?.path ?? pathname} ${res.statusCode}`;
    if (!found) {
      // No route: the not-found handler's answer (or a refusal before routing).
      return [404, 403].includes(res.statusCode) ? [] : [`${label}: no operation in the document`];
    }
    const declared = found.operation.responses?.[String(res.statusCode)];
    if (!declared) return [`${label}: status not declared`];
    const problems: string[] = [];
    for (const name of API_HEADERS) {
      if (res.headers[name] !== undefined && !hasKey(declared.headers, name)) {
        problems.push(`${label}: header ${name} not declared`);
      }
    }
    const contentType = String(res.headers['content-type'] ?? '')
      .split(';')[0]
      ?.trim()
      .toLowerCase();
    const payload = decoded(res);
    if (!declared.content || Object.keys(declared.content).length === 0) {
      if (payload.length > 0) problems.push(`${label}: body sent (${contentType}) where none is declared`);
      return problems;
    }
    if (res.method === 'HEAD') return problems;
    const media = contentType ? declared.content[contentType] : undefined;
    if (!contentType || !media) {
      problems.push(
        `${label}: content type "${contentType}" not declared (declared: ${Object.keys(declared.content).join(', ')})`,
      );
      return problems;
    }
    const magic = MAGIC[contentType];
    if (magic && payload.subarray(0, magic.length).toString('latin1') !== magic) {
      problems.push(`${label}: body is not ${contentType}`);
    }
    if (isJson(contentType) && media.schema) {
      let body: unknown;
      try {
        body = JSON.parse(payload.toString('utf8'));
      } catch {
        problems.push(`${label}: body is not JSON`);
        return problems;
      }
      let validate = validators.get(media.schema);
      if (!validate) {
        validate = ajv.compile(media.schema);
        validators.set(media.schema, validate);
      }
      if (!validate(body)) {
        for (const e of validate.errors ?? []) {
          const extra = 'additionalProperty' in e.params ? ` "${e.params.additionalProperty}"` : '';
          problems.push(`${label}: body${e.instancePath} ${e.message}${extra}`);
        }
      }
    }
    return problems;
  };
}

function decoded(res: SeenResponse): Buffer {
  const encoding = res.headers['content-encoding'];
  if (encoding === 'br') return brotliDecompressSync(res.rawPayload);
  if (encoding === 'gzip') return gunzipSync(res.rawPayload);
  return res.rawPayload;
}

const hasKey = (headers: Record<string, unknown> | undefined, name: string) =>
  Object.keys(headers ?? {}).some((key) => key.toLowerCase() === name);

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
