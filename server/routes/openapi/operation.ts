// One JSON route as an OpenAPI operation: its path and query parameters, security, idempotency
// key, request body and responses (with the rate-limit headers), all from the route's own schemas.
// document.ts assembles the operations into the document.
import { toJsonSchema } from '../../../core/schema/json-schema';
import type { JsonSchema } from '../../../core/schema/schema';
import type { AuthMode } from '../../http/auth';
import type { AnyRoute } from '../../http/route';
import { IMAGE_UPLOAD_BODY, uploadImage } from '../images/router';
import { RESPONSE_SCHEMAS } from './responses';

const SECURITY: Record<AuthMode, Array<Record<string, string[]>>> = {
  public: [],
  api: [{ secretKey: [] }, { sessionToken: [] }],
  secret: [{ secretKey: [] }],
  dashboard: [{ dashboardToken: [] }],
};

export const ERROR_DESCRIPTIONS: Record<number, string> = {
  400: 'missing or invalid parameters',
  401: 'missing or invalid key or token',
  402: 'plan limit reached or feature not in the plan',
  403: "request origin not in the key's allowlist",
  404: 'not found',
  429: 'rate limit exceeded',
  503: 'Redis is unreachable; retry after Retry-After seconds',
};

const RATE_HEADERS = {
  'X-RateLimit-Limit': { $ref: '#/components/headers/X-RateLimit-Limit' },
  'X-RateLimit-Remaining': { $ref: '#/components/headers/X-RateLimit-Remaining' },
  'X-RateLimit-Reset': { $ref: '#/components/headers/X-RateLimit-Reset' },
};

const RATE_HEADER_STATUSES = new Set([400, 402, 404, 429]);

const IDEMPOTENCY_KEY: JsonSchema = {
  name: 'Idempotency-Key',
  in: 'header',
  required: false,
  description:
    'Makes a create safe to retry: within 24 hours a request with the same key and body answers with the status of ' +
    'the first response and the object as it is now (with `Idempotent-Replayed: true`, plus ' +
    '`Idempotent-Replay-Changed: true` when it changed since) and stores nothing new; once that object is deleted, ' +
    '409 idempotency_gone; the same key with another body is 422 idempotency_mismatch; while the first request is ' +
    'still running, 409 idempotency_in_progress. Keys are per account and per create route.',
  schema: { type: 'string', minLength: 1, maxLength: 255, pattern: '^[\\x20-\\x7E]+$' },
};

/** `/v1/templates/:id` → `/v1/templates/{id}` and its path parameter names. */
export function openApiPath(path: string): { path: string; params: string[] } {
  const params: string[] = [];
  const converted = path.replace(/:([A-Za-z_][A-Za-z0-9_]*)/g, (_, name: string) => {
    params.push(name);
    return `{${name}}`;
  });
  return { path: converted, params };
}

/** getTemplatesById, postDashboardKeysByIdRevoke, … */
export function operationId(method: string, path: string): string {
  const words = path
    .replace(/^\/v1\//, '')
    .split('/')
    .filter(Boolean)
    .map((part) => (part.startsWith(':') ? `By${part[1]!.toUpperCase()}${part.slice(2)}` : part))
    .flatMap((part) => part.split(/[^A-Za-z0-9]+/))
    .filter(Boolean)
    .map((w) => w[0]!.toUpperCase() + w.slice(1));
  return method.toLowerCase() + words.join('');
}

/** Query parameters from the query schema's JSON Schema (`meta[key]` filters become one deepObject). */
function queryParameters(schema: JsonSchema): JsonSchema[] {
  const out: JsonSchema[] = [];
  const properties = (schema.properties ?? {}) as Record<string, JsonSchema>;
  const required = new Set((schema.required ?? []) as string[]);
  for (const [name, property] of Object.entries(properties)) {
    out.push({
      name,
      in: 'query',
      required: required.has(name),
      schema: property,
      ...(property.description ? { description: property.description } : {}),
    });
  }
  for (const [pattern, property] of Object.entries((schema.patternProperties ?? {}) as Record<string, JsonSchema>)) {
    const name = /^\^?([A-Za-z]+)\\\[/.exec(pattern)?.[1];
    if (!name) continue;
    out.push({
      name,
      in: 'query',
      style: 'deepObject',
      explode: true,
      description: `repeatable \`${name}[<key>]=<value>\` filters, ANDed (exact match against the value's string form)`,
      schema: { type: 'object', additionalProperties: property },
    });
  }
  return out;
}

function responsesOf(route: AnyRoute, key: string): Record<string, JsonSchema> {
  const out: Record<string, JsonSchema> = {};
  const statuses = new Set(Object.keys(route.responses).map(Number));
  if (route.auth !== 'public') statuses.add(401);
  statuses.add(429);
  statuses.add(503);
  for (const status of [...statuses].sort((a, b) => a - b)) {
    const spec = route.responses[status];
    const headers = {
      // Set once the request is admitted (or refused for its rate): not on 401, 403 and 503.
      ...(RATE_HEADER_STATUSES.has(status) || (status >= 200 && status < 300) ? RATE_HEADERS : {}),
      ...(status === 429 || status === 503 || (status === 409 && route.idempotent)
        ? { 'Retry-After': { $ref: '#/components/headers/Retry-After' } }
        : {}),
    };
    if (status >= 400) {
      out[String(status)] = {
        description: spec?.description ?? ERROR_DESCRIPTIONS[status] ?? 'error',
        ...(Object.keys(headers).length > 0 && { headers }),
        content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } },
      };
      continue;
    }
    const source = spec?.schema ?? RESPONSE_SCHEMAS[key];
    const schema = source ? toJsonSchema(source) : undefined;
    if (!schema) throw new Error(`${key} documents ${status} without a response schema`);
    out[String(status)] = {
      description: spec?.description ?? 'success',
      ...(Object.keys(headers).length > 0 && { headers }),
      content: { 'application/json': { schema } },
    };
  }
  return out;
}

export function operation(route: AnyRoute): JsonSchema {
  const { params } = openApiPath(route.path);
  const key = `${route.method} ${route.path}`;
  const parameters: JsonSchema[] = params.map((name) => ({
    name,
    in: 'path',
    required: true,
    schema: { type: 'string', minLength: 1 },
  }));
  if (route.query) parameters.push(...queryParameters(toJsonSchema(route.query)));
  if (route.idempotent) parameters.push(IDEMPOTENCY_KEY);
  const op: JsonSchema = {
    operationId: operationId(route.method, route.path),
    summary: route.summary,
    ...(route.description && { description: route.description }),
    tags: route.tags,
    security: SECURITY[route.auth],
    ...(parameters.length > 0 && { parameters }),
    responses: responsesOf(route, key),
  };
  if (route.body)
    op.requestBody = { required: true, content: { 'application/json': { schema: toJsonSchema(route.body) } } };
  if (route === uploadImage) op.requestBody = IMAGE_UPLOAD_BODY;
  return op;
}
