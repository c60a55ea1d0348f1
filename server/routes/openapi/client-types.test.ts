// The typed server client (element/integrations) is generated from this API's OpenAPI document
// (`npm run generate:client`): a route or schema change without regenerating it fails here.
// Checked in Node against the document the server builds from its routes, because the element
// suite's API registers a test-only block type that widens the document's block schema.
import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { OPENAPI_DIGEST } from '../../../element/api/api-types';
import { API_ROUTES } from '../index';
import { buildOpenApiDocument } from './document';

describe('typed server client', () => {
  it('was generated from the OpenAPI document this API serves (else: npm run generate:client)', () => {
    const document = buildOpenApiDocument(API_ROUTES, {
      publicUrl: 'https://api.example.com',
      operatorName: 'Email Builder',
    }) as {
      paths?: unknown;
      components?: unknown;
    };
    const digest = createHash('sha256')
      .update(JSON.stringify({ paths: document.paths, components: document.components }))
      .digest('hex');
    expect(digest).toBe(OPENAPI_DIGEST);
  });
});
