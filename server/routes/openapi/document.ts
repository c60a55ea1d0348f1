// The OpenAPI 3.1 document, generated from the route definitions: the same schema objects that
// validate requests (and describe responses) emit the JSON Schema here, so the document cannot
// drift from what the API checks. Endpoints outside the JSON route shape (public image reads,
// this document) are described next to their code and added below.
import { anyBlockSchema, documentSchema } from '../../../core/document/schema';
import { toJsonSchema } from '../../../core/schema/json-schema';
import type { JsonSchema } from '../../../core/schema/schema';
import { s } from '../../../core/schema/schema';
import type { AnyRoute } from '../../http/route';
import { ERROR_DESCRIPTIONS, openApiPath, operation } from './operation';

export const errorResponse = s.object({
  error: s.string().describe('human-readable message; for 400 it names the offending field'),
  code: s.string({ pattern: /^[a-z][a-z0-9_]*$/ }).describe('stable snake_case error code'),
});

/** Operations that are not JSON routes. */
function extraPaths(): Record<string, Record<string, JsonSchema>> {
  const notFound = {
    description: 'no such image',
    content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } },
  };
  const unavailable = {
    description: ERROR_DESCRIPTIONS[503],
    headers: { 'Retry-After': { $ref: '#/components/headers/Retry-After' } },
    content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } },
  };
  const image = { type: 'string', contentMediaType: 'application/octet-stream' };
  return {
    '/v1/images/{id}': {
      get: {
        operationId: 'getImagesById',
        summary:
          'Read an uploaded image: public (no credentials, any origin), served with its sniffed type, cached for a year',
        tags: ['images'],
        security: [],
        parameters: [{ name: 'id', in: 'path', required: true, schema: { type: 'string', minLength: 1 } }],
        responses: {
          '200': {
            description: 'the image bytes',
            content: {
              'image/png': { schema: image },
              'image/jpeg': { schema: image },
              'image/gif': { schema: image },
              'image/webp': { schema: image },
            },
          },
          '304': { description: 'not modified (If-None-Match)' },
          '404': notFound,
          '503': unavailable,
        },
      },
    },
    '/v1/openapi.json': {
      get: {
        operationId: 'getOpenapiJson',
        summary: 'This OpenAPI 3.1 document (public, any origin)',
        tags: ['meta'],
        security: [],
        responses: {
          '200': {
            description: 'the OpenAPI document',
            content: { 'application/json': { schema: { type: 'object' } } },
          },
        },
      },
    },
  };
}

/** Replaces every copy of a shared schema (the email document, one block) by a reference to its component. */
function hoistSchemas(node: unknown, components: ReadonlyMap<string, string>): unknown {
  if (Array.isArray(node)) return node.map((item) => hoistSchemas(item, components));
  if (typeof node !== 'object' || node === null) return node;
  const { description, ...rest } = node as JsonSchema;
  const name = components.get(JSON.stringify(rest));
  if (name !== undefined)
    return { $ref: `#/components/schemas/${name}`, ...(typeof description === 'string' && { description }) };
  const out: JsonSchema = {};
  for (const [k, v] of Object.entries(node)) out[k] = hoistSchemas(v, components);
  return out;
}

export interface DocumentOptions {
  publicUrl: string;
  operatorName: string;
  version?: string;
}

export function buildOpenApiDocument(routes: readonly AnyRoute[], options: DocumentOptions): JsonSchema {
  const paths: Record<string, Record<string, JsonSchema>> = {};
  for (const route of routes) {
    const { path } = openApiPath(route.path);
    paths[path] ??= {};
    paths[path][route.method.toLowerCase()] = operation(route);
  }
  for (const [path, ops] of Object.entries(extraPaths())) paths[path] = { ...paths[path], ...ops };

  const { description: _drop, ...emailDocument } = toJsonSchema(documentSchema);
  const { description: _dropToo, ...block } = toJsonSchema(anyBlockSchema);
  const document = {
    openapi: '3.1.0',
    jsonSchemaDialect: 'https://spec.openapis.org/oas/3.1/dialect/base',
    info: {
      title: `${options.operatorName} email template API`,
      version: options.version ?? '1.0.0',
      description:
        'Templates (user, shared and library scopes), session tokens for the <email-builder> element, key validation, ' +
        'origin allowlists, rendering, the image library, saved blocks and template versions. Every error is JSON {error, code}.',
    },
    servers: [{ url: options.publicUrl }],
    tags: [
      { name: 'templates' },
      { name: 'library' },
      { name: 'sessions' },
      { name: 'keys' },
      { name: 'render' },
      { name: 'images' },
      { name: 'blocks' },
      { name: 'versions' },
      { name: 'dashboard' },
      { name: 'meta' },
    ],
    paths,
    components: {
      schemas: { Error: toJsonSchema(errorResponse), EmailDocument: emailDocument, Block: block },
      securitySchemes: {
        secretKey: {
          type: 'http',
          scheme: 'bearer',
          bearerFormat: 'eb_live_… / eb_test_… secret key',
          description: 'Server-side secret API key: full access to the account. Never send it to browsers.',
        },
        sessionToken: {
          type: 'http',
          scheme: 'bearer',
          bearerFormat: 'JWT (HS256)',
          description:
            'Two-hour session token from POST /v1/sessions: one user of one key, subject to the key’s origin allowlist.',
        },
        dashboardToken: {
          type: 'http',
          scheme: 'bearer',
          bearerFormat: 'JWT (HS256)',
          description: 'Dashboard login token from POST /v1/dashboard/login (key owners only).',
        },
      },
      headers: {
        'X-RateLimit-Limit': {
          description:
            "requests allowed per 60-second window: the account's window, shared by all its keys and their session tokens",
          schema: { type: 'integer' },
        },
        'X-RateLimit-Remaining': {
          description: "requests left in the account's current window",
          schema: { type: 'integer' },
        },
        'X-RateLimit-Reset': {
          description: 'epoch seconds when the oldest counted request leaves the window',
          schema: { type: 'integer' },
        },
        'Retry-After': { description: 'seconds to wait before retrying', schema: { type: 'integer' } },
      },
    },
  };
  const shared = new Map([
    [JSON.stringify(emailDocument), 'EmailDocument'],
    [JSON.stringify(block), 'Block'],
  ]);
  document.paths = hoistSchemas(paths, shared) as typeof paths;
  return document;
}
